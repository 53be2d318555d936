/**
 * Assembles the site server from its parts. `createApp` takes everything it needs as arguments, so tests
 * build the same server main.ts runs.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import type { ServerConfig } from './config.js';
import type { Auth } from './auth/auth.js';
import { authRoutes } from './auth/routes.js';
import { popupCallbackRoutes } from './auth/popupCallback.js';
import { fromNodeHeaders } from 'better-auth/node';
import { anonymous, viewerOf } from './auth/viewer.js';
import { apiError, apiRoutes } from './api/routes.js';
import { sameOriginGuard } from './api/sameOriginGuard.js';
import { registerJsonBodyParser } from './api/jsonBody.js';
import { addressHasNulCharacter, nulCharacterMessage } from './api/unstorableText.js';
import { siteRoutes } from './site/routes.js';
import { contentSecurityPolicy } from './site/contentSecurityPolicy.js';
import { searchConnectSources } from '../contract/search.js';
import { decodePercentEscapes } from '../contract/urlPath.js';
import { staffSearchKey } from './search/staffSearchKey.js';
import type { Kysely } from 'kysely';
import type { SiteDatabase } from './store/schema.js';
import { accessTokens } from './tokens/accessTokens.js';
import { accessTokenRoutes } from './tokens/routes.js';
import { mcpRoutes } from './mcp/routes.js';
import { pageLibrary } from './mcp/pageLibrary.js';
import { siteSearch } from './mcp/siteSearch.js';
import { eventStore } from './events/eventStore.js';
import { eventRoutes } from './events/routes.js';
import { scheduleEventRetention } from './events/retention.js';
import { consentStore } from './consent/consentStore.js';
import { consentRoutes } from './consent/routes.js';
import { insightsStore } from './insights/insightsStore.js';
import { insightsRoutes } from './insights/routes.js';
import { storeBusyMessage, storeUnavailableMessage } from './auth/storeOutage.js';
import { isLockWaitExceeded } from './store/sqliteFile.js';
import { clientErrorSummary } from './logging.js';
import { staffRuleOf } from './auth/staffRule.js';

export interface AppDependencies {
  config: ServerConfig;
  log: FastifyBaseLogger;
  auth: Auth;
  /** The identity database, for the site's own tables (server/store/schema.ts). */
  db: Kysely<SiteDatabase>;
  signInTemplate: string;
  /** The files the sign-in page loads (./site/signInAssets.ts). */
  signInAssets: ReadonlySet<string>;
  scriptHashes: readonly string[];
  isReady: () => Promise<boolean>;
  /** Whether the identity store answers now (./auth/database.ts); a server error while it does not is a 503. */
  isStoreReachable: () => Promise<boolean>;
}

/**
 * The path of a request as the router reads it: escapes decoded by the site's rule (contract/urlPath.ts), so
 * `/%61pi/events` is the events route and is answered as the API, but dot segments left as written, as the router
 * leaves them, so `/api/x/../../etc` is still an API address and its error is JSON. A malformed escape stays as
 * written; the site's route answers such a path 400.
 */
const routedPath = (url: string): string => decodePercentEscapes(url.split('?')[0] ?? '/').text;

/** Addresses programs call (the API and the MCP endpoint): their errors are JSON. */
const answersInJson = (url: string) => {
  const path = routedPath(url);
  return path.startsWith('/api/') || /^\/mcp(?:\/|$)/.test(path);
};

/** Answers an error in the site's words: JSON for the API, plain text for anything else. */
function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  if (answersInJson(request.url)) return reply.code(status).send(apiError(status, message));
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/**
 * What a refused request is told. Fixed sentences per status: the underlying error's own message names
 * parsers and internals (and may quote the request back), so it goes to the log, never to the client.
 */
function clientErrorMessage(status: number, requestTimeoutMs: number): string {
  switch (status) {
    case 400:
      return 'This request could not be read: its address or body is malformed.';
    case 403:
      return 'This file is not served.';
    case 408:
      return `The request did not arrive within ${requestTimeoutMs / 1000} s.`;
    case 413:
      return 'The request body is too large.';
    case 415:
      return 'This content type is not accepted here; send JSON.';
    case 416:
      return 'The requested range is not available.';
    case 431:
      return "The request's headers are too large.";
    default:
      return 'This request cannot be served.';
  }
}

/** The statuses of requests Node refuses before they are read, by Node's error code; anything else is a 400. */
const unreadableRequestStatus: Readonly<Record<string, number>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Node refuses some requests before Fastify sees them: raw bytes an address may not hold, headers too large, a request
 * slower than the timeout. Fastify would answer "Client Error"; this says what was wrong, in the API's JSON error shape,
 * since no address was read to tell a program's request from a reader's, and browsers send such requests rarely.
 */
const refuseUnreadableRequest = (requestTimeoutMs: number) =>
  function refuse(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = unreadableRequestStatus[error.code ?? ''] ?? 400;
    this.log.info({ refused: error.code ?? error.name }, 'request refused before it was read');
    const body = JSON.stringify(apiError(status, clientErrorMessage(status, requestTimeoutMs)));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };

/** Methods a path answers, for the `Allow` header of a 405. */
const knownMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function createApp({
  config,
  log,
  auth,
  db,
  signInTemplate,
  signInAssets,
  scriptHashes,
  isReady,
  isStoreReachable,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log,
    // A hop count trusts that many proxies nearest the server (Fastify's types omit the number form).
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    bodyLimit: 64 * 1024,
    // Node waits 300 s for a request's headers and body; a client sending them a byte at a time could hold
    // connections that long. Every request here is small (bodies up to 64 KiB), so 30 s is generous.
    requestTimeout: config.requestTimeoutMs,
    // Node looks for requests past their time only every 30 s by default, so a slow client kept its connection for up
    // to a minute; looking every 2 s holds it near the 30 s.
    http: { connectionsCheckingInterval: 2_000 },
    clientErrorHandler: refuseUnreadableRequest(config.requestTimeoutMs),
    // Fastify rejects some requests before routing (a malformed URL); answer those in the site's own words.
    // The request and reply generics are the route's; this handler serves no route, so the plain types fit.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ refused: clientErrorSummary(error) }, 'request refused before routing');
      void sendError(
        request as FastifyRequest,
        reply as unknown as FastifyReply,
        400,
        clientErrorMessage(400, config.requestTimeoutMs),
      );
    },
  });

  registerJsonBodyParser(app);

  const connectSources = searchConnectSources(config.search);
  const defaultPolicy = contentSecurityPolicy({ scriptHashes, connectSources });
  const setSecurityPolicy = (reply: FastifyReply, nonce?: string) => {
    reply.header(
      'content-security-policy',
      nonce ? contentSecurityPolicy({ scriptHashes, nonce, connectSources }) : defaultPolicy,
    );
  };

  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // Single sign-on runs in a popup: the popup must keep its opener while it visits the provider.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.secure ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (_request, reply) => setSecurityPolicy(reply));
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  const staffRule = staffRuleOf(config);
  // Every response that read the session depends on the cookie (Vary: Cookie). A session read more than a
  // day after its last renewal also renews the cookie (see viewerOf): that cookie goes out with the
  // response, and such a response is for this reader alone.
  const sessionReads = new WeakMap<FastifyRequest, string[]>();
  const viewer = (request: FastifyRequest) => {
    sessionReads.set(request, []);
    return viewerOf(auth, request.headers, staffRule, (cookies) => sessionReads.set(request, cookies));
  };
  app.addHook('onSend', async (request, reply) => {
    const renewed = sessionReads.get(request);
    if (!renewed) return;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\bcookie\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
    if (renewed.length === 0) return;
    reply.header('set-cookie', renewed);
    if (!/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? '')))
      reply.header('cache-control', 'private, no-store');
  });
  // While the identity store is down, a signed-in reader still gets the public pages, as if signed out; the
  // staff section asks them to sign in, and signing in says the service is unavailable (./auth/storeOutage.ts).
  const siteViewer = (request: FastifyRequest) =>
    viewer(request).catch(async (error: unknown) => {
      if (await isStoreReachable()) throw error;
      request.log.warn(
        { err: error },
        'the identity store cannot be reached; serving the page as to a signed-out reader',
      );
      return anonymous;
    });

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500 && isLockWaitExceeded(error)) {
      request.log.warn({ err: error }, 'another program held the identity store’s write lock past the wait');
      return sendError(request, reply, 503, storeBusyMessage);
    }
    if (status === 500 && !(await isStoreReachable())) {
      request.log.warn({ err: error }, 'the identity store cannot be reached');
      return sendError(request, reply, 503, storeUnavailableMessage);
    }
    if (status === 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ refused: clientErrorSummary(error) }, 'request refused');
    return sendError(
      request,
      reply,
      status,
      status === 500
        ? 'Something went wrong on our side. Please try again.'
        : clientErrorMessage(status, config.requestTimeoutMs),
    );
  });
  app.setNotFoundHandler((request, reply) => {
    const path = routedPath(request.url);
    // The site's catch-all (`/*`, GET and HEAD) matches every path; under /api/ it answers nothing.
    const isSiteCatchAll = (params: unknown) => (params as Record<string, string>)['*'] === path.slice(1);
    const allowed = knownMethods.filter((method) => {
      const route = app.findRoute({ method, url: path });
      return route !== null && !(path.startsWith('/api/') && isSiteCatchAll(route.params));
    });
    if (allowed.length === 0) return sendError(request, reply, 404, `There is no ${request.method} ${path}.`);
    reply.header('allow', allowed.join(', '));
    return sendError(request, reply, 405, `${request.method} is not allowed here; use ${allowed.join(' or ')}.`);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (addressHasNulCharacter(request.url)) return sendError(request, reply, 400, nulCharacterMessage);
  });
  app.addHook('onRequest', sameOriginGuard(config.siteOrigins));
  await app.register(authRoutes, {
    auth,
    origin: config.publicUrl,
    isStoreReachable,
    singleSignOnProviderId: config.singleSignOn?.providerId,
    siteOrigins: config.siteOrigins,
    secure: config.secure,
  });
  await app.register(popupCallbackRoutes, { setSecurityPolicy });
  await app.register(apiRoutes, {
    viewerOf: viewer,
    isReady,
    staffSearchKey: () => staffSearchKey(config.search),
    signIn: config,
    listCredentials: async (request) => {
      const headers = fromNodeHeaders(request.headers);
      const [accounts, passkeys] = await Promise.all([
        auth.api.listUserAccounts({ headers }),
        auth.api.listPasskeys({ headers }),
      ]);
      return [
        ...accounts.map((account) => ({
          id: account.id,
          type: account.providerId,
          created_at: new Date(account.createdAt).toISOString(),
        })),
        ...passkeys.map((passkey) => ({
          id: passkey.id,
          type: 'webauthn',
          created_at: new Date(passkey.createdAt).toISOString(),
        })),
      ];
    },
  });
  const events = eventStore(db);
  const consent = consentStore(db, events);
  await app.register(consentRoutes, { viewerOf: viewer, consent });
  await app.register(eventRoutes, {
    viewerOf: viewer,
    events,
    consent,
    forceLogin: config.forceLogin,
    counts: async () => (await auth.$context).adapter,
    eventsPerDay: config.eventsPerDay,
  });
  const pages = pageLibrary(config.buildDirs);
  await app.register(insightsRoutes, {
    viewerOf: viewer,
    insights: insightsStore(db, config.database.kind),
    pages: () => pages.list('staff'),
  });
  const retention = scheduleEventRetention(events, config.eventsRetentionDays, log);
  app.addHook('onClose', async () => retention.stop());
  const tokens = accessTokens(db);
  await app.register(accessTokenRoutes, { viewerOf: viewer, tokens });
  const search = siteSearch(config.buildDirs);
  app.addHook('onClose', () => search.close());
  await app.register(mcpRoutes, {
    tokens,
    staffRule,
    search,
    pages,
    publicUrl: config.publicUrl,
    findUser: async (userId) => (await auth.$context).internalAdapter.findUserById(userId),
    forceLogin: config.forceLogin,
    counts: async () => (await auth.$context).adapter,
    callsPerMinute: config.mcpCallsPerMinute,
  });
  await app.register(siteRoutes, { config, viewerOf: siteViewer, signInTemplate, signInAssets, setSecurityPolicy });
  return app;
}
