/**
 * Analytics events (sent by beacon to POST /api/events): their names, their fields and their limits,
 * one definition for the browser that sends them and the server that validates and stores them. Unknown
 * names and unknown fields are refused, so nothing unplanned is ever stored.
 */
import * as z from 'zod';
import { maxFeedbackCommentLength } from './eventLimits.js';
import { isSameSitePath } from './returnTarget.js';

export { eventsPath, maxEventBytes } from './eventLimits.js';

/** A page of this site only: a stored path is later shown as a link on the Insights page. */
const sitePath = z
  .string()
  .max(512)
  .refine(
    isSameSitePath,
    'A path on this site starts with a single "/" and has no host, scheme or control characters.',
  );

/** Sign-in methods as the login form names its factors. */
const signInMethod = z.string().regex(/^[a-z_]{2,40}$/, 'A sign-in method is a factor name such as email_link.');

const eventDataSchemas = {
  VirtualPageLoaded_v1: z.object({ title: z.string().max(300).optional() }).strict(),
  AuthenticationSucceeded_v1: z.object({ method: signInMethod }).strict(),
  AuthenticationFailed_v1: z.object({ method: signInMethod, reason: z.string().max(300).optional() }).strict(),
  SearchPerformed_v1: z
    .object({
      query: z.string().trim().min(1).max(200),
      result_count: z.number().int().min(0).max(100_000),
      hit_opened: z.boolean(),
    })
    .strict(),
  PageFeedback_v1: z
    .object({
      helpful: z.boolean(),
      comment: z
        .string()
        .trim()
        .max(maxFeedbackCommentLength, `Keep the comment to ${maxFeedbackCommentLength} characters.`)
        .optional(),
      // A vote counts when it is clicked; the comment written after it comes as a second event, which must not count
      // the same vote again.
      comment_on_vote: z.literal(true).optional(),
    })
    .strict(),
} as const;

export type EventName = keyof typeof eventDataSchemas;
const eventNames = Object.keys(eventDataSchemas) as EventName[];
export type EventData<Name extends EventName> = z.infer<(typeof eventDataSchemas)[Name]>;

/** Feedback is sent on purpose by the reader: it needs no analytics consent (and then has no correlation id). */
export const eventsNeedingNoConsent: ReadonlySet<EventName> = new Set<EventName>(['PageFeedback_v1']);

const envelope = z
  .object({
    name: z.enum(eventNames as [EventName, ...EventName[]], {
      error: `Unknown event name; known names are ${eventNames.join(', ')}.`,
    }),
    /** Ties one visit's events together (kept in session storage); only with analytics consent. */
    analytics_correlation_id: z.uuid().optional(),
    /** The page the event happened on (window_location), as a path: no query string, no host. */
    window_location: sitePath,
    event_data: z.unknown(),
  })
  .strict();

export type AnalyticsEvent = {
  [Name in EventName]: {
    name: Name;
    analytics_correlation_id?: string;
    window_location: string;
    event_data: EventData<Name>;
  };
}[EventName];

export type EventParseResult = { ok: true; event: AnalyticsEvent } | { ok: false; message: string };

const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'event'}: ${issue.message}`).join('; ');

/** Validates an event as received; the message says what to fix. */
export function parseEvent(input: unknown): EventParseResult {
  const outer = envelope.safeParse(input);
  if (!outer.success) return { ok: false, message: describeIssues(outer.error) };
  const data = eventDataSchemas[outer.data.name].safeParse(outer.data.event_data ?? {});
  if (!data.success) return { ok: false, message: describeIssues(data.error) };
  return { ok: true, event: { ...outer.data, event_data: data.data } as AnalyticsEvent };
}
