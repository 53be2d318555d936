/**
 * What the site records, and only with the reader's leave: analytics events once consent says analytics,
 * page feedback always (the reader sends it on purpose), with the correlation id only under analytics.
 */
import { refusal } from './refusal';
import { eventsPath } from '@site/contract/eventLimits';
import type { AnalyticsEvent, EventData, EventName } from '@site/contract/events';
import { currentLocation, sendBeacon } from './beacon';
import { consentSnapshot, settled } from './consent';
import { correlationId } from './correlationId';

type AnalyticsName = Exclude<EventName, 'PageFeedback_v1'>;

function eventOf<Name extends EventName>(name: Name, data: EventData<Name>, analytics: boolean): AnalyticsEvent {
  // The union member for `name`; TypeScript cannot pair a generic name with its data.
  return {
    name,
    window_location: currentLocation(),
    event_data: data,
    ...(analytics ? { analytics_correlation_id: correlationId() } : {}),
  } as AnalyticsEvent;
}

/**
 * Records an analytics event by beacon at once if the reader allows analytics now; otherwise drops it.
 * Synchronous, for the moment before the page unloads.
 */
export function trackNow<Name extends AnalyticsName>(name: Name, data: EventData<Name>): boolean {
  const { settled: known, decision } = consentSnapshot();
  if (!known || decision !== 'analytics') return false;
  sendBeacon(eventOf(name, data, true));
  return true;
}

/** Records an analytics event by beacon once consent is known, if the reader allows analytics. */
export async function track<Name extends AnalyticsName>(name: Name, data: EventData<Name>): Promise<boolean> {
  await settled();
  return trackNow(name, data);
}

export type FeedbackResult = { ok: true } | { ok: false; message: string };

/** Sends page feedback and says whether it arrived: the reader waits for a thank-you or an error. */
export async function sendFeedback(data: EventData<'PageFeedback_v1'>): Promise<FeedbackResult> {
  const { decision } = await settled();
  try {
    const response = await fetch(eventsPath, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(eventOf('PageFeedback_v1', data, decision === 'analytics')),
    });
    if (response.ok) return { ok: true };
    if (response.status === 429)
      return { ok: false, message: 'You have sent a lot of feedback on this page; please wait a few minutes.' };
    return {
      ok: false,
      message: (await refusal(response, 'Your feedback could not be sent. Please try again.')).message,
    };
  } catch {
    return { ok: false, message: 'Your feedback could not be sent: check your network connection and try again.' };
  }
}
