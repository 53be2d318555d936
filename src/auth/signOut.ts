/**
 * Ending the session, from the account menu and the sign-in page's "Switch account". Better Auth's client
 * (./authClient.ts) loads on the click: the menu is drawn on every page a signed-in reader opens, and the sign-in
 * page before its form, neither of which should wait for the client.
 */
import { settle, type AuthResult } from './authResult';

/** Ends the session on the server; the caller reloads so the public build is served. */
export function signOut(): Promise<AuthResult> {
  return settle(async () => (await import('./authClient')).signInClient().signOut());
}
