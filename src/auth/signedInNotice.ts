/**
 * "Signed in as …" after a sign-in. Signing in ends with a full page load (the server then serves the reader's build),
 * so the form leaves a mark in session storage and the page that loads next shows the notice once.
 */
import { readStored, writeStored } from '@site/src/analytics/browserStorage';

const justSignedInKey = 'tideline.justSignedIn';

/** Called by the form just before it loads the page the reader returns to. */
export function markJustSignedIn(): void {
  writeStored('sessionStorage', justSignedInKey, '1');
}

/** Whether this page load follows a sign-in; the mark is spent, so a reload shows nothing. */
export function takeJustSignedIn(): boolean {
  const marked = readStored('sessionStorage', justSignedInKey) !== null;
  if (marked) writeStored('sessionStorage', justSignedInKey, null);
  return marked;
}
