/**
 * Sends one event to /api/events by beacon, which survives the page being left; where the
 * browser has no beacon or refuses it (too much queued), a keepalive fetch does the same job.
 */
import { eventsPath } from '@site/contract/eventLimits';
import type { AnalyticsEvent } from '@site/contract/events';
import { readablePath } from '@site/contract/urlPath';

export function sendBeacon(event: AnalyticsEvent): void {
  const body = JSON.stringify(event);
  // A string goes as text/plain, a simple request; the server reads it as JSON.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(eventsPath, body)) return;
  void fetch(eventsPath, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

/** The page an event happened on, as a readable path (no host, query or hash). */
export function currentLocation(): string {
  return readablePath(window.location.pathname);
}
