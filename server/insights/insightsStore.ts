/**
 * Reads the Insights report for a period from the events table. Everything is selected by the period and counted,
 * grouped and ranked in the database (GROUP BY and window functions, which SQLite and PostgreSQL share; the events'
 * own fields through ./eventFields.ts), so a period's figures are complete however many events it holds, and a flood
 * of events cannot push real ones out of the report. What comes back is bounded: aggregated rows, each list capped,
 * and the newest comments of each page (with how many there are in all).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { daysOf, type InsightsPeriod, type InsightsReport, type SearchSummary } from '../../contract/insights.js';
import type { EventName } from '../../contract/events.js';
import type { SiteDatabase } from '../store/schema.js';
import { dayMs } from '../../contract/durations.js';
import { eventFieldsOf, type DatabaseKind } from './eventFields.js';

export interface InsightsStore {
  report(period: InsightsPeriod): Promise<InsightsReport>;
}

/** Rows shown per table: enough to act on, small enough to read. */
export const insightsShown = {
  topPages: 50,
  feedbackPages: 100,
  /** The newest comments of each page shown; `commentCount` says how many the period holds. */
  commentsPerPage: 20,
  searches: 100,
  signInMethods: 50,
} as const;

const pageView: EventName = 'VirtualPageLoaded_v1';
const feedback: EventName = 'PageFeedback_v1';
const search: EventName = 'SearchPerformed_v1';
const signInSucceeded: EventName = 'AuthenticationSucceeded_v1';
const signInFailed: EventName = 'AuthenticationFailed_v1';

/** The first instant after the period (its last day is included). */
function endOf(period: InsightsPeriod): string {
  return new Date(Date.parse(period.to) + dayMs).toISOString();
}

/** PostgreSQL returns counts and sums as strings (bigint, numeric); SQLite as numbers. */
type Count = number | string;

interface FeedbackRow {
  path: string;
  helpful: Count;
  not_helpful: Count;
  comments: Count;
}

interface CommentRow {
  path: string;
  comment: string;
  created_at: string;
}

interface SearchRow {
  query: string;
  searches: Count;
  result_count: Count;
  last_at: string;
}

interface SignInRow {
  method: string;
  succeeded: Count;
  failed: Count;
}

export function insightsStore(db: Kysely<SiteDatabase>, kind: DatabaseKind): InsightsStore {
  const field = eventFieldsOf(kind);

  /** The period's events of `names`, with their JSON readable by `field`, as a subquery. */
  const eventsOf = (period: InsightsPeriod, names: readonly EventName[]) => sql`(
    select ${field.eventsAsJson} from analytics_event
    where created_at >= ${new Date(Date.parse(period.from)).toISOString()} and created_at < ${endOf(period)}
      and name in (${sql.join(names)})
  ) as events`;

  const comment = sql`nullif(${field.text('comment')}, '')`;

  async function feedbackOf(period: InsightsPeriod): Promise<InsightsReport['feedback']> {
    // A comment written after a vote comes as a second event marked comment_on_vote: it must not count the vote again.
    const pages = await sql<FeedbackRow>`
      select * from (
        select path,
          sum(case when vote = 'true' then 1 else 0 end) as helpful,
          sum(case when vote = 'false' then 1 else 0 end) as not_helpful,
          sum(case when comment is not null then 1 else 0 end) as comments
        from (
          select path, ${comment} as comment,
            case when ${field.boolean('comment_on_vote')} = 'true' then null else ${field.boolean('helpful')} end as vote
          from ${eventsOf(period, [feedback])}
          where ${field.boolean('helpful')} is not null
        ) as answers
        group by path
      ) as pages
      order by case when helpful + not_helpful = 0 then 1 else 0 end,
        helpful * 1.0 / nullif(helpful + not_helpful, 0), helpful + not_helpful desc, path
      limit ${insightsShown.feedbackPages}`.execute(db);
    if (pages.rows.length === 0) return [];
    const comments = await sql<CommentRow>`
      select path, comment, created_at from (
        select path, ${comment} as comment, created_at,
          row_number() over (partition by path order by created_at desc) as place
        from ${eventsOf(period, [feedback])}
        where path in (${sql.join(pages.rows.map((page) => page.path))}) and ${comment} is not null
      ) as ranked
      where place <= ${insightsShown.commentsPerPage}
      order by created_at desc`.execute(db);
    return pages.rows.map((page) => {
      const helpful = Number(page.helpful);
      const notHelpful = Number(page.not_helpful);
      return {
        path: page.path,
        helpful,
        notHelpful,
        helpfulRatio: helpful / (helpful + notHelpful),
        comments: comments.rows
          .filter((row) => row.path === page.path)
          .map((row) => ({ comment: row.comment, at: row.created_at })),
        commentCount: Number(page.comments),
      };
    });
  }

  /**
   * Searches of one kind, the same query counted once whatever its case and surrounding spaces (SQL's lower() folds
   * ASCII letters only in SQLite), most frequent first, each shown as its newest search typed it.
   */
  async function searchesOf(period: InsightsPeriod, kind: RawBuilder<unknown>): Promise<SearchSummary[]> {
    const found = await sql<SearchRow>`
      select query, searches, result_count, last_at from (
        select trim(query) as query, result_count, created_at as last_at,
          count(*) over (partition by lower(trim(query))) as searches,
          row_number() over (partition by lower(trim(query)) order by created_at desc) as place
        from (
          select ${field.text('query')} as query, ${field.number('result_count')} as result_count,
            ${field.boolean('hit_opened')} as hit_opened, created_at
          from ${eventsOf(period, [search])}
        ) as typed
        where query is not null and result_count is not null and hit_opened is not null and ${kind}
      ) as grouped
      where place = 1
      order by searches desc, last_at desc, query
      limit ${insightsShown.searches}`.execute(db);
    return found.rows.map((row) => ({
      query: row.query,
      searches: Number(row.searches),
      resultCount: Number(row.result_count),
      lastAt: row.last_at,
    }));
  }

  async function signInsOf(period: InsightsPeriod): Promise<InsightsReport['signIns']> {
    const methods = await sql<SignInRow>`
      select * from (
        select method,
          sum(case when name = ${signInSucceeded} then 1 else 0 end) as succeeded,
          sum(case when name = ${signInFailed} then 1 else 0 end) as failed
        from (
          select name, ${field.text('method')} as method from ${eventsOf(period, [signInSucceeded, signInFailed])}
        ) as attempts
        where method is not null
        group by method
      ) as methods
      order by succeeded + failed desc, method
      limit ${insightsShown.signInMethods}`.execute(db);
    return methods.rows.map((row) => ({
      method: row.method,
      succeeded: Number(row.succeeded),
      failed: Number(row.failed),
    }));
  }

  const inPeriod = (period: InsightsPeriod) =>
    db
      .selectFrom('analytics_event')
      .where('created_at', '>=', new Date(Date.parse(period.from)).toISOString())
      .where('created_at', '<', endOf(period));

  return {
    async report(period) {
      const day = sql<string>`substr(created_at, 1, 10)`;
      const [topPages, daily, feedbackSummary, withoutResults, withoutOpenedHits, signIns] = await Promise.all([
        inPeriod(period)
          .where('name', '=', pageView)
          .select(['path', (eb) => eb.fn.countAll<Count>().as('views')])
          .groupBy('path')
          .orderBy('views', 'desc')
          .orderBy('path')
          .limit(insightsShown.topPages)
          .execute(),
        inPeriod(period)
          .where('name', '=', pageView)
          .select([day.as('day'), (eb) => eb.fn.countAll<Count>().as('views')])
          .groupBy(day)
          .execute(),
        feedbackOf(period),
        searchesOf(period, sql`result_count = 0`),
        searchesOf(period, sql`result_count > 0 and hit_opened = 'false'`),
        signInsOf(period),
      ]);
      const viewsByDay = new Map(daily.map((row) => [row.day, Number(row.views)]));
      return {
        period,
        dailyPageViews: daysOf(period).map((date) => ({ day: date, views: viewsByDay.get(date) ?? 0 })),
        topPages: topPages.map((row) => ({ path: row.path, views: Number(row.views) })),
        feedback: feedbackSummary,
        searchesWithoutResults: withoutResults,
        searchesWithoutOpenedHits: withoutOpenedHits,
        signIns,
      };
    },
  };
}
