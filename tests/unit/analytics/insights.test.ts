import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Kysely } from 'kysely';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { parseEvent } from '@site/contract/events';
import { periodOf } from '@site/contract/insights';
import { insightsQuerySchema } from '@site/server/insights/query';
import { insightsShown, insightsStore } from '@site/server/insights/insightsStore';
import { eventStore } from '@site/server/events/eventStore';
import { migrateSiteTables } from '@site/server/store/migrate';
import type { SiteDatabase } from '@site/server/store/schema';

const today = new Date('2026-11-23T10:00:00.000Z');

function period(query: Record<string, string>) {
  const parsed = insightsQuerySchema.safeParse(query);
  if (!parsed.success)
    return { ok: false as const, message: parsed.error.issues.map((issue) => issue.message).join(' ') };
  return periodOf(parsed.data, today);
}

describe('the period an Insights request asks for', () => {
  it('is the last 30 days, today included, when the request names none', () => {
    expect(period({})).toEqual({ ok: true, period: { from: '2026-10-25', to: '2026-11-23' } });
  });

  it('is the last N days with days=N', () => {
    expect(period({ days: '7' })).toEqual({ ok: true, period: { from: '2026-11-17', to: '2026-11-23' } });
  });

  it('is from and to, both included', () => {
    expect(period({ from: '2026-11-01', to: '2026-11-01' })).toEqual({
      ok: true,
      period: { from: '2026-11-01', to: '2026-11-01' },
    });
  });

  it.each([
    [{ days: 'ten' }, 'whole number'],
    [{ days: '0' }, 'at least 1'],
    [{ days: '400' }, 'at most 366'],
    [{ from: '2026-11-01' }, 'from and to go together'],
    [{ from: '1 Nov', to: '2026-11-02' }, 'YYYY-MM-DD'],
    [{ from: '2026-02-30', to: '2026-03-01' }, '2026-02-30 is no day of the calendar'],
    [{ from: '2026-11-01', to: '2026-13-01' }, '2026-13-01 is no day of the calendar'],
    [{ from: '2026-11-05', to: '2026-11-01' }, 'not be after'],
    [{ from: '2024-01-01', to: '2026-01-01' }, 'at most 366 days'],
    [{ days: '7', from: '2026-11-01', to: '2026-11-02' }, 'not both'],
    [{ form: '2026-11-01' }, 'Unknown parameter form'],
  ])('refuses %j with a message saying what to fix', (query, message) => {
    expect(period(query)).toMatchObject({ ok: false, message: expect.stringContaining(message) });
  });
});

interface PlantedRow {
  name: string;
  path: string;
  /** The event's fields as stored (JSON text), so rows of another shape can be planted too. */
  data: string;
  created_at: string;
}

const row = (name: string, data: object, at = '2026-11-20T09:00:00.000Z', path = '/intro'): PlantedRow => ({
  name,
  path,
  data: JSON.stringify(data),
  created_at: at,
});

const november = { from: '2026-11-01', to: '2026-11-30' };

/** A real SQLite file per test, with the site's tables; `report` plants rows as stored and reads November's report. */
function withSqliteFile() {
  let dir = '';
  let db: Kysely<SiteDatabase> | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tideline-insights-'));
    db = new Kysely<SiteDatabase>({ dialect: new LibsqlDialect({ url: `file:${path.join(dir, 'auth.db')}` }) });
    await migrateSiteTables(db);
  });
  afterEach(async () => {
    await db?.destroy();
    await rm(dir, { recursive: true, force: true });
  });
  return async (rows: readonly PlantedRow[]) => {
    if (!db) throw new Error('The SQLite file is not open.');
    if (rows.length > 0) {
      await db
        .insertInto('analytics_event')
        .values(
          rows.map((planted) => ({ id: randomUUID(), user_id: null, correlation_id: null, browser: null, ...planted })),
        )
        .execute();
    }
    return insightsStore(db, 'sqlite').report(november);
  };
}

describe('page feedback in the report', () => {
  const report = withSqliteFile();

  it('ranks pages by helpful ratio, worst first, with their comments newest first', async () => {
    const { feedback } = await report([
      row('PageFeedback_v1', { helpful: true }, '2026-11-20T09:00:00.000Z', '/good'),
      row('PageFeedback_v1', { helpful: false, comment: 'No units.' }, '2026-11-20T09:00:00.000Z', '/bad'),
      row('PageFeedback_v1', { helpful: false, comment: 'Which version?' }, '2026-11-21T09:00:00.000Z', '/bad'),
      row('PageFeedback_v1', { helpful: true }, '2026-11-21T09:00:00.000Z', '/bad'),
    ]);
    expect(feedback.map((page) => [page.path, page.helpful, page.notHelpful])).toEqual([
      ['/bad', 1, 2],
      ['/good', 1, 0],
    ]);
    expect(feedback[0]?.helpfulRatio).toBeCloseTo(1 / 3);
    expect(feedback[0]?.comments.map((comment) => comment.comment)).toEqual(['Which version?', 'No units.']);
    expect(feedback[0]?.commentCount).toBe(2);
  });

  it('counts a vote once when a comment follows it', async () => {
    const { feedback } = await report([
      row('PageFeedback_v1', { helpful: false }, '2026-11-20T09:00:00.000Z', '/bad'),
      row(
        'PageFeedback_v1',
        { helpful: false, comment: 'No units.', comment_on_vote: true },
        '2026-11-20T09:01:00.000Z',
        '/bad',
      ),
    ]);
    expect(feedback.map((page) => [page.path, page.helpful, page.notHelpful])).toEqual([['/bad', 0, 1]]);
    expect(feedback[0]?.comments.map((comment) => comment.comment)).toEqual(['No units.']);
  });

  it('leaves out rows it cannot read instead of failing the report', async () => {
    const { feedback } = await report([
      { name: 'PageFeedback_v1', path: '/intro', data: 'not json', created_at: '2026-11-20T09:00:00.000Z' },
      row('PageFeedback_v1', { helpful: 'yes' }, '2026-11-20T09:00:00.000Z', '/other'),
    ]);
    expect(feedback).toEqual([]);
  });

  it('shows the newest comments of a page and says how many there are in all', async () => {
    const comments = Array.from({ length: insightsShown.commentsPerPage + 5 }, (_, index) =>
      row(
        'PageFeedback_v1',
        { helpful: false, comment: `Comment ${index}` },
        new Date(Date.UTC(2026, 10, 2, 0, index)).toISOString(),
      ),
    );
    const [page] = (await report(comments)).feedback;
    expect(page?.commentCount).toBe(insightsShown.commentsPerPage + 5);
    expect(page?.comments).toHaveLength(insightsShown.commentsPerPage);
    expect(page?.comments[0]?.comment).toBe(`Comment ${insightsShown.commentsPerPage + 4}`);
  });
});

describe('searches in the report', () => {
  const report = withSqliteFile();

  it('counts a query that found nothing once per search, whatever its case and spaces', async () => {
    const { searchesWithoutResults } = await report([
      row(
        'SearchPerformed_v1',
        { query: 'Telemetry gaps', result_count: 0, hit_opened: false },
        '2026-11-20T09:00:00.000Z',
      ),
      row(
        'SearchPerformed_v1',
        { query: 'telemetry gaps ', result_count: 0, hit_opened: false },
        '2026-11-21T09:00:00.000Z',
      ),
      row('SearchPerformed_v1', { query: 'pump', result_count: 4, hit_opened: true }),
    ]);
    expect(searchesWithoutResults).toEqual([
      { query: 'telemetry gaps', searches: 2, resultCount: 0, lastAt: '2026-11-21T09:00:00.000Z' },
    ]);
  });

  it('lists searches with results nobody opened apart from those that found nothing', async () => {
    const { searchesWithoutOpenedHits, searchesWithoutResults } = await report([
      row('SearchPerformed_v1', { query: 'CARL', result_count: 3, hit_opened: false }),
      row('SearchPerformed_v1', { query: 'ILI', result_count: 2, hit_opened: true }),
    ]);
    expect(searchesWithoutOpenedHits.map((search) => [search.query, search.resultCount])).toEqual([['CARL', 3]]);
    expect(searchesWithoutResults).toEqual([]);
  });
});

describe('sign-ins in the report', () => {
  const report = withSqliteFile();

  it('counts successes and failures per method', async () => {
    const { signIns } = await report([
      row('AuthenticationSucceeded_v1', { method: 'otp_via_email' }),
      row('AuthenticationFailed_v1', { method: 'otp_via_email' }),
      row('AuthenticationSucceeded_v1', { method: 'otp_via_email' }),
      row('AuthenticationFailed_v1', { method: 'webauthn' }),
    ]);
    expect(signIns).toEqual([
      { method: 'otp_via_email', succeeded: 2, failed: 1 },
      { method: 'webauthn', succeeded: 0, failed: 1 },
    ]);
  });
});

describe('the report from a real SQLite file', () => {
  let dir: string;
  let db: Kysely<SiteDatabase>;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tideline-insights-'));
    db = new Kysely<SiteDatabase>({ dialect: new LibsqlDialect({ url: `file:${path.join(dir, 'auth.db')}` }) });
    await migrateSiteTables(db);
  });

  afterEach(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  async function record(input: unknown, at: string) {
    const parsed = parseEvent(input);
    if (!parsed.ok) throw new Error(parsed.message);
    await eventStore(db).record({ event: parsed.event, userId: null, browser: 'Chrome', at: new Date(at) });
  }

  const view = (location: string) => ({ name: 'VirtualPageLoaded_v1', window_location: location, event_data: {} });

  it('counts page views per page and per day, inside the period only', async () => {
    await record(view('/intro'), '2026-11-01T08:00:00.000Z');
    await record(view('/intro'), '2026-11-02T23:59:59.000Z');
    await record(view('/gSharp/Overview'), '2026-11-02T10:00:00.000Z');
    await record(view('/intro'), '2026-11-03T00:00:00.000Z');
    await record(view('/intro'), '2026-10-31T23:59:59.000Z');

    const report = await insightsStore(db, 'sqlite').report({ from: '2026-11-01', to: '2026-11-02' });
    expect(report.topPages).toEqual([
      { path: '/intro', views: 2 },
      { path: '/gSharp/Overview', views: 1 },
    ]);
    expect(report.dailyPageViews).toEqual([
      { day: '2026-11-01', views: 1 },
      { day: '2026-11-02', views: 2 },
    ]);
  });

  it('summarises feedback, searches and sign-ins of the period', async () => {
    await record(
      { name: 'PageFeedback_v1', window_location: '/intro', event_data: { helpful: false, comment: 'Too short.' } },
      '2026-11-02T08:00:00.000Z',
    );
    await record(
      {
        name: 'SearchPerformed_v1',
        window_location: '/search',
        event_data: { query: 'scada', result_count: 0, hit_opened: false },
      },
      '2026-11-02T08:00:00.000Z',
    );
    await record(
      { name: 'AuthenticationFailed_v1', window_location: '/sign-in', event_data: { method: 'otp_via_sms' } },
      '2026-11-02T08:00:00.000Z',
    );

    const report = await insightsStore(db, 'sqlite').report({ from: '2026-11-02', to: '2026-11-02' });
    expect(report.feedback).toMatchObject([{ path: '/intro', notHelpful: 1, comments: [{ comment: 'Too short.' }] }]);
    expect(report.searchesWithoutResults).toMatchObject([{ query: 'scada', searches: 1 }]);
    expect(report.signIns).toEqual([{ method: 'otp_via_sms', succeeded: 0, failed: 1 }]);
  });
});
