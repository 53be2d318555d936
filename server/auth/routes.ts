/**
 * Mounts Better Auth's handler under /api/auth, translating between Fastify and the Fetch API.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authBasePath, clientAddressHeader, type Auth } from './auth.js';
import { toFetchHeaders } from './viewer.js';

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const headers = toFetchHeaders(request.headers);
  // Rate limits count per client. Fastify knows the client's address (through trusted proxies only when
  // TRUST_PROXY is on); a value the client sent under the same name is replaced, never trusted.
  headers.set(clientAddressHeader, request.ip);
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

const singleSignOnCallbackPrefix = `${authBasePath}/callback/`;

export async function authRoutes(app: FastifyInstance, { auth, origin }: { auth: Auth; origin: string }): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: `${authBasePath}/*`,
    async handler(request, reply) {
      const response = await auth.handler(toFetchRequest(request, origin));
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      // A provider's redirect back passes through here on its way to the single sign-on popup's landing page
      // (./popupCallback.ts). Browsers apply the opener policy of every redirect, so the site's own would
      // cut the popup off from the page that opened it.
      if (request.url.startsWith(singleSignOnCallbackPrefix)) reply.header('cross-origin-opener-policy', 'unsafe-none');
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
