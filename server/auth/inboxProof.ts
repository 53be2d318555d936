/**
 * Records when a person last proved their inbox (an e-mailed code or link) or signed in through single sign-on, on
 * the user as `inboxProvedAt`. Staff status from an e-mail domain lasts STAFF_SESSION_MAX_DAYS from then
 * (./staffRule.ts `emailStaffLapsed`); a passkey or a renewed session is no such proof.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { betterAuthPaths, singleSignOnCallbackPath } from '../../contract/signIn.js';

export function inboxProof(singleSignOnProviderId: string | undefined) {
  const proofPaths = new Set<string>([
    betterAuthPaths.emailCode.verify,
    betterAuthPaths.emailLink.verify,
    ...(singleSignOnProviderId === undefined ? [] : [singleSignOnCallbackPath(singleSignOnProviderId)]),
  ]);
  return {
    id: 'inbox-proof',
    schema: {
      user: { fields: { inboxProvedAt: { type: 'date', required: false, input: false } } },
    },
    hooks: {
      after: [
        {
          matcher: (ctx) => proofPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.newSession;
            if (!session) return;
            // Straight to the table: the user's update hooks (./inboxClaim.ts) are for a change of who owns the account.
            await ctx.context.adapter.update({
              model: 'user',
              where: [{ field: 'id', value: session.user.id }],
              update: { inboxProvedAt: new Date() },
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
