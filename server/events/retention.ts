/**
 * Deletes analytics events older than EVENTS_RETENTION_DAYS: once at start, then every few hours.
 */
import type { FastifyBaseLogger } from 'fastify';
import { retentionCutoff, type EventStore } from './eventStore.js';

const sweepEveryMs = 6 * 60 * 60 * 1000;

export function scheduleEventRetention(
  events: EventStore,
  retentionDays: number,
  log: FastifyBaseLogger,
): { stop(): void } {
  const sweep = async () => {
    try {
      const deleted = await events.deleteOlderThan(retentionCutoff(new Date(), retentionDays));
      if (deleted > 0) log.info({ deleted, retentionDays }, 'old analytics events deleted');
    } catch (error) {
      log.error({ err: error }, 'deleting old analytics events failed; the next sweep tries again');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), sweepEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
