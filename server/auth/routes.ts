/**
 * Mounts Better Auth's handler under /api/auth, translating between Fastify and the Fetch API.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authBasePath, type Auth } from './auth.js';
import { toFetchHeaders } from './viewer.js';

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers: toFetchHeaders(request.headers),
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

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
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
