/**
 * What the reader is told when the sign-in service sends them to a page of this site with `?error=<code>`
 * (a spent e-mail link, a failed single sign-on, any error Better Auth redirects with). Only the code is
 * read, and only to pick one of the site's own sentences: the address is the sender's to write, so text from
 * it (`error_description`, or an `error` that is a sentence) is never shown.
 */
import { signInCodeAttempts, signInLifetimeMinutes } from '@site/contract/signIn';

/** The generic login error message, for a code this site does not know. */
export const unknownSignInErrorMessage = 'There has been an error while submitting your form. Please try again.';

export const spentLinkMessage =
  'This sign-in link has already been used or has expired. Go back to the sign-in form and ask for a new one.';

const tooManyAttemptsMessage = `Too many attempts: ${signInCodeAttempts} wrong tries. Wait ${signInLifetimeMinutes} minutes, then go back to the sign-in form and ask for a new code or link.`;

const serviceFailedMessage =
  'The sign-in service could not finish signing you in. Wait a minute, then go back to the sign-in form and try again.';

const singleSignOnFailedMessage =
  'Single sign-on did not finish. Go back to the sign-in form and try again, or sign in another way.';

/** Codes are matched without regard to case: Better Auth spells some in capitals, some in lower case. */
const messagesByCode: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // Better Auth's e-mail link (magic-link plugin) and this site's SMS link.
    invalid_token: spentLinkMessage,
    expired_token: spentLinkMessage,
    user_not_found: spentLinkMessage,
    // Better Auth's one-time codes and this site's SMS sign-in.
    attempts_exceeded: tooManyAttemptsMessage,
    too_many_attempts: tooManyAttemptsMessage,
    too_many_requests: `Too many sign-in requests. Wait ${signInLifetimeMinutes} minutes, then try again.`,
    new_user_signup_disabled:
      'This site does not create accounts when signing in. Ask your Tideline contact for an account.',
    failed_to_create_user: serviceFailedMessage,
    failed_to_create_session: serviceFailedMessage,
    internal_server_error: serviceFailedMessage,
    store_unavailable: serviceFailedMessage,
    // Better Auth's single sign-on callback.
    state_mismatch: singleSignOnFailedMessage,
    state_not_found: singleSignOnFailedMessage,
    please_restart_the_process: singleSignOnFailedMessage,
    invalid_callback_request: singleSignOnFailedMessage,
    no_code: singleSignOnFailedMessage,
    no_callback_url: singleSignOnFailedMessage,
    oauth_provider_not_found: singleSignOnFailedMessage,
    unable_to_get_user_info: singleSignOnFailedMessage,
    email_not_found:
      'The single sign-on provider did not share your e-mail address, so you cannot be signed in with it. Sign in another way.',
    account_not_linked:
      'This e-mail address already has an account that is not linked to this single sign-on provider. Sign in the way you did before.',
    unable_to_link_account:
      'This e-mail address already has an account that is not linked to this single sign-on provider. Sign in the way you did before.',
    access_denied:
      'The single sign-on provider did not let you sign in. Sign in another way, or ask your administrator for access.',
  }),
);

/** The site's sentence for an error code from an address; `unknownSignInErrorMessage` for anything else. */
export function signInErrorMessage(code: string): string {
  return messagesByCode.get(code.toLowerCase()) ?? unknownSignInErrorMessage;
}
