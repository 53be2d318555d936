/**
 * Sign-in factors (seed §3 "Factor", §4 "Initial screen", §5): which handle each factor needs, how the
 * initial screen groups them into tabs, and the labels of the factor dropdown.
 */
import type { Handle } from './me';

export type HandleType = Handle['type'];
export type FactorMethod = 'email_link' | 'otp_via_email' | 'webauthn' | 'sms_link' | 'otp_via_sms' | 'oidc';

export interface Factor {
  method: FactorMethod;
  /**
   * For oidc: the server's provider id, the name on the button, its icon name (seed §3), and whether it
   * runs in a popup (the default) or takes the page there and back (seed §5).
   */
  options?: { providerId?: string; label?: string; provider?: string; mode?: 'popup' | 'redirect' };
}

export const factorLabels: Record<Exclude<FactorMethod, 'oidc'>, string> = {
  email_link: 'email link',
  otp_via_email: 'email code',
  otp_via_sms: 'OTP via SMS',
  sms_link: 'SMS link',
  webauthn: 'webauthn',
};

const handleTypeOfMethod: Record<FactorMethod, HandleType | null> = {
  email_link: 'email_address',
  otp_via_email: 'email_address',
  webauthn: 'email_address',
  sms_link: 'phone_number',
  otp_via_sms: 'phone_number',
  oidc: null,
};

export function handleTypeOf(method: FactorMethod): HandleType | null {
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

export function providerFactors(factors: readonly Factor[]): Factor[] {
  return factors.filter((factor) => factor.method === 'oidc');
}

/** The "or" divider separates handle forms from provider buttons, so it needs both. */
export function showsDivider(factors: readonly Factor[]): boolean {
  return providerFactors(factors).length > 0 && handleTabs(factors).length > 0;
}

/** The tab that opens first: the type of the last handle used, else email (seed §4). */
export function defaultTab(factors: readonly Factor[], lastHandleType?: HandleType): HandleType | undefined {
  const tabs = handleTabs(factors);
  if (lastHandleType && tabs.includes(lastHandleType)) return lastHandleType;
  return tabs.includes('email_address') ? 'email_address' : tabs[0];
}

/** Seed §5: a factor must get the kind of handle it works with, and oidc none at all. */
export function checkHandleForFactor(factor: Factor, handle: Handle | undefined): string | null {
  const expected = handleTypeOf(factor.method);
  if (expected === null) return handle ? `${factor.method} must not be given a handle` : null;
  if (!handle || handle.type !== expected) return `${factor.method} needs a ${expected} handle`;
  return null;
}
