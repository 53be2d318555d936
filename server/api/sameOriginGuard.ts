/**
 * The site's own state-changing APIs answer only the site's own pages (defence in depth next to the
 * SameSite session cookie). A browser names the page that sent a request in `Origin` and, for requests
 * another site started, says `Sec-Fetch-Site: cross-site`; either refuses the request. Requests without
 * those headers (curl, MCP clients with a bearer token) are no browser acting for someone and pass.
 * Better Auth (`/api/auth/`) checks origins itself.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './routes.js';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossOriginMessage = 'This request came from another site; the site only accepts changes made on its own pages.';

/** Whether a request is a browser's request started by a page of an origin other than the site's (`siteOrigins`). */
export function isCrossOriginBrowserRequest(
  headers: FastifyRequest['headers'],
  siteOrigins: readonly string[],
): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  return origin !== undefined && !siteOrigins.includes(origin);
}

/** An `onRequest` hook refusing cross-origin writes to `/api/` (except Better Auth's) with a 403. */
export function sameOriginGuard(siteOrigins: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (readOnlyMethods.has(request.method)) return;
    // The route the request matched, not the address as written: the router decodes percent-escapes, so
    // `/%61pi/events` reaches the events route while its text does not start with `/api/`.
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/') || route.startsWith('/api/auth/')) return;
    if (isCrossOriginBrowserRequest(request.headers, siteOrigins))
      return reply.code(403).send(apiError(403, crossOriginMessage));
  };
}
