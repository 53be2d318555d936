/**
 * Where events go and how large they may be: plain constants without the validation library, so the
 * browser code that sends events (loaded with every page) stays small. contract/events.ts validates.
 */
export const eventsPath = '/api/events';

/** The largest body the server reads for one event; a comment of 1,000 characters fits with room. */
export const maxEventBytes = 4096;
export const maxFeedbackCommentLength = 1000;
