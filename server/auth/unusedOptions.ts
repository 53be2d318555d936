/**
 * Options of the endpoints the site forwards (./siteEndpoints.ts) that its pages never send, refused before
 * the plugin behind the endpoint runs. Each would do something the site does not offer:
 *
 * - `/phone-number/verify` with `updatePhoneNumber`: a signed-in reader moves a number they receive texts at onto
 *   their account, which then signs in with that number's codes (a staff account included);
 * - `/email-otp/send-verification-otp` with a `type` other than `sign-in`: mails a code for e-mail verification or a
 *   password reset, which the site's mail calls a sign-in code and which cannot sign in;
 * - `/sign-in/social` with `idToken`: signs in with an ID token got elsewhere, without the round trip to the directory
 *   and so without its groups (./directoryGroups.ts); a token copied from somewhere would sign its holder in.
 *
 * Options left open are harmless: `disableSession` on `/phone-number/verify` proves the number with its right code
 * exactly as signing in with it would, minus the session.
 */
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { BetterAuthPlugin } from 'better-auth';
import { betterAuthPaths } from '../../contract/signIn.js';

interface ClosedOption {
  /** Whether a request body asks for the option. */
  asks: (body: Record<string, unknown>) => boolean;
  message: string;
}

const unusedOptionMessages = {
  updatePhoneNumber:
    'This site does not change the phone number of an account. To use another number, sign in with it.',
  emailCodeType: 'This site mails codes for signing in only: send type "sign-in".',
  idToken: 'Single sign-on here goes through the directory’s own page: start it without an ID token.',
} as const;

/** The options refused, by endpoint path. */
const closedOptions: Readonly<Record<string, ClosedOption>> = {
  [betterAuthPaths.smsCode.verify]: {
    asks: (body) => body.updatePhoneNumber === true,
    message: unusedOptionMessages.updatePhoneNumber,
  },
  [betterAuthPaths.emailCode.send]: {
    asks: (body) => body.type !== 'sign-in',
    message: unusedOptionMessages.emailCodeType,
  },
  [betterAuthPaths.singleSignOn.start]: {
    asks: (body) => body.idToken !== undefined,
    message: unusedOptionMessages.idToken,
  },
};

export function closeUnusedOptions() {
  return {
    id: 'unused-options',
    hooks: {
      before: [
        {
          matcher: (ctx) => Object.hasOwn(closedOptions, ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const closed = closedOptions[ctx.path];
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if (closed?.asks(body))
              throw new APIError('BAD_REQUEST', { message: closed.message, code: 'OPTION_NOT_OFFERED' });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
