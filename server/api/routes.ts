/**
 * The site's own JSON API: who is signed in (/api/me, the `Me` of contract/me.ts, and /api/session for the
 * browser, which treats "nobody" as an ordinary answer), which sign-in
 * factors are on offer, and health probes for load balancers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer, ViewerUser } from '../auth/viewer.js';
import type { ServerConfig } from '../config.js';
import { emailDomain } from '../auth/staffRule.js';
import { isPlaceholderEmail } from '../auth/phoneAccounts.js';
import type { StaffSearchKey } from '../search/staffSearchKey.js';
import { staffSearchKeyPath } from '../../contract/search.js';
import { signInPaths } from '../../contract/signIn.js';
import type { Factor, Handle, SignInOptions } from '../../contract/factors.js';
import type { Credential, Me, SessionAnswer } from '../../contract/me.js';
import type { ApiErrorBody } from '../../contract/apiError.js';

export interface ApiDependencies {
  viewerOf: (request: FastifyRequest) => Promise<Viewer>;
  listCredentials: (request: FastifyRequest) => Promise<Credential[]>;
  isReady: () => Promise<boolean>;
  signIn: Pick<ServerConfig, 'signIn' | 'singleSignOn'>;
  /** The Algolia staff index key, or null when no staff index is configured. */
  staffSearchKey: () => StaffSearchKey | null;
}

export function apiError(httpcode: number, message: string): ApiErrorBody {
  return { errors: [{ httpcode, message }] };
}

/**
 * The /me answer (contract/me.ts `Me`): person, organisations, handles and credentials, plus `staff`. A phone-only
 * account's stand-in e-mail address is no handle of the reader's, so it is left out, and so is the organisation its
 * domain would suggest.
 */
export function meResult(user: ViewerUser, staff: boolean, credentials: Credential[]): Me {
  const realEmail = isPlaceholderEmail(user.email) ? undefined : user.email;
  const domain = realEmail ? (emailDomain(realEmail) ?? '') : '';
  const handles: Handle[] = [
    ...(realEmail ? [{ type: 'email_address' as const, value: realEmail }] : []),
    ...(user.phoneNumber && user.phoneNumberVerified
      ? [{ type: 'phone_number' as const, value: user.phoneNumber }]
      : []),
  ];
  return {
    person: { active: true, person_id: user.id, roles: staff ? ['staff', 'reader'] : ['reader'], region: 'default' },
    organizations: domain
      ? [{ id: domain, org_name: domain, tenant_name: domain.split('.')[0] ?? domain, managed_organizations: [] }]
      : [],
    handles,
    credentials,
    staff,
  };
}

/** The factors the login form offers, in SIGN_IN_METHODS order; oidc becomes the provider's button. */
export function signInOptions({ signIn, singleSignOn }: Pick<ServerConfig, 'signIn' | 'singleSignOn'>): SignInOptions {
  const factors = signIn.methods.flatMap((method): Factor[] => {
    if (method !== 'oidc') return [{ method }];
    if (!singleSignOn) return [];
    const { providerId, name, icon, mode } = singleSignOn;
    return [{ method, options: { providerId, label: name, ...(icon ? { provider: icon } : {}), mode } }];
  });
  return { factors, rememberLastHandle: signIn.rememberLastHandle };
}

export async function apiRoutes(app: FastifyInstance, deps: ApiDependencies): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(signInPaths.me, async (request, reply) => {
    const viewer = await deps.viewerOf(request);
    if (!viewer.user) return reply.code(401).send(apiError(401, 'Nobody is signed in.'));
    return meResult(viewer.user, viewer.staff, await deps.listCredentials(request));
  });

  // The browser asks on every page; "nobody" is an answer, not an error, so it must not log one in the console.
  app.get(signInPaths.session, async (request) => {
    const viewer = await deps.viewerOf(request);
    const answer: SessionAnswer = {
      me: viewer.user ? meResult(viewer.user, viewer.staff, await deps.listCredentials(request)) : null,
    };
    return answer;
  });

  const offeredSignIn = signInOptions(deps.signIn);
  app.get(signInPaths.options, async () => offeredSignIn);

  app.get(staffSearchKeyPath, async (request, reply) => {
    const viewer = await deps.viewerOf(request);
    if (!viewer.signedIn) return reply.code(401).send(apiError(401, 'Sign in as staff to search the staff pages.'));
    if (!viewer.staff) return reply.code(403).send(apiError(403, 'Only staff may search the staff pages.'));
    const key = deps.staffSearchKey();
    if (!key) return reply.code(404).send(apiError(404, 'No staff search index is configured; search runs locally.'));
    return key;
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const ready = await deps.isReady().catch(() => false);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready' });
  });
}
