/**
 * /api/consent for a signed-in reader: GET the choice, POST to grant levels, PUT to set
 * them, DELETE with `consent_levels` to withdraw some or with `deleteAll` to forget the choice and every
 * event recorded for the reader. Anonymous readers keep their choice in the browser: 401 here.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  consentLevels,
  consentPath,
  decideConsent,
  privacySignalsOf,
  type ConsentGrant,
} from '../../contract/consent.js';
import type { Viewer } from '../auth/viewer.js';
import { apiError } from '../api/routes.js';
import type { ConsentStore } from './consentStore.js';

export interface ConsentDependencies {
  viewerOf: (request: FastifyRequest) => Promise<Viewer>;
  consent: ConsentStore;
}

const consentLevelSchema = z.enum(consentLevels, { error: `Consent levels are ${consentLevels.join(' and ')}.` });

/** The body of POST and PUT: `{ consent_levels: ConsentLevel[] }`. */
const consentRequestSchema = z
  .object(
    {
      consent_levels: z
        .array(consentLevelSchema, { error: `consent_levels is a list of ${consentLevels.join(' and ')}.` })
        .max(consentLevels.length),
    },
    { error: `Send a JSON body such as {"consent_levels": ["${consentLevels.join('", "')}"]}.` },
  )
  .strict();

const deleteQuerySchema = z
  .object({
    consent_levels: z
      .string({ error: 'Give consent_levels once, as a comma-separated list.' })
      .transform((value) => value.split(',').map((level) => level.trim()))
      .pipe(z.array(consentLevelSchema))
      .optional(),
    deleteAll: z.enum(['true', 'false'], { error: 'deleteAll is true or false.' }).optional(),
  })
  .strict()
  .refine((query) => query.consent_levels !== undefined || query.deleteAll === 'true', {
    error: 'Name the consent_levels to withdraw, or pass deleteAll=true.',
  });

const problems = (error: z.ZodError) => error.issues.map((issue) => issue.message).join(' ');

export async function consentRoutes(app: FastifyInstance, { viewerOf, consent }: ConsentDependencies): Promise<void> {
  async function readerOf(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const { user } = await viewerOf(request);
    if (!user)
      void reply
        .code(401)
        .send(apiError(401, 'Sign in to keep your privacy choice on the server; otherwise it stays in this browser.'));
    return user?.id;
  }

  const answer = (request: FastifyRequest, grants: ConsentGrant[]) => ({
    result: { consent_levels: grants, decision: decideConsent(grants, privacySignalsOf(request.headers)) },
  });

  app.get(consentPath, async (request, reply) => {
    const userId = await readerOf(request, reply);
    if (!userId) return reply;
    return reply.header('cache-control', 'no-store').send(answer(request, await consent.get(userId)));
  });

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: consentPath,
      handler: async (request, reply) => {
        const userId = await readerOf(request, reply);
        if (!userId) return reply;
        const parsed = consentRequestSchema.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send(apiError(400, problems(parsed.error)));
        const levels = parsed.data.consent_levels;
        return answer(
          request,
          method === 'POST' ? await consent.grant(userId, levels) : await consent.replace(userId, levels),
        );
      },
    });
  }

  app.delete(consentPath, async (request, reply) => {
    const userId = await readerOf(request, reply);
    if (!userId) return reply;
    const parsed = deleteQuerySchema.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(apiError(400, problems(parsed.error)));
    if (parsed.data.deleteAll === 'true') {
      const { deletedEvents } = await consent.deleteAll(userId);
      return { result: { consent_levels: [], decision: 'undecided', deleted_events: deletedEvents } };
    }
    return answer(request, await consent.withdraw(userId, parsed.data.consent_levels ?? []));
  });
}
