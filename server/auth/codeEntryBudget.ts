/**
 * Guessing an e-mailed sign-in code, budgeted. A code is 6 digits, so each wrong entry has a one-in-a-million chance
 * of being right; what keeps a guesser out is how many entries anyone gets, counted where changing client address,
 * asking for a fresh code or making up a new address does not reset the count:
 *
 * - per address: `signInCodeAttempts` entries per window across every code sent to it (a lockout, as texted codes have);
 *   a right code clears the count;
 * - per client (an IPv4 address, or an IPv6 /64);
 * - per staff domain, per day, and for all staff domains together, per day: staff status is what a guesser wants,
 *   so every staff inbox shares these budgets, and a guesser's odds no longer grow with their client addresses.
 *
 * Entries are counted before the code is checked, so requests sent all at once cannot overrun a budget. The counts
 * live in the identity store (./sharedAllowance.ts), shared by every instance. When a staff domain's or the site's
 * budget is spent, codes at staff domains are refused until the day's window ends; the e-mailed link, whose token cannot be guessed,
 * and single sign-on still work, and the refusal says so.
 *
 * A code also never opens a new staff account (`staffAccountsNeedALink`): at a staff domain, the first sign-in is by
 * the e-mailed link, single sign-on or an operator's `npm run users -- add`. So a staff address without an account is
 * sent no code at all (its mail says to use the link instead, `isStaffAddressWithoutAccount`), and entries for it
 * count only against the per-address and per-client budgets, never the staff domain's or the site's: made-up staff
 * addresses give a guesser nothing to guess and cannot spend the day's staff budget. Such an entry still gets the same
 * answer as a wrong code for an existing account (and the same "paused" once the budget is spent), so the answers
 * never tell an outsider which staff addresses exist. Spending the budget now takes entries against real accounts,
 * each held to its per-address lockout.
 */
import { stringField } from './stringField.js';
import type { AuthContext, BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { betterAuthPaths, signInCodeAttempts } from '../../contract/signIn.js';
import { daySeconds } from '../../contract/durations.js';
import { clientGroup } from '../api/clientGroup.js';
import { clientAddressHeader } from './clientAddressHeader.js';
import { consumeAllowance, peekAllowance, resetAllowance, type AllowanceLimit } from './sharedAllowance.js';
import { emailDomain } from './staffRule.js';

export interface CodeEntryLimits {
  staffDomains: readonly string[];
  perInbox: AllowanceLimit;
  perClient: AllowanceLimit;
  perStaffDomain: AllowanceLimit;
  /** Entries at every staff domain together. */
  allStaffDomains: AllowanceLimit;
}

export interface CodeEntrySettings {
  staffDomains: readonly string[];
  perStaffDomainPerDay: number;
  allStaffDomainsPerDay: number;
  perClientPerHour: number;
  inboxWindowSeconds: number;
}

/** The budgets from the settings, with the fixed per-inbox limit. */
export function codeEntryLimits(settings: CodeEntrySettings): CodeEntryLimits {
  return {
    staffDomains: settings.staffDomains,
    perInbox: { max: signInCodeAttempts, windowSeconds: settings.inboxWindowSeconds },
    perClient: { max: settings.perClientPerHour, windowSeconds: 3600 },
    perStaffDomain: { max: settings.perStaffDomainPerDay, windowSeconds: daySeconds },
    allStaffDomains: { max: settings.allStaffDomainsPerDay, windowSeconds: daySeconds },
  };
}

/**
 * The expected days a guesser needs to sign in to a staff account by code, entering as fast as the budgets allow
 * from `clients` client addresses: a million entries (one right code in 10^digits) over the entries a day allows.
 */
export function expectedDaysToGuessStaffCode(limits: CodeEntryLimits, clients: number, digits: number): number {
  const perDay = (limit: AllowanceLimit) => limit.max * (daySeconds / limit.windowSeconds);
  const staffEntriesPerDay = Math.min(
    perDay(limits.allStaffDomains),
    perDay(limits.perStaffDomain) * limits.staffDomains.length,
    perDay(limits.perClient) * clients,
  );
  return 10 ** digits / staffEntriesPerDay;
}

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

const useTheLink = 'Sign in with the e-mailed link instead (choose "email link"), or with single sign-on.';

export const codeEntryMessages = {
  inboxLocked: (retryAfterSeconds: number) =>
    `Too many wrong codes for this address. Wait ${minutes(retryAfterSeconds)} before entering another code, or sign in with the e-mailed link (choose "email link").`,
  clientLimited: (retryAfterSeconds: number) =>
    `Too many codes were entered from your network. Wait ${minutes(retryAfterSeconds)}, or sign in with the e-mailed link (choose "email link").`,
  paused: `Signing in with a code is paused for addresses like yours after too many wrong codes. ${useTheLink}`,
  staffNeedsLink:
    'This staff address has not signed in here before, and a code cannot open a new staff account. Choose "email link" and open the link we e-mail you (or use single sign-on); after that first time, codes work too.',
} as const;

const refused = (code: string, message: string, retryAfterSeconds: number) =>
  new APIError('TOO_MANY_REQUESTS', { code, message }, { 'retry-after': String(retryAfterSeconds) });

/**
 * The account a code is entered for, as Better Auth finds it: the address in lower case. Unlike the per-inbox message
 * limit, sub-addresses (`+tag`) stay apart: each is an account of its own, with codes of its own to guess.
 */
const accountKey = (email: string) => `email_address:${email.normalize('NFC').trim().toLowerCase()}`;

/**
 * Whether `email` is at a staff domain and has no account: a code sent there could never sign anyone in, so none is
 * sent, and guesses at it do not count toward the staff budgets.
 */
export async function isStaffAddressWithoutAccount(
  internalAdapter: Pick<AuthContext['internalAdapter'], 'findUserByEmail'>,
  email: string,
  staffDomains: readonly string[],
): Promise<boolean> {
  const address = email.normalize('NFC').trim();
  const domain = emailDomain(address);
  if (domain === undefined || !staffDomains.includes(domain)) return false;
  return (await internalAdapter.findUserByEmail(address)) === null;
}

export function codeEntryBudget(limits: CodeEntryLimits) {
  const isStaffDomain = (domain: string | undefined): domain is string =>
    domain !== undefined && limits.staffDomains.includes(domain);
  return {
    id: 'code-entry-budget',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === betterAuthPaths.emailCode.verify,
          handler: createAuthMiddleware(async (ctx) => {
            const email = stringField(ctx.body, 'email');
            if (!email) return; // Better Auth refuses the body itself
            const inbox = accountKey(email);
            const adapter = ctx.context.adapter;
            const perInbox = await consumeAllowance(adapter, `code-entries:${inbox}`, limits.perInbox);
            if (!perInbox.allowed)
              throw refused(
                'CODE_ENTRIES_LOCKED',
                codeEntryMessages.inboxLocked(perInbox.retryAfterSeconds),
                perInbox.retryAfterSeconds,
              );
            const client = ctx.request?.headers.get(clientAddressHeader);
            if (client) {
              const perClient = await consumeAllowance(
                adapter,
                `code-entries:client:${clientGroup(client)}`,
                limits.perClient,
              );
              if (!perClient.allowed)
                throw refused(
                  'TOO_MANY_CODE_ENTRIES',
                  codeEntryMessages.clientLimited(perClient.retryAfterSeconds),
                  perClient.retryAfterSeconds,
                );
            }
            const domain = emailDomain(email.normalize('NFC').trim());
            if (isStaffDomain(domain)) {
              // Entries for an address with no account only look at the staff budgets (see the module's comment).
              const withoutAccount = await isStaffAddressWithoutAccount(
                ctx.context.internalAdapter,
                email,
                limits.staffDomains,
              );
              const take = withoutAccount ? peekAllowance : consumeAllowance;
              const perDomain = await take(adapter, `code-entries:staff-domain:${domain}`, limits.perStaffDomain);
              if (!perDomain.allowed)
                throw refused('CODE_SIGN_IN_PAUSED', codeEntryMessages.paused, perDomain.retryAfterSeconds);
              const allDomains = await take(adapter, 'code-entries:staff-domains', limits.allStaffDomains);
              if (!allDomains.allowed)
                throw refused('CODE_SIGN_IN_PAUSED', codeEntryMessages.paused, allDomains.retryAfterSeconds);
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === betterAuthPaths.emailCode.verify,
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const email = stringField(ctx.body, 'email');
            if (email) await resetAllowance(ctx.context.adapter, `code-entries:${accountKey(email)}`);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** Refuses to create a user at a staff domain from an e-mailed code: see the module's comment. */
export function staffAccountsNeedALink(
  staffDomains: readonly string[],
): NonNullable<BetterAuthOptions['databaseHooks']> {
  return {
    user: {
      create: {
        async before(user, ctx) {
          if (ctx?.path !== betterAuthPaths.emailCode.verify) return;
          const domain = emailDomain(String(user.email ?? ''));
          if (domain !== undefined && staffDomains.includes(domain)) {
            throw new APIError('FORBIDDEN', {
              code: 'STAFF_FIRST_SIGN_IN_NEEDS_LINK',
              message: codeEntryMessages.staffNeedsLink,
            });
          }
        },
      },
    },
  };
}
