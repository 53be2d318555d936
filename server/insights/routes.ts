/**
 * GET /api/insights: the Insights report for staff (the staff section's Insights page draws it). Anonymous
 * callers get 401, signed-in readers who are not staff 403: what readers search for and say is staff data.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { insightsPath, periodOf, type InsightsAnswer } from '../../contract/insights.js';
import { insightsQuerySchema } from './query.js';
import type { Viewer } from '../auth/viewer.js';
import { apiError } from '../api/routes.js';
import type { InsightsStore } from './insightsStore.js';
import type { PageManifestEntry } from '../../contract/pageMarkdown.js';
import { withPageTitles } from './pageTitles.js';

export interface InsightsDependencies {
  viewerOf: (request: FastifyRequest) => Promise<Viewer>;
  insights: InsightsStore;
  /** Every page of both builds, to name report rows by title; none by default. */
  pages?: () => Promise<readonly PageManifestEntry[]>;
  now?: () => Date;
}

export async function insightsRoutes(
  app: FastifyInstance,
  { viewerOf, insights, pages = async () => [], now = () => new Date() }: InsightsDependencies,
): Promise<void> {
  app.get(insightsPath, async (request, reply) => {
    const viewer = await viewerOf(request);
    if (!viewer.signedIn) return reply.code(401).send(apiError(401, 'Sign in with a staff account to see Insights.'));
    if (!viewer.staff) return reply.code(403).send(apiError(403, 'Insights are for Tideline staff only.'));
    const query = insightsQuerySchema.safeParse(request.query);
    if (!query.success)
      return reply.code(400).send(apiError(400, query.error.issues.map((issue) => issue.message).join(' ')));
    const period = periodOf(query.data, now());
    if (!period.ok) return reply.code(400).send(apiError(400, period.message));
    void reply.header('cache-control', 'private, no-store');
    const [report, titles] = await Promise.all([insights.report(period.period), pages().catch(() => [])]);
    const answer: InsightsAnswer = { result: withPageTitles(report, titles) };
    return answer;
  });
}
