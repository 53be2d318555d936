/**
 * Turns stored events into the Insights report's summaries. Pure functions over rows, so the rules (what
 * counts as the same search, which pages rank worst) are tested without a database and hold the same for
 * SQLite and PostgreSQL.
 */
import { eventDataSchemas, type EventData, type EventName } from '../../config/events.js';
import type { PageFeedbackSummary, SearchSummary, SignInSummary } from '../../config/insights.js';

/** One stored event as the report reads it. */
export interface EventRow {
  name: string;
  path: string;
  /** The event's fields as JSON (analytics_event.data). */
  data: string;
  /** ISO 8601. */
  created_at: string;
}

/** Rows that fail to parse (written by an older version, say) are left out rather than failing the report. */
function fieldsOf<Name extends EventName>(name: Name, row: EventRow): EventData<Name> | undefined {
  if (row.name !== name) return undefined;
  try {
    const parsed = eventDataSchemas[name].safeParse(JSON.parse(row.data));
    // The schema looked up by `name` parses exactly EventData<Name>; TypeScript cannot follow the index.
    return parsed.success ? (parsed.data as EventData<Name>) : undefined;
  } catch {
    return undefined;
  }
}

/** Pages by helpful ratio, worst first; ties go to the page with more votes, where the signal is stronger. */
export function summarizeFeedback(rows: readonly EventRow[]): PageFeedbackSummary[] {
  const pages = new Map<string, PageFeedbackSummary>();
  for (const row of rows) {
    const feedback = fieldsOf('PageFeedback_v1', row);
    if (!feedback) continue;
    const page = pages.get(row.path) ?? { path: row.path, helpful: 0, notHelpful: 0, helpfulRatio: 0, comments: [] };
    pages.set(row.path, page);
    if (!feedback.comment_on_vote) {
      if (feedback.helpful) page.helpful += 1;
      else page.notHelpful += 1;
    }
    if (feedback.comment) page.comments.push({ comment: feedback.comment, at: row.created_at });
  }
  return [...pages.values()]
    .map((page) => ({
      ...page,
      helpfulRatio: page.helpful / (page.helpful + page.notHelpful),
      comments: page.comments.sort((a, b) => b.at.localeCompare(a.at)),
    }))
    .sort(
      (a, b) =>
        a.helpfulRatio - b.helpfulRatio ||
        b.helpful + b.notHelpful - (a.helpful + a.notHelpful) ||
        a.path.localeCompare(b.path),
    );
}

/** The same search typed twice ("Pump ", "pump") counts as one query. */
function searchKey(query: string): string {
  return query.trim().toLowerCase();
}

export interface SearchSummaries {
  withoutResults: SearchSummary[];
  withoutOpenedHits: SearchSummary[];
}

function addSearch(into: Map<string, SearchSummary>, query: string, resultCount: number, at: string): void {
  const key = searchKey(query);
  const summary = into.get(key);
  if (!summary) {
    into.set(key, { query: query.trim(), searches: 1, resultCount, lastAt: at });
    return;
  }
  summary.searches += 1;
  if (at > summary.lastAt) Object.assign(summary, { resultCount, lastAt: at });
}

const byFrequency = (summaries: Map<string, SearchSummary>) =>
  [...summaries.values()].sort((a, b) => b.searches - a.searches || b.lastAt.localeCompare(a.lastAt));

/** Searches that found nothing, and searches whose results nobody opened. */
export function summarizeSearches(rows: readonly EventRow[]): SearchSummaries {
  const withoutResults = new Map<string, SearchSummary>();
  const withoutOpenedHits = new Map<string, SearchSummary>();
  for (const row of rows) {
    const search = fieldsOf('SearchPerformed_v1', row);
    if (!search) continue;
    if (search.result_count === 0) addSearch(withoutResults, search.query, 0, row.created_at);
    else if (!search.hit_opened) addSearch(withoutOpenedHits, search.query, search.result_count, row.created_at);
  }
  return { withoutResults: byFrequency(withoutResults), withoutOpenedHits: byFrequency(withoutOpenedHits) };
}

/** Sign-in successes and failures per method, the method with the most attempts first. */
export function summarizeSignIns(rows: readonly EventRow[]): SignInSummary[] {
  const methods = new Map<string, SignInSummary>();
  const count = (method: string, outcome: 'succeeded' | 'failed') => {
    const summary = methods.get(method) ?? { method, succeeded: 0, failed: 0 };
    methods.set(method, summary);
    summary[outcome] += 1;
  };
  for (const row of rows) {
    const success = fieldsOf('AuthenticationSucceeded_v1', row);
    if (success) count(success.method, 'succeeded');
    const failure = fieldsOf('AuthenticationFailed_v1', row);
    if (failure) count(failure.method, 'failed');
  }
  return [...methods.values()].sort(
    (a, b) => b.succeeded + b.failed - (a.succeeded + a.failed) || a.method.localeCompare(b.method),
  );
}
