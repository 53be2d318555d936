/**
 * `/mcp`: the Model Context Protocol over Streamable HTTP, stateless (every POST stands alone). Callers
 * without a token read the public build, unless sign-in is forced (FORCE_LOGIN), when they get 401 as a
 * signed-out reader's page request does; a personal access token reads with its owner's audience, so staff
 * reach the staff build and nobody else does. A token that is unknown, revoked or expired gets 401.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Audience } from '../../contract/audience.js';
import { accessTokenPaths } from '../../contract/accessTokens.js';
import type { AccessTokens } from '../tokens/accessTokens.js';
import { isStaff, type StaffRule } from '../auth/staffRule.js';
import { apiError } from '../api/routes.js';
import { clientGroup } from '../api/clientGroup.js';
import { consumeAllowance, type CountStore } from '../auth/sharedAllowance.js';
import { docsServer, type DocsServerDependencies } from './docsServer.js';

export interface McpDependencies extends Omit<DocsServerDependencies, 'audience'> {
  tokens: AccessTokens;
  staffRule: StaffRule;
  findUser: (userId: string) => Promise<{ email: string; emailVerified: boolean } | null>;
  /** FORCE_LOGIN: every page needs a session, so every MCP request needs a token. */
  forceLogin: boolean;
  /** The identity store's shared counts (../auth/sharedAllowance.ts), so every instance counts together. */
  counts: () => Promise<CountStore>;
  /** Calls (a batch counts each of its requests) per minute per client (IPv6 /64) and per token's owner. */
  callsPerMinute: number;
}

/**
 * Requests one JSON-RPC batch may hold: an assistant sends one or a few at a time, and a larger batch would turn one
 * small POST into hundreds of searches on the one search worker.
 */
export const mcpBatchLimit = 10;
/**
 * A caller's audience, with the user whose token it sent (`holder`, none without a token); or a refusal, where
 * `tokenSent` says the request carried credentials that failed (RFC 6750 then names the error `invalid_token`).
 */
type Caller =
  | { kind: 'audience'; audience: Audience; holder?: string }
  | { kind: 'refused'; message: string; tokenSent: boolean };

export async function mcpRoutes(app: FastifyInstance, deps: McpDependencies): Promise<void> {
  async function callerOf(request: FastifyRequest): Promise<Caller> {
    const header = request.headers.authorization;
    if (header === undefined) {
      return deps.forceLogin
        ? {
            kind: 'refused',
            message:
              'This site needs you to sign in: send a personal access token as "Authorization: Bearer <token>" (create one under Access tokens).',
            tokenSent: false,
          }
        : { kind: 'audience', audience: 'public' };
    }
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token)
      return { kind: 'refused', message: 'Send the access token as "Authorization: Bearer <token>".', tokenSent: true };
    const holder = await deps.tokens.resolve(token);
    const user = holder ? await deps.findUser(holder.userId) : null;
    if (!holder || !user || (user as { disabled?: boolean | null }).disabled) {
      return {
        kind: 'refused',
        message:
          'This access token is not valid: it was revoked, has expired or never existed. Create a new one under Access tokens.',
        tokenSent: true,
      };
    }
    const { inboxProvedAt } = user as { inboxProvedAt?: Date | string | null };
    const candidate = { ...user, groups: holder.groups, inboxProvedAt: inboxProvedAt ? new Date(inboxProvedAt) : null };
    return {
      kind: 'audience',
      audience: isStaff(candidate, deps.staffRule) ? 'staff' : 'public',
      holder: holder.userId,
    };
  }

  function refuse(reply: FastifyReply, { message, tokenSent }: { message: string; tokenSent: boolean }): FastifyReply {
    const challenge = `Bearer realm="Tideline Docs MCP"${tokenSent ? ', error="invalid_token"' : ''}`;
    return reply
      .code(401)
      .header('www-authenticate', challenge)
      .header('cache-control', 'no-store')
      .send(apiError(401, message));
  }

  app.post(accessTokenPaths.mcp, async (request, reply) => {
    const calls = Array.isArray(request.body) ? request.body.length : 1;
    // An empty batch is no request at all (JSON-RPC 2.0 calls it invalid); the transport would answer it 202, as if taken.
    if (calls === 0) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send(apiError(400, 'The batch is empty: send at least one request.'));
    }
    if (calls > mcpBatchLimit) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send(apiError(400, `A batch may hold at most ${mcpBatchLimit} requests; send the rest in further requests.`));
    }
    const caller = await callerOf(request);
    if (caller.kind === 'refused') return refuse(reply, caller);
    const store = await deps.counts();
    const keys = [`mcp:client:${clientGroup(request.ip)}`, ...(caller.holder ? [`mcp:user:${caller.holder}`] : [])];
    for (const key of keys) {
      for (let call = 0; call < calls; call += 1) {
        const allowance = await consumeAllowance(store, key, { max: deps.callsPerMinute, windowSeconds: 60 });
        if (!allowance.allowed) {
          return reply
            .code(429)
            .header('retry-after', String(allowance.retryAfterSeconds))
            .send(
              apiError(
                429,
                `Too many MCP calls: at most ${deps.callsPerMinute} a minute. Try again in ${allowance.retryAfterSeconds} s.`,
              ),
            );
        }
      }
    }
    const server = docsServer({ ...deps, audience: caller.audience });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      request.log.error({ err: error }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify(apiError(500, 'Something went wrong on our side. Please try again.')));
      }
    }
    return reply;
  });

  // Stateless: no stream to resume and no session to end.
  const notHere = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send(apiError(405, 'This MCP endpoint is stateless: send each request as a POST.'));
  app.route({ method: ['GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'], url: accessTokenPaths.mcp, handler: notHere });
}
