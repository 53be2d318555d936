/**
 * The site's own JSON API: who is signed in (/api/me, seed §3 "The /me result", and /api/session for the
 * browser, which treats "nobody" as an ordinary answer), which sign-in
 * factors are on offer, and health probes for load balancers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer, ViewerUser } from '../auth/viewer.js';
import type { SingleSignOn } from '../config.js';
import { emailDomain } from '../auth/staffRule.js';
import type { StaffSearchKey } from '../search/staffSearchKey.js';
import { staffSearchKeyPath } from '../../config/search.js';
import { signInPaths } from '../../config/signIn.js';

export interface ApiDependencies {
  viewerOf: (request: FastifyRequest) => Promise<Viewer>;
  listCredentials: (request: FastifyRequest) => Promise<{ id: string; type: string; created_at: string }[]>;
  isReady: () => Promise<boolean>;
  singleSignOn: SingleSignOn | null;
  /** The Algolia staff index key, or null when no staff index is configured. */
  staffSearchKey: () => StaffSearchKey | null;
}

export function apiError(httpcode: number, message: string) {
  return { errors: [{ httpcode, message }] };
}

/** The seed's /me shape, plus `staff`. */
export function meResult(user: ViewerUser, staff: boolean, credentials: { id: string; type: string; created_at: string }[]) {
  const domain = emailDomain(user.email) ?? '';
  return {
    person: { active: true, person_id: user.id, roles: staff ? ['staff', 'reader'] : ['reader'], region: 'default' },
    organizations: domain
      ? [{ id: domain, org_name: domain, tenant_name: domain.split('.')[0] ?? domain, managed_organizations: [] as string[] }]
      : [],
    handles: [{ type: 'email_address' as const, value: user.email }],
    credentials,
    staff,
  };
}

/** The factors the login form offers (seed §3 "Factor"): the e-mail ones, plus the single sign-on button when configured. */
export function signInOptions(singleSignOn: SingleSignOn | null) {
  const providers = singleSignOn
    ? [
        {
          method: 'oidc',
          options: { providerId: singleSignOn.providerId, label: singleSignOn.name, provider: singleSignOn.icon, mode: singleSignOn.mode },
        },
      ]
    : [];
  return { factors: [{ method: 'email_link' }, { method: 'otp_via_email' }, { method: 'webauthn' }, ...providers], rememberLastHandle: true };
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
    return { me: viewer.user ? meResult(viewer.user, viewer.staff, await deps.listCredentials(request)) : null };
  });

  const offeredSignIn = signInOptions(deps.singleSignOn);
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
