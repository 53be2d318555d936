/** The wording of the two sign-in text messages; each fits one 160-character SMS with a typical address. */
import { signInLifetimeMinutes } from '../../config/signIn.js';
import type { TextMessage } from '../sms/smsSender.js';

export function signInCodeText(to: string, code: string): TextMessage {
  return {
    to,
    text: `${code} is your Tideline Docs sign-in code. It expires in ${signInLifetimeMinutes} minutes. Did not ask for it? Ignore this text.`,
  };
}

export function signInLinkText(to: string, url: string): TextMessage {
  return { to, text: `Sign in to Tideline Docs: ${url} (works once, for ${signInLifetimeMinutes} minutes)` };
}
