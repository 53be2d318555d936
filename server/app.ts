/**
 * Assembles the site server from its parts. `createApp` takes everything it needs as arguments, so tests
 * build the same server main.ts runs.
 */
import zlib from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import type { ServerConfig } from './config.js';
import type { Auth } from './auth/auth.js';
import { authRoutes } from './auth/routes.js';
import { anonymous, toFetchHeaders, viewerOf } from './auth/viewer.js';
import { apiError, apiRoutes } from './api/routes.js';
import { siteRoutes } from './site/routes.js';
import { contentSecurityPolicy } from './site/contentSecurityPolicy.js';
import { searchConnectSources } from '../config/search.js';
import { staffSearchKey } from './search/staffSearchKey.js';
import { storeUnavailableMessage } from './auth/storeOutage.js';

export interface AppDependencies {
  config: ServerConfig;
  log: FastifyBaseLogger;
  auth: Auth;
  signInTemplate: string;
  scriptHashes: readonly string[];
  isReady: () => Promise<boolean>;
  /** Whether the identity store answers now (./auth/database.ts); a server error while it does not is a 503. */
  isStoreReachable: () => Promise<boolean>;
}

/** Answers an error in the site's words: JSON for the API, plain text for anything else. */
function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  if (request.url.startsWith('/api/')) return reply.code(status).send(apiError(status, message));
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

export async function createApp({ config, log, auth, signInTemplate, scriptHashes, isReady, isStoreReachable }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    bodyLimit: 64 * 1024,
    // Fastify rejects some requests before routing (a malformed URL); answer those in the site's own words.
    // The request and reply generics are the route's; this handler serves no route, so the plain types fit.
    frameworkErrors: (error, request, reply) => {
      void sendError(request as FastifyRequest, reply as unknown as FastifyReply, 400, `This request cannot be served: ${error.message}.`);
    },
  });

  const connectSources = searchConnectSources(config.search);
  const defaultPolicy = contentSecurityPolicy({ scriptHashes, connectSources });
  const setSecurityPolicy = (reply: FastifyReply, nonce?: string) => {
    reply.header('content-security-policy', nonce ? contentSecurityPolicy({ scriptHashes, nonce, connectSources }) : defaultPolicy);
  };

  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.secure ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (_request, reply) => setSecurityPolicy(reply));
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  const staffRule = { emailDomains: config.staff.emailDomains, groups: config.staff.groups };
  const viewer = (request: FastifyRequest) => viewerOf(auth, request.headers, staffRule);
  // While the identity store is down, a signed-in reader still gets the public pages, as if signed out; the
  // staff section asks them to sign in, and signing in says the service is unavailable (./auth/storeOutage.ts).
  const siteViewer = (request: FastifyRequest) =>
    viewer(request).catch(async (error: unknown) => {
      if (await isStoreReachable()) throw error;
      request.log.warn({ err: error }, 'the identity store cannot be reached; serving the page as to a signed-out reader');
      return anonymous;
    });

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500 && !(await isStoreReachable())) {
      request.log.warn({ err: error }, 'the identity store cannot be reached');
      return sendError(request, reply, 503, storeUnavailableMessage);
    }
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, status, status === 500 ? 'Something went wrong on our side. Please try again.' : error.message);
  });
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith('/api/')
      ? reply.code(404).send(apiError(404, `There is no ${request.method} ${request.url.split('?')[0]}.`))
      : reply.code(405).type('text/plain; charset=utf-8').send(`${request.method} is not allowed here.`),
  );

  await app.register(authRoutes, { auth, origin: config.publicUrl, isStoreReachable });
  await app.register(apiRoutes, {
    viewerOf: viewer,
    isReady,
    staffSearchKey: () => staffSearchKey(config.search),
    singleSignOn: config.singleSignOn,
    listCredentials: async (request) => {
      const accounts = await auth.api.listUserAccounts({ headers: toFetchHeaders(request.headers) });
      return accounts.map((account) => ({
        id: account.id,
        type: account.providerId,
        created_at: new Date(account.createdAt).toISOString(),
      }));
    },
  });
  await app.register(siteRoutes, { config, viewerOf: siteViewer, signInTemplate, setSecurityPolicy });
  return app;
}
