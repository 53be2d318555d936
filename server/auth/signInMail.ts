/** The wording of the sign-in e-mails. */
import type { MailMessage } from './mailer';

import { signInLifetimeMinutes as codeLifetimeMinutes } from '../../contract/signIn.js';

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

/**
 * Sent instead of a code to a staff address that has no account yet: a code cannot open a staff account, so the mail
 * says how to sign in the first time. The form that asked shows the same screen as for a code, so an outsider asking
 * for someone else's address learns nothing of which staff addresses exist.
 */
export function staffNewcomerCodeMail(to: string): MailMessage {
  const explanation =
    'This address has not signed in to Tideline Docs before, and a sign-in code cannot open a new staff account, so this e-mail has no code.';
  const nextStep =
    'Go back to the sign-in form, choose "email link" and open the link we e-mail you (or use single sign-on). After that first time, codes work too. If you did not ask to sign in, ignore this e-mail.';
  return {
    to,
    subject: 'Sign in to Tideline Docs with the e-mailed link',
    text: [explanation, '', nextStep].join('\n'),
    html: `<p>${explanation}</p>\n<p>${nextStep}</p>`,
  };
}
