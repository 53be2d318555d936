/**
 * `/mcp`: the Model Context Protocol over Streamable HTTP, stateless (every POST stands alone). Callers
 * without a token read the public build, unless sign-in is forced (FORCE_LOGIN), when they get 401 as a
 * signed-out reader's page request does; a personal access token reads with its owner's audience, so staff
 * reach the staff build and nobody else does. A token that is unknown, revoked or expired gets 401.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Audience } from '../../config/audience.js';
import { accessTokenPaths } from '../../config/accessTokens.js';
import type { AccessTokens } from '../tokens/accessTokens.js';
import { isStaff, type StaffRule } from '../auth/staffRule.js';
import { apiError } from '../api/routes.js';
import { docsServer, type DocsServerDependencies } from './docsServer.js';

export interface McpDependencies extends Omit<DocsServerDependencies, 'audience'> {
  tokens: AccessTokens;
  staffRule: StaffRule;
  findUser: (userId: string) => Promise<{ email: string; emailVerified: boolean } | null>;
  /** FORCE_LOGIN: every page needs a session, so every MCP request needs a token. */
  forceLogin: boolean;
}

/** `tokenSent`: the request carried credentials that failed (RFC 6750 then names the error `invalid_token`). */
type Caller = { kind: 'audience'; audience: Audience } | { kind: 'refused'; message: string; tokenSent: boolean };

export async function mcpRoutes(app: FastifyInstance, deps: McpDependencies): Promise<void> {
  async function callerOf(request: FastifyRequest): Promise<Caller> {
    const header = request.headers.authorization;
    if (header === undefined) {
      return deps.forceLogin
        ? {
            kind: 'refused',
            message: 'This site needs you to sign in: send a personal access token as "Authorization: Bearer <token>" (create one under Access tokens).',
            tokenSent: false,
          }
        : { kind: 'audience', audience: 'public' };
    }
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) return { kind: 'refused', message: 'Send the access token as "Authorization: Bearer <token>".', tokenSent: true };
    const holder = await deps.tokens.resolve(token);
    const user = holder ? await deps.findUser(holder.userId) : null;
    if (!holder || !user || (user as { disabled?: boolean | null }).disabled) {
      return {
        kind: 'refused',
        message: 'This access token is not valid: it was revoked, has expired or never existed. Create a new one under Access tokens.',
        tokenSent: true,
      };
    }
    const { inboxProvedAt } = user as { inboxProvedAt?: Date | string | null };
    const candidate = { ...user, groups: holder.groups, inboxProvedAt: inboxProvedAt ? new Date(inboxProvedAt) : null };
    return { kind: 'audience', audience: isStaff(candidate, deps.staffRule) ? 'staff' : 'public' };
  }

  function refuse(reply: FastifyReply, { message, tokenSent }: { message: string; tokenSent: boolean }): FastifyReply {
    const challenge = `Bearer realm="Tideline Docs MCP"${tokenSent ? ', error="invalid_token"' : ''}`;
    return reply.code(401).header('www-authenticate', challenge).header('cache-control', 'no-store').send(apiError(401, message));
  }

  app.post(accessTokenPaths.mcp, async (request, reply) => {
    const caller = await callerOf(request);
    if (caller.kind === 'refused') return refuse(reply, caller);
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
    reply.code(405).header('allow', 'POST').send(apiError(405, 'This MCP endpoint is stateless: send each request as a POST.'));
  app.route({ method: ['GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'], url: accessTokenPaths.mcp, handler: notHere });
}
