/**
 * Texted sign-in, as a Better Auth plugin beside its phone-number plugin (which sends and checks the
 * 6-digit code at /phone-number/send-otp and /phone-number/verify):
 *
 * - every phone number is checked against the numbering plan and rewritten to E.164 before either
 *   plugin sees it, so "+44 7911 123456" and "+447911123456" are one account and one code;
 * - per phone number: at most `textsPerWindow` texts, and `signInCodeAttempts` code entries per window across fresh
 *   codes (a right code clears the count), so a resend never buys more guesses. Both are counted in the identity store
 *   (./sharedAllowance.ts), so every server instance sharing it counts together and a restart forgets nothing;
 * - the SMS link (/sms-link/send, /sms-link/verify): a single-use token in Better Auth's verification
 *   table, stored only as its hash, spent by the landing page with a POST (see contract/signIn.ts), in the browser that
 *   asked for it or after its reader confirms (./linkBinding.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import {
  betterAuthPaths,
  signInCodeAttempts,
  signInCodeLength,
  signInLifetimeMinutes,
  signInPaths,
  smsLinkPaths,
  smsLinkTokenParameter,
} from '../../contract/signIn.js';
import type { SmsSender } from '../sms/smsSender.js';
import { consumeAllowance, peekAllowance, resetAllowance } from './sharedAllowance.js';
import { checkPhoneNumber, placeholderEmail } from './phoneAccounts.js';
import { signInLinkText } from './signInTexts.js';
import { bindLink, forgetLinkBinding, isLinkBoundHere, linkBindingMessages } from './linkBinding.js';

const lifetimeMs = signInLifetimeMinutes * 60 * 1000;
/** Texts to one number per window: enough for a code, its resends after wrong tries, and a link. */
export const textsPerWindow = signInCodeAttempts + 3;
const textLimit = { max: textsPerWindow, windowSeconds: signInLifetimeMinutes * 60 };
const codeEntryLimit = { max: signInCodeAttempts, windowSeconds: signInLifetimeMinutes * 60 };
/** The shared counts' keys for one number (in E.164). */
const textsKey = (phone: string) => `texts:phone_number:${phone}`;
const codeEntriesKey = (phone: string) => `code-entries:phone_number:${phone}`;

export const smsSignInMessages = {
  locked: `Too many attempts: ${signInCodeAttempts} wrong codes for this number. Wait ${signInLifetimeMinutes} minutes, then ask for a new code.`,
  tooManyTexts: `Too many texts to this number. Wait ${signInLifetimeMinutes} minutes before asking for another code or link.`,
  codeFormat: `The code is the ${signInCodeLength} digits in the text message.`,
  spentLink:
    'This sign-in link has already been used or has expired. Go back to the sign-in form and ask for a new one.',
} as const;

const smsCodePaths = new Set<string>([betterAuthPaths.smsCode.send, betterAuthPaths.smsCode.verify]);
const phonePaths = new Set<string>([...smsCodePaths, smsLinkPaths.send, smsLinkPaths.verify]);
const sendingPaths = new Set<string>([betterAuthPaths.smsCode.send, smsLinkPaths.send]);

function tokenIdentifier(token: string): string {
  return `sms-link-${createHash('sha256').update(token).digest('base64url')}`;
}

export interface SmsSignInOptions {
  sender: SmsSender;
  /** Which texted methods SIGN_IN_METHODS offers; the other one's endpoints answer 404. */
  offers: { code: boolean; link: boolean };
  /** The site's address, for the link's landing page. */
  publicUrl: string;
  /** Countries texts go to (SMS_COUNTRIES with the preferred five); a number elsewhere is refused. */
  countries?: ReadonlySet<string>;
}

export function smsSignIn({ sender, offers, publicUrl, countries }: SmsSignInOptions) {
  const checkedPhoneNumber = createAuthMiddleware(async (ctx) => {
    const offered = smsCodePaths.has(ctx.path) ? offers.code : offers.link;
    if (!offered)
      throw new APIError('NOT_FOUND', {
        message: 'This site does not offer that sign-in method.',
        code: 'METHOD_NOT_OFFERED',
      });
    if (ctx.path === smsLinkPaths.verify) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const checked = checkPhoneNumber(body.phoneNumber, countries);
    if (!checked.ok) throw new APIError('BAD_REQUEST', { message: checked.message, code: 'INVALID_PHONE_NUMBER' });
    const phone = checked.e164;
    if (
      ctx.path === betterAuthPaths.smsCode.verify &&
      !(typeof body.code === 'string' && new RegExp(`^\\d{${signInCodeLength}}$`).test(body.code))
    ) {
      throw new APIError('BAD_REQUEST', { message: smsSignInMessages.codeFormat, code: 'INVALID_OTP_FORMAT' });
    }
    const adapter = ctx.context.adapter;
    // An entry is counted before its code is checked, so entries sent all at once cannot overrun the lockout; asking
    // for a text only looks at the count.
    const entries =
      ctx.path === betterAuthPaths.smsCode.verify
        ? await consumeAllowance(adapter, codeEntriesKey(phone), codeEntryLimit)
        : await peekAllowance(adapter, codeEntriesKey(phone), codeEntryLimit);
    if (!entries.allowed)
      throw new APIError('FORBIDDEN', { message: smsSignInMessages.locked, code: 'TOO_MANY_ATTEMPTS' });
    if (sendingPaths.has(ctx.path) && !(await consumeAllowance(adapter, textsKey(phone), textLimit)).allowed) {
      throw new APIError('TOO_MANY_REQUESTS', { message: smsSignInMessages.tooManyTexts, code: 'TOO_MANY_TEXTS' });
    }
    return { context: { body: { ...body, phoneNumber: phone } } };
  });

  const forgetEntriesAfterARightCode = createAuthMiddleware(async (ctx) => {
    const phone = (ctx.body as { phoneNumber?: string } | undefined)?.phoneNumber;
    if (phone && !isAPIError(ctx.context.returned)) await resetAllowance(ctx.context.adapter, codeEntriesKey(phone));
  });

  return {
    id: 'sms-sign-in',
    hooks: {
      before: [{ matcher: (ctx) => phonePaths.has(ctx.path ?? ''), handler: checkedPhoneNumber }],
      after: [{ matcher: (ctx) => ctx.path === betterAuthPaths.smsCode.verify, handler: forgetEntriesAfterARightCode }],
    },
    endpoints: {
      sendSmsLink: createAuthEndpoint(
        smsLinkPaths.send,
        { method: 'POST', body: z.object({ phoneNumber: z.string() }) },
        async (ctx) => {
          const token = randomBytes(32).toString('base64url');
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: tokenIdentifier(token),
            value: ctx.body.phoneNumber,
            expiresAt: new Date(Date.now() + lifetimeMs),
          });
          await bindLink(ctx, token);
          const url = `${publicUrl}${signInPaths.linkLanding}#${smsLinkTokenParameter}=${token}`;
          await sender.send(signInLinkText(ctx.body.phoneNumber, url));
          return ctx.json({ status: true });
        },
      ),
      verifySmsLink: createAuthEndpoint(
        smsLinkPaths.verify,
        { method: 'POST', body: z.object({ token: z.string().min(1).max(200) }) },
        async (ctx) => {
          const identifier = tokenIdentifier(ctx.body.token);
          const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
          if (!pending || pending.expiresAt.getTime() <= Date.now())
            throw new APIError('BAD_REQUEST', { message: smsSignInMessages.spentLink, code: 'INVALID_TOKEN' });
          // Another browser than the one that asked spends nothing until its reader confirms (./linkBinding.ts).
          if (!(await isLinkBoundHere(ctx, ctx.body.token)))
            throw new APIError('FORBIDDEN', { message: linkBindingMessages.notConfirmed, code: 'LINK_NOT_CONFIRMED' });
          // Consuming deletes the token in the same step, so a link works exactly once even when two tabs race.
          const record = await ctx.context.internalAdapter.consumeVerificationValue(identifier);
          await forgetLinkBinding(ctx, ctx.body.token);
          if (!record)
            throw new APIError('BAD_REQUEST', { message: smsSignInMessages.spentLink, code: 'INVALID_TOKEN' });
          const phoneNumber = record.value;
          const found = await ctx.context.adapter.findOne<{ id: string; phoneNumberVerified?: boolean }>({
            model: 'user',
            where: [{ field: 'phoneNumber', value: phoneNumber }],
          });
          const user = found
            ? found.phoneNumberVerified
              ? await ctx.context.internalAdapter.findUserById(found.id)
              : await ctx.context.internalAdapter.updateUser(found.id, { phoneNumberVerified: true })
            : await ctx.context.internalAdapter.createUser(
                {
                  email: placeholderEmail(phoneNumber),
                  name: phoneNumber,
                  phoneNumber,
                  phoneNumberVerified: true,
                },
                { method: 'phone-number' },
              );
          if (!user)
            throw new APIError('INTERNAL_SERVER_ERROR', {
              message: 'The account for this phone number could not be opened.',
            });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ status: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
