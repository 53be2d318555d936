/**
 * Copies the directory's group claim onto the session each single sign-on creates. Better Auth keeps only
 * the standard profile fields from a provider, so without this the claim would be dropped and a member of
 * a staff group would not be staff. The groups live and die with that session: leaving a staff group takes
 * effect at the next sign-in, and a sign-in by e-mail has no groups at all.
 */
import { createAuthMiddleware } from 'better-auth/api';
import { decodeJwt } from 'jose';
import type { SingleSignOn } from '../config.js';
import { groupsFromClaims } from './staffRule.js';

export function copyDirectoryGroups(sso: SingleSignOn, groupsClaim: string) {
  return createAuthMiddleware(async (ctx) => {
    const session = ctx.context.newSession;
    if (!session || !ctx.path.startsWith('/callback/') || ctx.params?.id !== sso.providerId) return;
    const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
    const idToken = accounts.find((account) => account.providerId === sso.providerId)?.idToken;
    const groups = idToken ? groupsFromClaims(decodeJwt(idToken), groupsClaim) : [];
    await ctx.context.internalAdapter.updateSession(session.session.token, { groups: JSON.stringify(groups) });
  });
}
