/**
 * The last word before any sign-in makes a session: an account an operator disabled (`npm run users -- disable`) gets
 * none, whatever the method; and a passkey does not sign in a person whose staff status from an e-mail domain has
 * lapsed (they prove the inbox again, or use single sign-on, first).
 */
import type { BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { betterAuthPaths } from '../../contract/signIn.js';
import { emailStaffLapsed, hasStaffAddress, type StaffRule } from './staffRule.js';

export const sessionAdmissionMessages = {
  disabled: 'This account has been disabled. Ask your Tideline contact if you think this is a mistake.',
  staffLapsed:
    'Your staff sign-in has lapsed: sign in once with an e-mailed code or link (or single sign-on) to confirm your address, then your passkey works again.',
} as const;

interface StoredUser {
  email: string;
  emailVerified: boolean;
  disabled?: boolean | null;
  inboxProvedAt?: Date | string | null;
}

export function sessionAdmission(rule: StaffRule): NonNullable<BetterAuthOptions['databaseHooks']> {
  return {
    session: {
      create: {
        async before(session, ctx) {
          if (!ctx) return;
          const user = (await ctx.context.internalAdapter.findUserById(session.userId)) as StoredUser | null;
          if (!user) return;
          if (user.disabled)
            throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: sessionAdmissionMessages.disabled });
          const inboxProvedAt = user.inboxProvedAt ? new Date(user.inboxProvedAt) : null;
          if (
            ctx.path === betterAuthPaths.passkey.signIn &&
            hasStaffAddress(user, rule) &&
            emailStaffLapsed({ ...user, inboxProvedAt }, rule)
          ) {
            throw new APIError('FORBIDDEN', {
              code: 'STAFF_SIGN_IN_LAPSED',
              message: sessionAdmissionMessages.staffLapsed,
            });
          }
        },
      },
    },
  };
}
