/**
 * The authenticating screen's title and message per method: the provider's
 * name for single sign-on, the passkey prompt, "check your phone" for an SMS link, the e-mail link by
 * default. The code methods show the code entry instead, which has its own wording.
 */
import type { Factor } from '@site/contract/factors';
import { providerLabel } from './factors';

export interface ScreenText {
  title: string;
  message: string;
}

export function showsCodeEntry(factor: Factor): boolean {
  return factor.method === 'otp_via_sms' || factor.method === 'otp_via_email';
}

/** `handle` is the reader's address or number as the screen shows it (src/auth/useHandleLabel.ts). */
export function authenticatingText(factor: Factor, handle: string | undefined): ScreenText {
  switch (factor.method) {
    case 'oidc':
      return {
        title: `Signing in with ${providerLabel(factor)}`,
        message: 'You are being taken to your organisation’s sign-in page.',
      };
    case 'webauthn':
      return {
        title: 'Use your passkey',
        message: 'Follow your browser’s prompt to sign in with a passkey saved for this site.',
      };
    case 'sms_link':
      return {
        title: 'Check your phone',
        message: `We texted a sign-in link to ${handle ?? 'your phone'}. Open it to continue; this page follows.`,
      };
    default:
      return {
        title: 'Check your email',
        message: `We sent a sign-in link to ${handle ?? 'your address'}. Open it to continue; this page follows.`,
      };
  }
}
