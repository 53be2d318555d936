/**
 * Insights reads a period's events whole, counted in the database: a flood of events, however large, cannot push a
 * reader's real feedback out of the report (the report once read only the newest 50,000 rare events).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayMs } from '../../contract/durations';
import { insightsPath, type InsightsAnswer } from '../../contract/insights';
import { insightsShown } from '../../server/insights/insightsStore';
import type { Client } from '@libsql/client';
import { openIdentityStore } from '../e2e/support/identityStore';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { signIn } from './support/signIn';

/** More rare events than the old report read at all. */
const flood = 60_000;

describe('Insights over a flooded period', () => {
  let site: InProcessSite;
  let file: Client;
  beforeAll(async () => {
    site = await startInProcessSite();
    file = await openIdentityStore(site.dataDir);
  });
  afterAll(async () => {
    await file?.close();
    await site?.close();
  });

  it('still counts the older feedback of the period, and keeps the answer small', async () => {
    const yesterday = new Date(Date.now() - dayMs).toISOString().slice(0, 10);
    const event = (name: string, pagePath: string, data: object, at: string) => ({
      sql: 'insert into analytics_event (id, name, path, data, created_at) values (?, ?, ?, ?, ?)',
      args: [`${name}-${at}`, name, pagePath, JSON.stringify(data), at],
    });
    for (const statement of [
      event(
        'PageFeedback_v1',
        '/intro',
        { helpful: false, comment: 'The pump curve has no units.' },
        `${yesterday}T01:00:00.000Z`,
      ),
      event('PageFeedback_v1', '/intro', { helpful: true }, `${yesterday}T01:30:00.000Z`),
    ])
      await file.execute(statement);
    // The flood: newer than the real feedback, in the same period, one statement for all its rows.
    await file.execute({
      sql: `with recursive planted(n) as (select 1 union all select n + 1 from planted where n < ?)
        insert into analytics_event (id, name, path, data, created_at)
        select 'flood-' || n, 'SearchPerformed_v1', '/search',
          '{"query":"flood ' || (n % 500) || '","result_count":0,"hit_opened":false}', ?
        from planted`,
      args: [flood, `${yesterday}T02:00:00.000Z`],
    });

    const staff = await signIn(site, 'analyst@tideline.example');
    const answer = await site.inject({ url: `${insightsPath}?days=2`, headers: { cookie: staff } });
    expect(answer.statusCode).toBe(200);
    const report = answer.json<InsightsAnswer>().result;
    expect(report.feedback).toMatchObject([
      {
        path: '/intro',
        helpful: 1,
        notHelpful: 1,
        commentCount: 1,
        comments: [{ comment: 'The pump curve has no units.' }],
      },
    ]);
    // Every planted search counted, in at most the rows the report shows.
    expect(report.searchesWithoutResults).toHaveLength(insightsShown.searches);
    expect(report.searchesWithoutResults[0]).toMatchObject({ searches: flood / 500 });
  });
});
