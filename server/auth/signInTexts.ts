/** The wording of the two sign-in text messages; each fits one 160-character SMS with a typical address. */
import { signInLifetimeMinutes } from '../../contract/signIn.js';
import type { TextMessage } from '../sms/smsSender.js';

/**
 * The code text ends with the origin-bound line `@<host> #<code>` (the WebOTP and one-time-code format), so Android's
 * WebOTP and iOS's keyboard offer to fill the code in on that site and no other. The host is the site's address as
 * readers use it (PUBLIC_URL), without its port: the format has no place for one.
 */
export function signInCodeText(to: string, code: string, publicUrl: string): TextMessage {
  const host = new URL(publicUrl).hostname;
  return {
    to,
    text: `${code} is your Tideline Docs sign-in code. It expires in ${signInLifetimeMinutes} minutes. Did not ask for it? Ignore this text.\n\n@${host} #${code}`,
  };
}

export function signInLinkText(to: string, url: string): TextMessage {
  return { to, text: `Sign in to Tideline Docs: ${url} (works once, for ${signInLifetimeMinutes} minutes)` };
}
