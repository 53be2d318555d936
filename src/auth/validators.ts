import { signInCodeLength } from '@site/contract/signIn';

/**
 * Field validators of the sign-in form. Each returns the message to show under the
 * field, or null when the value is acceptable.
 */
export const validationMessages = {
  'validationError.email': 'Please enter your email address.',
  'validationError.phoneNumber': 'Please enter your phone number.',
  'validationError.otp': 'Please enter the OTP code.',
} as const;

export type Validator = (value: unknown) => string | null;

export const otpLength = signInCodeLength;

// The WHATWG "valid e-mail address" pattern, which is what browsers use for <input type="email">.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

export const validateEmail: Validator = (value) =>
  isNonEmptyString(value) && emailPattern.test(value.trim()) ? null : validationMessages['validationError.email'];

/** Phone numbers are only checked for presence: the SMS provider is the judge of the format. */
export const validatePhoneNumber: Validator = (value) =>
  isNonEmptyString(value) ? null : validationMessages['validationError.phoneNumber'];

export const validateOtp: Validator = (value) =>
  typeof value === 'string' && value.length === otpLength && /^\d+$/.test(value)
    ? null
    : validationMessages['validationError.otp'];
