/**
 * Reads the Insights report for a period from the events table. Page views, the bulk of the table, are
 * counted by the database; the rarer events (feedback, searches, sign-ins) are read as rows and summarised
 * in ./aggregate.ts. Only portable SQL (GROUP BY, substr over ISO 8601 text), so SQLite and PostgreSQL agree.
 */
import { sql, type Kysely } from 'kysely';
import { daysOf, type InsightsPeriod, type InsightsReport } from '../../config/insights.js';
import type { EventName } from '../../config/events.js';
import type { SiteDatabase } from '../store/schema.js';
import { summarizeFeedback, summarizeSearches, summarizeSignIns } from './aggregate.js';
import { dayMs } from '../../config/durations.js';

export interface InsightsStore {
  report(period: InsightsPeriod): Promise<InsightsReport>;
}

/** Rows shown per table: enough to act on, small enough to read. */
const topPagesShown = 50;
/** Upper bound on the rarer events read for one report, so a flood cannot exhaust the server's memory. */
const maxSummarisedEvents = 50_000;

const pageView: EventName = 'VirtualPageLoaded_v1';
const summarised: EventName[] = [
  'PageFeedback_v1',
  'SearchPerformed_v1',
  'AuthenticationSucceeded_v1',
  'AuthenticationFailed_v1',
];

/** The first instant after the period (its last day is included). */
function endOf(period: InsightsPeriod): string {
  return new Date(Date.parse(period.to) + dayMs).toISOString();
}

export function insightsStore(db: Kysely<SiteDatabase>): InsightsStore {
  const inPeriod = (period: InsightsPeriod) =>
    db
      .selectFrom('analytics_event')
      .where('created_at', '>=', new Date(Date.parse(period.from)).toISOString())
      .where('created_at', '<', endOf(period));

  return {
    async report(period) {
      const day = sql<string>`substr(created_at, 1, 10)`;
      const [topPages, daily, rows] = await Promise.all([
        inPeriod(period)
          .where('name', '=', pageView)
          .select(['path', (eb) => eb.fn.countAll<number | string>().as('views')])
          .groupBy('path')
          .orderBy('views', 'desc')
          .orderBy('path')
          .limit(topPagesShown)
          .execute(),
        inPeriod(period)
          .where('name', '=', pageView)
          .select([day.as('day'), (eb) => eb.fn.countAll<number | string>().as('views')])
          .groupBy(day)
          .execute(),
        inPeriod(period)
          .where('name', 'in', summarised)
          .select(['name', 'path', 'data', 'created_at'])
          .orderBy('created_at', 'desc')
          .limit(maxSummarisedEvents)
          .execute(),
      ]);
      // PostgreSQL returns count(*) as a string (bigint); SQLite as a number.
      const viewsByDay = new Map(daily.map((row) => [row.day, Number(row.views)]));
      const searches = summarizeSearches(rows);
      return {
        period,
        dailyPageViews: daysOf(period).map((date) => ({ day: date, views: viewsByDay.get(date) ?? 0 })),
        topPages: topPages.map((row) => ({ path: row.path, views: Number(row.views) })),
        feedback: summarizeFeedback(rows),
        searchesWithoutResults: searches.withoutResults,
        searchesWithoutOpenedHits: searches.withoutOpenedHits,
        signIns: summarizeSignIns(rows),
      };
    },
  };
}
