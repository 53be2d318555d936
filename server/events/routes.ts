/**
 * POST /api/events: analytics events sent by beacon, and page feedback. Each event is validated (size,
 * known names and fields only), rate-limited per client, and stored without the IP address or the
 * user-agent string: only the browser family. Analytics events are stored only when the reader allowed
 * them (a signed-in reader's stored choice; Global Privacy Control and Do Not Track always say no);
 * feedback is sent on purpose and needs no consent.
 */
import Bowser from 'bowser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decideConsent, privacySignalsOf } from '../../config/consent.js';
import { eventsNeedingNoConsent, eventsPath, maxEventBytes, parseEvent, type EventName } from '../../config/events.js';
import type { Viewer } from '../auth/viewer.js';
import { apiError } from '../api/routes.js';
import type { ConsentStore } from '../consent/consentStore.js';
import type { EventStore } from './eventStore.js';
import { fixedWindowLimiter } from './rateLimiter.js';

export interface EventDependencies {
  viewerOf: (request: FastifyRequest) => Promise<Viewer>;
  events: EventStore;
  consent: ConsentStore;
  /** FORCE_LOGIN: someone not signed in sees only the sign-in page, so only a sign-in is theirs to tell of. */
  forceLogin: boolean;
}

/** What someone not signed in can send when every page needs a session (FORCE_LOGIN). */
const signInEvents = new Set<EventName>(['AuthenticationSucceeded_v1', 'AuthenticationFailed_v1']);

/** A reading session sends a page view per page; sixty a minute is far beyond a person's pace. */
const eventsPerMinute = 60;
/** Feedback is one click per page; five on one page in ten minutes from one client is already a lot. */
const feedbackPerPagePerTenMinutes = 5;

const anonymousGrants = [{ level: 'analytics' as const }];

function browserFamily(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  return Bowser.getParser(userAgent).getBrowserName() || null;
}

/** Beacons send JSON as text/plain (a simple request); fetch sends application/json. Both arrive here. */
function bodyAsJson(body: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof body !== 'string') return { ok: true, value: body };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

export async function eventRoutes(app: FastifyInstance, { viewerOf, events, consent, forceLogin }: EventDependencies): Promise<void> {
  const eventLimiter = fixedWindowLimiter(eventsPerMinute, 60_000);
  const feedbackLimiter = fixedWindowLimiter(feedbackPerPagePerTenMinutes, 10 * 60_000);

  app.post(eventsPath, { bodyLimit: maxEventBytes }, async (request, reply) => {
    const body = bodyAsJson(request.body);
    if (!body.ok) return reply.code(400).send(apiError(400, 'The event is not valid JSON.'));
    const parsed = parseEvent(body.value);
    if (!parsed.ok) return reply.code(400).send(apiError(400, `The event was not recorded: ${parsed.message}`));
    const { event } = parsed;

    const withinLimits =
      eventLimiter.allow(request.ip) && (event.name !== 'PageFeedback_v1' || feedbackLimiter.allow(`${request.ip} ${event.window_location}`));
    if (!withinLimits) {
      return reply.code(429).send(apiError(429, 'Too many events from this browser; wait a few minutes.'));
    }

    const viewer = await viewerOf(request);
    if (forceLogin && !viewer.user && !signInEvents.has(event.name)) {
      return reply.code(401).send(apiError(401, 'Sign in first: on this site only signed-in readers see pages, so only they can send events about them.'));
    }
    // An anonymous reader's choice lives in their browser, which sends analytics only once they allow them.
    const grants = viewer.user ? await consent.get(viewer.user.id) : anonymousGrants;
    const analyticsAllowed = decideConsent(grants, privacySignalsOf(request.headers)) === 'analytics';
    if (!analyticsAllowed && !eventsNeedingNoConsent.has(event.name)) {
      return reply.code(403).send(apiError(403, 'Analytics are off for this reader, so the event was not recorded.'));
    }
    // Feedback without analytics consent carries no correlation id, even if one was sent.
    const recorded = analyticsAllowed ? event : { ...event, analytics_correlation_id: undefined };
    await events.record({ event: recorded, userId: viewer.user?.id ?? null, browser: browserFamily(request.headers['user-agent']), at: new Date() });
    return reply.code(204).send();
  });
}
