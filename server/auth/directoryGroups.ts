/**
 * Copies the directory's group claim onto the session each single sign-on creates. Better Auth keeps only
 * the standard profile fields from a provider, so without this the claim would be dropped and a member of
 * a staff group would not be staff. The groups live on directory sessions only (a sign-in by e-mail has none), and
 * each single sign-on replaces them on all of the person's directory sessions and access tokens, so leaving a staff
 * group takes effect at the next sign-in on any device; groups stop counting a session's lifetime after the sign-in
 * that gave them (./staffRule.ts `directoryGroupsCount`, server/tokens/accessTokens.ts).
 *
 * The groups make someone staff, so they are read only from an ID token whose signature checks out against
 * the issuer's published keys, issued by that issuer for this site, and not expired. Anything else grants
 * no groups.
 */
import type { GenericEndpointContext, Session } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { SingleSignOn } from '../config.js';
import type { AccessTokens } from '../tokens/accessTokens.js';
import { groupsFromClaims } from './staffRule.js';
import { betterAuthPaths } from '../../contract/signIn.js';

/** What an ID token must satisfy: signed by one of `keys`, from `issuer`, for `audience`. */
export interface IdTokenCheck {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}

/** The token's claims once its signature, issuer, audience and expiry check out; otherwise it throws. */
export async function verifiedIdTokenClaims(idToken: string, check: IdTokenCheck): Promise<JWTPayload> {
  const { payload } = await jwtVerify(idToken, check.keys, { issuer: check.issuer, audience: check.audience });
  return payload;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The check for tokens of a configured directory: its issuer and signing keys come from its OpenID Connect
 * discovery document, fetched when first needed and again after a failure (jose caches and refreshes the
 * keys themselves).
 */
export function directoryTokenCheck(sso: Pick<SingleSignOn, 'issuer' | 'clientId'>): () => Promise<IdTokenCheck> {
  let discovered: Promise<IdTokenCheck> | undefined;
  const discover = async (): Promise<IdTokenCheck> => {
    const address = `${withoutTrailingSlash(sso.issuer)}/.well-known/openid-configuration`;
    const response = await fetch(address, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`The directory's discovery document at ${address} answered ${response.status}.`);
    const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (
      typeof document.issuer !== 'string' ||
      withoutTrailingSlash(document.issuer) !== withoutTrailingSlash(sso.issuer)
    ) {
      throw new Error(`The directory's discovery document at ${address} names another issuer.`);
    }
    if (typeof document.jwks_uri !== 'string')
      throw new Error(`The directory's discovery document at ${address} has no jwks_uri.`);
    return {
      issuer: document.issuer,
      audience: sso.clientId,
      keys: createRemoteJWKSet(new URL(document.jwks_uri, address)),
    };
  };
  return () => {
    discovered ??= discover().catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };
}

export interface DirectoryGroupsDependencies {
  sso: SingleSignOn;
  groupsClaim: string;
  tokens: Pick<AccessTokens, 'replaceDirectoryGroups'>;
  tokenCheck?: () => Promise<IdTokenCheck>;
}

export function copyDirectoryGroups({
  sso,
  groupsClaim,
  tokens,
  tokenCheck = directoryTokenCheck(sso),
}: DirectoryGroupsDependencies) {
  return createAuthMiddleware(async (ctx) => {
    const session = ctx.context.newSession;
    if (!session || ctx.path !== betterAuthPaths.singleSignOn.callback || ctx.params?.id !== sso.providerId) return;
    const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
    const idToken = accounts.find((account) => account.providerId === sso.providerId)?.idToken;
    let groups: string[] = [];
    if (idToken) {
      try {
        groups = groupsFromClaims(await verifiedIdTokenClaims(idToken, await tokenCheck()), groupsClaim);
      } catch (error) {
        const reason =
          error instanceof Error ? ((error as Error & { code?: string }).code ?? error.message) : String(error);
        ctx.context.logger.warn(
          `The directory's ID token did not verify (${reason}); this sign-in gets no directory groups.`,
        );
      }
    }
    await replaceSessionGroups(ctx.context.internalAdapter, session.session, groups);
    await tokens.replaceDirectoryGroups(session.user.id, groups);
  });
}

type SessionStore = Pick<GenericEndpointContext['context']['internalAdapter'], 'listSessions' | 'updateSession'>;

/**
 * The groups a single sign-on just gave go on its new session and on every other directory session of the person (a
 * session made by e-mail, text or passkey has no `groups` and gets none). An older directory session would otherwise
 * keep the groups of its own sign-in for the rest of its week: someone removed from the staff group, who signs in
 * again on another device, would stay staff on the first.
 */
async function replaceSessionGroups(
  store: SessionStore,
  newSession: Session,
  groups: readonly string[],
): Promise<void> {
  const stored = JSON.stringify(groups);
  await store.updateSession(newSession.token, { groups: stored });
  const sessions = (await store.listSessions(newSession.userId, { onlyActiveSessions: true })) as (Session & {
    groups?: unknown;
  })[];
  const olderDirectorySessions = sessions.filter(
    (each) => each.token !== newSession.token && typeof each.groups === 'string',
  );
  for (const each of olderDirectorySessions) await store.updateSession(each.token, { groups: stored });
}
