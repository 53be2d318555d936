/**
 * Daily budgets for what sign-in costs: e-mails for the whole site, texts for the whole site and per country (by calling
 * code). The per-inbox and per-phone limits stop floods at one person; these stop a flood spread over many addresses or
 * numbers (mail bombing, SMS pumping) from running up a bill. Counted in the identity store (./sharedAllowance.ts).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { betterAuthPaths, smsLinkPaths } from '../../contract/signIn.js';
import { daySeconds } from '../../contract/durations.js';
import { consumeAllowance } from './sharedAllowance.js';

export interface MessageBudgets {
  mailPerDay: number;
  textsPerDay: number;
  textsPerCountryPerDay: number;
}

const mailPaths = new Set<string>([betterAuthPaths.emailLink.send, betterAuthPaths.emailCode.send]);
const textPaths = new Set<string>([betterAuthPaths.smsCode.send, smsLinkPaths.send]);

export const messageBudgetMessages = {
  mail: 'The site has sent as many sign-in e-mails as it may today. Try again tomorrow, or sign in with single sign-on or a passkey.',
  texts: 'The site has sent as many sign-in texts as it may today. Sign in with your e-mail address instead.',
} as const;

const spent = (code: string, message: string, retryAfterSeconds: number) =>
  new APIError('TOO_MANY_REQUESTS', { code, message }, { 'retry-after': String(retryAfterSeconds) });

export function messageBudget(budgets: MessageBudgets) {
  const perDay = (max: number) => ({ max, windowSeconds: daySeconds });
  return {
    id: 'message-budget',
    hooks: {
      before: [
        {
          matcher: (ctx) => mailPaths.has(ctx.path ?? '') || textPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const adapter = ctx.context.adapter;
            if (mailPaths.has(ctx.path)) {
              const mail = await consumeAllowance(adapter, 'mail:site', perDay(budgets.mailPerDay));
              if (!mail.allowed) throw spent('MAIL_BUDGET_SPENT', messageBudgetMessages.mail, mail.retryAfterSeconds);
              return;
            }
            const phone = (ctx.body as { phoneNumber?: unknown } | undefined)?.phoneNumber;
            const callingCode =
              typeof phone === 'string' ? parsePhoneNumberFromString(phone)?.countryCallingCode : undefined;
            if (!callingCode) return; // the phone-number check refuses it
            const site = await consumeAllowance(adapter, 'texts:site', perDay(budgets.textsPerDay));
            if (!site.allowed) throw spent('TEXT_BUDGET_SPENT', messageBudgetMessages.texts, site.retryAfterSeconds);
            const country = await consumeAllowance(
              adapter,
              `texts:country:+${callingCode}`,
              perDay(budgets.textsPerCountryPerDay),
            );
            if (!country.allowed)
              throw spent('TEXT_BUDGET_SPENT', messageBudgetMessages.texts, country.retryAfterSeconds);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
