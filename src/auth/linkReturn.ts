/**
 * The page a reader was on when they asked for a sign-in link, kept in this browser so the link's own tab
 * (src/pages/sign-in/link.tsx) can offer the way back to it: without it that tab was a dead end ("You can now close
 * this page") for a reader whose first tab was closed. Opened on another device, the link's tab finds nothing and
 * offers the home page.
 */
import { readStored, writeStored } from '@site/src/analytics/browserStorage';
import { safeReturnPath } from '@site/contract/returnTarget';

const linkReturnKey = 'tideline.signIn.linkReturnTo';

export function rememberLinkReturn(returnTo: string): void {
  writeStored('localStorage', linkReturnKey, returnTo);
}

/** The page to continue to from the link's tab: a path on this site, never another (it is checked again here). */
export function linkReturnTarget(): string | undefined {
  const stored = readStored('localStorage', linkReturnKey);
  return stored === null ? undefined : safeReturnPath(stored);
}
