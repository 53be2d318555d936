/**
 * The signed-in reader's personal access tokens: list, create (the secret is in that answer only) and revoke.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessTokenPaths, newAccessTokenSchema } from '../../contract/accessTokens.js';
import type { Viewer } from '../auth/viewer.js';
import { apiError } from '../api/routes.js';
import type { AccessTokens } from './accessTokens.js';

export interface AccessTokenDependencies {
  viewerOf: (request: FastifyRequest) => Promise<Viewer>;
  tokens: AccessTokens;
}

const signInFirst = apiError(401, 'Sign in to manage your access tokens.');

/** Tokens one reader may hold at once (expired ones are deleted first, so they do not count). */
export const maxTokensPerReader = 20;

export async function accessTokenRoutes(
  app: FastifyInstance,
  { viewerOf, tokens }: AccessTokenDependencies,
): Promise<void> {
  app.get(accessTokenPaths.collection, async (request, reply) => {
    const { user } = await viewerOf(request);
    if (!user) return reply.code(401).send(signInFirst);
    // A list of the reader's tokens is theirs alone: no cache keeps it, shared or not.
    return reply.header('cache-control', 'no-store').send({ result: await tokens.list(user.id) });
  });

  app.post(accessTokenPaths.collection, async (request, reply) => {
    const { user } = await viewerOf(request);
    if (!user) return reply.code(401).send(signInFirst);
    const parsed = newAccessTokenSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send(apiError(400, parsed.error.issues.map((issue) => issue.message).join(' ')));
    if ((await tokens.list(user.id)).length >= maxTokensPerReader) {
      return reply
        .code(409)
        .send(
          apiError(
            409,
            `You already have ${maxTokensPerReader} access tokens, the most one reader may hold. Revoke one you no longer use, then create this one.`,
          ),
        );
    }
    return reply.code(201).send({
      result: await tokens.create(
        { userId: user.id, groups: user.groups, groupsGivenAt: user.groupsGivenAt },
        parsed.data,
      ),
    });
  });

  app.delete<{ Params: { id: string } }>(`${accessTokenPaths.collection}/:id`, async (request, reply) => {
    const { user } = await viewerOf(request);
    if (!user) return reply.code(401).send(signInFirst);
    if (!(await tokens.revoke(user.id, request.params.id)))
      return reply.code(404).send(apiError(404, 'You have no such access token.'));
    return reply.code(204).send();
  });
}
