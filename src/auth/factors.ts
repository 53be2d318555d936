/**
 * Sign-in factors: which handle each factor needs, how the
 * initial screen groups them into tabs, and the labels of the factor dropdown.
 */
import type { Factor, Handle, HandleType, SignInMethod } from '@site/contract/factors';

export type { Factor, HandleType, SignInMethod };
export type HandleMethod = Exclude<SignInMethod, 'oidc'>;

/** The dropdown's labels, this site's e-mail code included. */
export const factorLabels: Record<HandleMethod, string> = {
  email_link: 'email link',
  otp_via_email: 'email code',
  otp_via_sms: 'OTP via SMS',
  sms_link: 'SMS link',
  webauthn: 'webauthn',
};

/** What each method does, in plain words, shown under the method chosen: the labels are the specification's terms. */
export const factorDescriptions: Record<HandleMethod, string> = {
  email_link: 'We e-mail you a link. Open it on any device to sign in here.',
  otp_via_email: 'We e-mail you a 6-digit code to type here.',
  otp_via_sms: 'We text you a 6-digit code to type here.',
  sms_link: 'We text you a link. Open it on your phone to sign in here.',
  webauthn: 'Use a passkey saved on this device, your phone or a security key. No address needed.',
};

const handleTypeOfMethod: Record<SignInMethod, HandleType | null> = {
  email_link: 'email_address',
  otp_via_email: 'email_address',
  webauthn: 'email_address',
  sms_link: 'phone_number',
  otp_via_sms: 'phone_number',
  oidc: null,
};

export function handleTypeOf(method: SignInMethod): HandleType | null {
  return handleTypeOfMethod[method];
}

/** The factors the reader can pick in one tab, in configuration order (the first is the default). */
export function factorsForHandleType(factors: readonly Factor[], type: HandleType): Factor[] {
  return factors.filter((factor) => handleTypeOf(factor.method) === type);
}

/** Tabs of the initial screen: email before phone, only for handle types some factor uses. */
export function handleTabs(factors: readonly Factor[]): HandleType[] {
  return (['email_address', 'phone_number'] as const).filter((type) => factorsForHandleType(factors, type).length > 0);
}

export function providerFactors(factors: readonly Factor[]): Extract<Factor, { method: 'oidc' }>[] {
  return factors.filter((factor): factor is Extract<Factor, { method: 'oidc' }> => factor.method === 'oidc');
}

/** The "or" divider separates handle forms from provider buttons, so it needs both. */
export function showsDivider(factors: readonly Factor[]): boolean {
  return providerFactors(factors).length > 0 && handleTabs(factors).length > 0;
}

/** The tab that opens first: the type of the last handle used, else email. */
export function defaultTab(factors: readonly Factor[], lastHandleType?: HandleType): HandleType | undefined {
  const tabs = handleTabs(factors);
  if (lastHandleType && tabs.includes(lastHandleType)) return lastHandleType;
  return tabs.includes('email_address') ? 'email_address' : tabs[0];
}

/** A factor must get the kind of handle it works with, and oidc none at all. */
export function checkHandleForFactor(factor: Factor, handle: Handle | undefined): string | null {
  const expected = handleTypeOf(factor.method);
  // A passkey sits in the e-mail tab but names its account itself, so the address is optional.
  if (factor.method === 'webauthn' && !handle) return null;
  if (expected === null) return handle ? `${factor.method} must not be given a handle` : null;
  if (!handle || handle.type !== expected) return `${factor.method} needs a ${expected} handle`;
  return null;
}

/** The name on a provider's button: "Sign in with <label>". */
export function providerLabel(factor: Extract<Factor, { method: 'oidc' }>): string {
  return factor.options.label || factor.options.provider || 'single sign-on';
}
