/**
 * How a handle reads on screen. Phone numbers travel in E.164 (`+447911123456`), which readers do not recognise as
 * their own number at a glance, so wherever one is shown it is grouped the international way ("+44 7911 123456").
 * What is sent to the server stays E.164.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Handle } from '@site/contract/factors';

/** A phone number grouped internationally; anything libphonenumber cannot read is shown as it was written. */
export function phoneNumberLabel(phoneNumber: string): string {
  return parsePhoneNumberFromString(phoneNumber)?.formatInternational() ?? phoneNumber;
}

/** An account named by the server: an e-mail address as it is, a phone number grouped. */
export function accountLabel(account: string): string {
  return account.startsWith('+') ? phoneNumberLabel(account) : account;
}

export function handleLabel(handle: Handle): string {
  return handle.type === 'phone_number' ? phoneNumberLabel(handle.value) : handle.value;
}
