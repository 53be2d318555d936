/**
 * The Insights report (staff only, /api/insights): what readers read, searched for and thought of the pages
 * in a period. One definition for the server that builds it and the staff page that draws it (no validation
 * library here, so the page stays small; server/insights/query.ts validates).
 */
import { dayMs } from './durations';

export const insightsPath = '/api/insights';

/** The period shown when the request names none. */
const defaultInsightsDays = 30;
/** Events are kept EVENTS_RETENTION_DAYS (90 by default, at most 3650); a year is the longest useful span to ask for. */
export const maxInsightsDays = 366;

/** What a request asks for: `days` (the last N days, today included) or `from` and `to` (UTC dates, both included). */
export interface InsightsQuery {
  days?: number;
  from?: string;
  to?: string;
}

/** A period of whole UTC days, both ends included. */
export interface InsightsPeriod {
  from: string;
  to: string;
}

export type PeriodResult = { ok: true; period: InsightsPeriod } | { ok: false; message: string };

const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The days of a period in order, each as YYYY-MM-DD. */
export function daysOf({ from, to }: InsightsPeriod): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += dayMs) days.push(dateOf(time));
  return days;
}

/** The period a valid query asks for, or why it cannot be answered. */
export function periodOf(query: InsightsQuery, today: Date): PeriodResult {
  if (query.from !== undefined && query.to !== undefined) {
    const span = (Date.parse(query.to) - Date.parse(query.from)) / dayMs + 1;
    if (span < 1) return { ok: false, message: 'from must not be after to.' };
    if (span > maxInsightsDays) return { ok: false, message: `A period is at most ${maxInsightsDays} days.` };
    return { ok: true, period: { from: query.from, to: query.to } };
  }
  const days = query.days ?? defaultInsightsDays;
  const to = dateOf(today.getTime());
  return { ok: true, period: { from: dateOf(Date.parse(to) - (days - 1) * dayMs), to } };
}

export interface PageViews {
  path: string;
  /** The page's title, when a build still has a page at that path. */
  title?: string;
  views: number;
}

export interface DailyPageViews {
  day: string;
  views: number;
}

interface FeedbackComment {
  comment: string;
  /** When it was sent, ISO 8601. */
  at: string;
}

export interface PageFeedbackSummary {
  path: string;
  /** The page's title, when a build still has a page at that path. */
  title?: string;
  helpful: number;
  notHelpful: number;
  /** helpful / (helpful + notHelpful), 0 to 1. */
  helpfulRatio: number;
  /** Comments sent with "No", newest first: the newest 20 of the period (server/insights/insightsStore.ts). */
  comments: FeedbackComment[];
  /** How many comments the page had in the period, `comments` being the newest of them. */
  commentCount?: number;
}

export interface SearchSummary {
  /** The query as readers typed it, compared without case and surrounding spaces. */
  query: string;
  searches: number;
  /** Results of the most recent of these searches. */
  resultCount: number;
  /** The most recent search, ISO 8601. */
  lastAt: string;
}

export interface SignInSummary {
  /** The sign-in method (factor name, such as otp_via_email). */
  method: string;
  succeeded: number;
  failed: number;
}

export interface InsightsReport {
  period: InsightsPeriod;
  /** Every day of the period, days without views included. */
  dailyPageViews: DailyPageViews[];
  /** Most read first. */
  topPages: PageViews[];
  /** Worst helpful ratio first. */
  feedback: PageFeedbackSummary[];
  /** The list writers need most: what readers looked for and the site does not have. Most frequent first. */
  searchesWithoutResults: SearchSummary[];
  /** Searches that found something nobody opened: the results did not look like answers. Most frequent first. */
  searchesWithoutOpenedHits: SearchSummary[];
  signIns: SignInSummary[];
}

export interface InsightsAnswer {
  result: InsightsReport;
}
