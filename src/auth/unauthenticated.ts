/** What an account action (listing passkeys, managing access tokens) says when the reader has no session. */
export const unauthenticatedUserMessage = 'Cannot call methods on unauthenticated user';
