/**
 * What readers are told while the identity store (PostgreSQL, or the SQLite file) does not answer. Public
 * pages need no store and keep being served; sign-in and anything that reads a session answer 503 with
 * this message, and work again as soon as the store is back, without a restart.
 */
export const storeUnavailableMessage =
  'Sign-in is unavailable right now because its database cannot be reached. Please try again in a few minutes.';

/**
 * What a request is told, with a 503, when it waited the longest allowed for another program's write to the SQLite
 * file (server/store/sqliteFile.ts) and the file was still locked: its own write was not made, and the same request a
 * moment later goes through.
 */
export const storeBusyMessage =
  'The site’s database is busy with another change, so this request was not carried out. Please try again in a moment.';
