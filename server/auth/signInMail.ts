/** The wording of the two sign-in e-mails. */
import type { MailMessage } from './mailer';

import { signInLifetimeMinutes as codeLifetimeMinutes } from '../../config/signIn.js';

export { codeLifetimeMinutes };

export function signInCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Your Tideline Docs sign-in code: ${code}`,
    text: [
      `Your Tideline Docs sign-in code is ${code}.`,
      '',
      `Enter it in the sign-in form within ${codeLifetimeMinutes} minutes. If you did not ask to sign in, ignore this e-mail.`,
    ].join('\n'),
    html: `<p>Your Tideline Docs sign-in code is <strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong>.</p>
<p>Enter it in the sign-in form within ${codeLifetimeMinutes} minutes. If you did not ask to sign in, ignore this e-mail.</p>`,
  };
}

export function signInLinkMail(to: string, url: string): MailMessage {
  const escapedUrl = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    to,
    subject: 'Sign in to Tideline Docs',
    text: [
      'Open this link to sign in to Tideline Docs:',
      url,
      '',
      `The link works once and expires in ${codeLifetimeMinutes} minutes. If you did not ask to sign in, ignore this e-mail.`,
    ].join('\n'),
    html: `<p><a href="${escapedUrl}">Sign in to Tideline Docs</a></p>
<p>The link works once and expires in ${codeLifetimeMinutes} minutes. If you did not ask to sign in, ignore this e-mail.</p>`,
  };
}
