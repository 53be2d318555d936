/**
 * POST /api/events: analytics events sent by beacon, and page feedback. Each event is validated (size,
 * known names and fields only), rate-limited per client, and stored without the IP address or the
 * user-agent string: only the browser family. Analytics events are stored only when the reader allowed
 * them (a signed-in reader's stored choice; Global Privacy Control and Do Not Track always say no);
 * feedback is sent on purpose and needs no consent.
 */
import Bowser from 'bowser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decideConsent, privacySignalsOf } from '../../contract/consent.js';
import {
  eventsNeedingNoConsent,
  eventsPath,
  maxEventBytes,
  parseEvent,
  type EventName,
} from '../../contract/events.js';
import type { Viewer } from '../auth/viewer.js';
import { apiError } from '../api/routes.js';
import type { ConsentStore } from '../consent/consentStore.js';
import type { EventStore } from './eventStore.js';
import { clientGroup } from '../api/clientGroup.js';
import { consumeAllowance, type CountStore } from '../auth/sharedAllowance.js';
import { isStaffSectionPath } from '../site/access.js';
import { readablePath } from '../../contract/urlPath.js';
import { daySeconds } from '../../contract/durations.js';
import { jsonValueRefusal } from '../api/jsonBody.js';

export interface EventDependencies {
  viewerOf: (request: FastifyRequest) => Promise<Viewer>;
  events: EventStore;
  consent: ConsentStore;
  /** FORCE_LOGIN: someone not signed in sees only the sign-in page, so only a sign-in is theirs to tell of. */
  forceLogin: boolean;
  /** The identity store's shared counts (../auth/sharedAllowance.ts), so every instance counts together. */
  counts: () => Promise<CountStore>;
  /** Events the whole site records per day (EVENTS_PER_DAY). */
  eventsPerDay: number;
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

/**
 * Beacons send JSON as text/plain (a simple request), parsed here and held to the same rules as an application/json
 * body (../api/jsonBody.ts): without them a beacon stored the NUL characters and half surrogate pairs that body refuses.
 * Fetch sends application/json, parsed already; a JSON string there is a string, not text to parse again.
 */
function bodyAsJson(
  body: unknown,
  contentType: string | undefined,
): { ok: true; value: unknown } | { ok: false; message: string } {
  if (typeof body !== 'string' || /^application\/json\b/i.test(contentType ?? '')) return { ok: true, value: body };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, message: 'The event is not valid JSON.' };
  }
  const refusal = jsonValueRefusal(value);
  return refusal ? { ok: false, message: refusal.message } : { ok: true, value };
}

const tooMany = 'Too many events from this browser; wait a few minutes.';

export async function eventRoutes(
  app: FastifyInstance,
  { viewerOf, events, consent, forceLogin, counts, eventsPerDay }: EventDependencies,
): Promise<void> {
  /** Counts one event against each budget in turn (per client, per page's feedback, the site's day); the first spent one refuses. */
  async function refusal(client: string, name: EventName, path: string): Promise<string | undefined> {
    const store = await counts();
    if (
      !(await consumeAllowance(store, `events:client:${client}`, { max: eventsPerMinute, windowSeconds: 60 })).allowed
    )
      return tooMany;
    if (name === 'PageFeedback_v1') {
      const feedback = await consumeAllowance(store, `events:feedback:${client}:${path}`, {
        max: feedbackPerPagePerTenMinutes,
        windowSeconds: 600,
      });
      if (!feedback.allowed) return tooMany;
    }
    if (!(await consumeAllowance(store, 'events:site', { max: eventsPerDay, windowSeconds: daySeconds })).allowed) {
      return 'The site has recorded as many events as it takes today; this one was not recorded.';
    }
    return undefined;
  }

  app.post(eventsPath, { bodyLimit: maxEventBytes }, async (request, reply) => {
    const body = bodyAsJson(request.body, request.headers['content-type']);
    if (!body.ok) return reply.code(400).send(apiError(400, body.message));
    const parsed = parseEvent(body.value);
    if (!parsed.ok) return reply.code(400).send(apiError(400, `The event was not recorded: ${parsed.message}`));
    const { event } = parsed;

    const refused = await refusal(clientGroup(request.ip), event.name, event.window_location);
    if (refused) return reply.code(429).send(apiError(429, refused));

    const viewer = await viewerOf(request);
    // Only staff see the staff section, so only staff can tell of its pages; anyone else's feedback there is planted text.
    if (isStaffSectionPath(readablePath(event.window_location)) && !viewer.staff) {
      return reply.code(403).send(apiError(403, 'Only staff can send events about staff pages.'));
    }
    if (forceLogin && !viewer.user && !signInEvents.has(event.name)) {
      return reply
        .code(401)
        .send(
          apiError(
            401,
            'Sign in first: on this site only signed-in readers see pages, so only they can send events about them.',
          ),
        );
    }
    // An anonymous reader's choice lives in their browser, which sends analytics only once they allow them.
    const grants = viewer.user ? await consent.get(viewer.user.id) : anonymousGrants;
    const analyticsAllowed = decideConsent(grants, privacySignalsOf(request.headers)) === 'analytics';
    if (!analyticsAllowed && !eventsNeedingNoConsent.has(event.name)) {
      return reply.code(403).send(apiError(403, 'Analytics are off for this reader, so the event was not recorded.'));
    }
    // Feedback without analytics consent carries no correlation id, even if one was sent.
    const recorded = analyticsAllowed ? event : { ...event, analytics_correlation_id: undefined };
    await events.record({
      event: recorded,
      userId: viewer.user?.id ?? null,
      browser: browserFamily(request.headers['user-agent']),
      at: new Date(),
    });
    return reply.code(204).send();
  });
}
