/**
 * Sign-in texts that could not be sent. The SMS gateway's error would reach Better Auth as a 500, logged as a failed
 * request, and the form could only say that something went wrong. As for mail (./mailDelivery.ts), the cause is logged
 * and the reader is told to try again, with a 503 in Better Auth's own shape ({ code, message }), which the form shows.
 */
import { APIError } from 'better-auth/api';
import type { Logger } from 'pino';
import type { SmsSender } from '../sms/smsSender.js';

/** Shown in the sign-in form. */
export const textNotSentMessage = 'The text message could not be sent. Please try again in a few minutes.';
export const textNotSentCode = 'SMS_NOT_SENT';

/** `sender` for sign-in texts: a failure is logged and refused with textNotSentMessage. */
export function signInTextSender(sender: SmsSender, log: Logger): SmsSender {
  return {
    async send(message) {
      try {
        await sender.send(message);
      } catch (error) {
        log.error({ err: error }, 'text message could not be sent');
        throw new APIError('SERVICE_UNAVAILABLE', { code: textNotSentCode, message: textNotSentMessage });
      }
    },
  };
}
