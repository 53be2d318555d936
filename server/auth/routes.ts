/**
 * Mounts Better Auth's handler under /api/auth, translating between Fastify and the Fetch API.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authBasePath, clientAddressHeader, type Auth } from './auth.js';
import { toFetchHeaders } from './viewer.js';
import { mailNotSentCode, mailNotSentMessage, mailWasNotSent } from './mailDelivery.js';
import { storeUnavailableMessage } from './storeOutage.js';

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

export interface AuthRouteDependencies {
  auth: Auth;
  origin: string;
  isStoreReachable: () => Promise<boolean>;
}

export async function authRoutes(app: FastifyInstance, { auth, origin, isStoreReachable }: AuthRouteDependencies): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: `${authBasePath}/*`,
    async handler(request, reply) {
      const fetchRequest = toFetchRequest(request, origin);
      // Answered in Better Auth's own shape ({ code, message }), which the sign-in form shows.
      const unavailable = (code: string, message: string) =>
        reply.code(503).header('cache-control', 'no-store').send({ code, message });
      const storeDown = () => unavailable('STORE_UNAVAILABLE', storeUnavailableMessage);
      let response: Response;
      try {
        response = await auth.handler(fetchRequest);
      } catch (error) {
        if (await isStoreReachable()) throw error;
        request.log.warn({ err: error }, 'the identity store cannot be reached');
        return storeDown();
      }
      if (mailWasNotSent(fetchRequest)) return unavailable(mailNotSentCode, mailNotSentMessage);
      // Better Auth turns some store failures into a 500 answer of its own (reading the session does).
      if (response.status >= 500 && !(await isStoreReachable())) {
        request.log.warn({ status: response.status }, 'the identity store cannot be reached');
        return storeDown();
      }
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
