/**
 * An account whose e-mail address nobody has proved yet can exist: a directory that does not vouch for
 * addresses (`email_verified` false) lets its users type any address, a staff one included, and single
 * sign-on makes an account with it. When the address's owner then proves the inbox with an e-mailed code or
 * link, Better Auth hands them that account and removes the sign-in links and sessions it had
 * (its `revokeUnprovenAccountAccess`). The passkeys and personal access tokens added before would survive
 * and let the earlier holder back in, now with a verified, perhaps staff, address: they go too.
 */
import type { BetterAuthOptions } from 'better-auth';
import type { AccessTokens } from '../tokens/accessTokens.js';
import { betterAuthPaths } from '../../contract/signIn.js';

/** The endpoints that prove an inbox; on them, the only change to a user is the one making its address verified. */
const inboxProofPaths = new Set<string>([betterAuthPaths.emailCode.verify, betterAuthPaths.emailLink.verify]);

export interface InboxClaimDependencies {
  tokens: Pick<AccessTokens, 'revokeAll'>;
  /** Whether passkeys are offered (their table exists only then). */
  passkeys: boolean;
}

export function revokeWhatAnUnprovenHolderAdded({
  tokens,
  passkeys,
}: InboxClaimDependencies): NonNullable<BetterAuthOptions['databaseHooks']> {
  return {
    user: {
      update: {
        async after(user, ctx) {
          if (!ctx || !inboxProofPaths.has(ctx.path) || !user.emailVerified) return;
          if (passkeys)
            await ctx.context.adapter.deleteMany({ model: 'passkey', where: [{ field: 'userId', value: user.id }] });
          await tokens.revokeAll(user.id);
        },
      },
    },
  };
}
