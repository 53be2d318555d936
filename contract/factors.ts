/**
 * The sign-in methods as the server offers them at GET /api/sign-in-options and the
 * login form reads them. One definition, imported by `server/` and `src/` alike.
 */

/** Every method this site knows, in the order the form lists them by default. */
export const signInMethods = ['email_link', 'otp_via_email', 'webauthn', 'otp_via_sms', 'sms_link', 'oidc'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/** Methods that need no outside service, so they work on a fresh clone (the default of SIGN_IN_METHODS). */
export const offlineSignInMethods: readonly SignInMethod[] = [
  'email_link',
  'otp_via_email',
  'otp_via_sms',
  'sms_link',
  'webauthn',
];

/** The provider icons a single sign-on button can show (OIDC_PROVIDER_ICON). */
export const providerIcons = [
  'google',
  'apple',
  'facebook',
  'github',
  'gitlab',
  'line',
  'bitbucket',
  'azuread',
] as const;
export type ProviderIcon = (typeof providerIcons)[number];

/** What a reader signs in with: an e-mail address or a phone number. */
export type HandleType = 'email_address' | 'phone_number';

export interface Handle {
  type: HandleType;
  value: string;
}

/** A single sign-on provider's button: the server's provider id, the name shown, its icon. */
interface ProviderOptions {
  providerId: string;
  label: string;
  provider?: ProviderIcon;
  /** A 400×600 popup (the default) or a redirect of the whole page (OIDC_MODE). */
  mode: 'popup' | 'redirect';
}

export type Factor = { method: Exclude<SignInMethod, 'oidc'> } | { method: 'oidc'; options: ProviderOptions };

/** The answer of GET /api/sign-in-options. */
export interface SignInOptions {
  factors: Factor[];
  /** Whether the browser may remember the last handle used (REMEMBER_LAST_HANDLE). */
  rememberLastHandle: boolean;
}
