import { lazy } from 'react';

/**
 * The phone number field with its country picker: the country list and libphonenumber-js's numbering plans are
 * most of the sign-in form's weight, so they load when the phone form is shown, or when the reader points at or
 * focuses the Phone tab, not with the form.
 */
export const loadPhoneNumberField = () => import(/* webpackChunkName: "phone-number-field" */ './PhoneNumberField');

export const PhoneNumberField = lazy(loadPhoneNumberField);
