/**
 * Sign-in mail that could not be sent. Better Auth awaits the send but swallows a failure and answers
 * "sent", so the reader would wait for a code or link that never comes. A failed send is noted against the
 * request that asked for it, and the route that handed the request to Better Auth answers 503 instead
 * (./routes.ts). The mailer has already logged the cause.
 */
import type { MailMessage, Mailer } from './mailer.js';

const undelivered = new WeakSet<Request>();

/** Shown in the sign-in form. */
export const mailNotSentMessage = 'The sign-in e-mail could not be sent. Please try again in a few minutes.';
export const mailNotSentCode = 'MAIL_NOT_SENT';

/**
 * Sends sign-in mail for `request` (Better Auth's context gives it; absent for server-side calls). When it cannot be
 * sent, `forget` removes what the mail would have carried: a stored code nobody received could still be guessed.
 */
export async function sendSignInMail(
  mailer: Mailer,
  message: MailMessage,
  request: Request | undefined,
  forget: () => Promise<unknown> = async () => {},
): Promise<void> {
  try {
    await mailer.send(message);
  } catch {
    if (request) undelivered.add(request);
    await forget();
  }
}

export function mailWasNotSent(request: Request): boolean {
  return undelivered.has(request);
}
