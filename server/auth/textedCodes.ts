/**
 * Texted sign-in codes kept only as keyed hashes. Better Auth's phone-number plugin stores the code it texts
 * as written (`<code>:<wrong attempts>` in the verification table) and has no option to hash it; it does take
 * a `verifyOTP` of its own. So the code is replaced by its HMAC (keyed with the site's secret, so a copy of the
 * store alone cannot try the million codes) as the row is written, and `verifyOTP` checks a code the way the
 * plugin would have: the same expiry, the same attempt limit counted in the row, the same errors.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { signInCodeAttempts, signInCodeLength } from '../../contract/signIn.js';

/** Better Auth's phone-number plugin errors, as it words them (the sign-in form shows these). */
export interface PhoneCodeErrors {
  OTP_NOT_FOUND: { code: string; message: string };
  OTP_EXPIRED: { code: string; message: string };
  TOO_MANY_ATTEMPTS: { code: string; message: string };
}

/** The plugin's row for a phone number's pending code. */
const textedCodeIdentifier = (phoneNumber: string) => `phone-number-otp-${phoneNumber}`;
const identifierPrefix = textedCodeIdentifier('');

/** A code as the plugin writes it: the digits, then (usually) `:` and the wrong attempts so far. */
const codeAsSent = new RegExp(`^(\\d{${signInCodeLength}})(?::(\\d+))?$`);

function wrongAttempts(raw: string | undefined): number {
  const attempts = Number(raw ?? 0);
  return Number.isSafeInteger(attempts) && attempts > 0 ? attempts : 0;
}

/** `errors` is read when a code is checked: the plugin that words them is made with this module's `verifyOTP`. */
export function textedCodeHashing(secret: string, errors: () => PhoneCodeErrors) {
  const hashOf = (identifier: string, code: string) =>
    createHmac('sha256', secret).update(`${identifier}\n${code}`).digest('base64url');
  const sameHash = (stored: string, expected: string) =>
    stored.length === expected.length && timingSafeEqual(Buffer.from(stored), Buffer.from(expected));

  const plugin = {
    id: 'texted-code-hashing',
    init: () => ({
      options: {
        databaseHooks: {
          verification: {
            create: {
              async before(verification: { identifier: string; value: string }) {
                const sent = verification.identifier.startsWith(identifierPrefix)
                  ? codeAsSent.exec(verification.value)
                  : null;
                if (!sent?.[1]) return;
                return {
                  data: {
                    ...verification,
                    value: `${hashOf(verification.identifier, sent[1])}:${wrongAttempts(sent[2])}`,
                  },
                };
              },
            },
          },
        },
      },
    }),
  } satisfies BetterAuthPlugin;

  /** The phone-number plugin's `verifyOTP`: false for a wrong code, which the plugin answers with INVALID_OTP. */
  async function verifyOTP(
    { phoneNumber, code }: { phoneNumber: string; code: string },
    ctx?: GenericEndpointContext,
  ): Promise<boolean> {
    if (!ctx) return false;
    const store = ctx.context.internalAdapter;
    const identifier = textedCodeIdentifier(phoneNumber);
    const pending = await store.findVerificationValue(identifier);
    if (!pending) throw APIError.from('BAD_REQUEST', errors().OTP_NOT_FOUND);
    if (pending.expiresAt < new Date()) {
      await store.deleteVerificationByIdentifier(identifier);
      throw APIError.from('BAD_REQUEST', errors().OTP_EXPIRED);
    }
    if (wrongAttempts(pending.value.split(':')[1]) >= signInCodeAttempts) {
      await store.deleteVerificationByIdentifier(identifier);
      throw APIError.from('FORBIDDEN', errors().TOO_MANY_ATTEMPTS);
    }
    // Taken out of the store while it is checked, so two guesses at once cannot both count as the first.
    const taken = await store.consumeVerificationValue(identifier);
    if (!taken) return false;
    const [storedHash = '', rawAttempts] = taken.value.split(':');
    const attempts = wrongAttempts(rawAttempts);
    if (attempts >= signInCodeAttempts) throw APIError.from('FORBIDDEN', errors().TOO_MANY_ATTEMPTS);
    if (sameHash(storedHash, hashOf(identifier, code))) return true;
    await store.createVerificationValue({
      identifier,
      value: `${storedHash}:${attempts + 1}`,
      expiresAt: taken.expiresAt,
    });
    return false;
  }

  return { plugin, verifyOTP };
}
