/**
 * What readers are told while the identity store (PostgreSQL, or the SQLite file) does not answer. Public
 * pages need no store and keep being served; sign-in and anything that reads a session answer 503 with
 * this message, and work again as soon as the store is back, without a restart.
 */
export const storeUnavailableMessage =
  'Sign-in is unavailable right now because its database cannot be reached. Please try again in a few minutes.';
