/**
 * Analytics events in the identity database: recorded after validation, found per reader for deletion,
 * and removed once older than the retention period (EVENTS_RETENTION_DAYS).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AnalyticsEvent } from '../../contract/events.js';
import type { SiteDatabase } from '../store/schema.js';
import { dayMs } from '../../contract/durations.js';

interface RecordedEvent {
  event: AnalyticsEvent;
  userId: string | null;
  /** The browser family, never the user-agent string. */
  browser: string | null;
  at: Date;
}

export interface EventStore {
  record(entry: RecordedEvent): Promise<void>;
  /** Removes every event of a reader; returns how many. */
  deleteForUser(userId: string): Promise<number>;
  /** Removes events recorded before `cutoff`; returns how many. */
  deleteOlderThan(cutoff: Date): Promise<number>;
}

/** The moment before which events are deleted. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * dayMs);
}

export function eventStore(db: Kysely<SiteDatabase>): EventStore {
  return {
    async record({ event, userId, browser, at }) {
      await db
        .insertInto('analytics_event')
        .values({
          id: randomUUID(),
          name: event.name,
          user_id: userId,
          correlation_id: event.analytics_correlation_id ?? null,
          browser,
          path: event.window_location,
          data: JSON.stringify(event.event_data),
          created_at: at.toISOString(),
        })
        .execute();
    },
    async deleteForUser(userId) {
      const result = await db.deleteFrom('analytics_event').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async deleteOlderThan(cutoff) {
      const result = await db
        .deleteFrom('analytics_event')
        .where('created_at', '<', cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
