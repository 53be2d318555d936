/**
 * "Signed in as …" after a sign-in. Signing in ends with a full page load (the server then serves the reader's build),
 * so the form leaves a mark in session storage and the page that loads next shows the notice once. Single sign-on by
 * redirect leaves it before going to the provider, whose answer comes back to this tab without the form.
 */
import { readStored, writeStored } from '@site/src/analytics/browserStorage';

const justSignedInKey = 'tideline.justSignedIn';

/** Called just before leaving for the page the reader returns to (or for the provider that sends them there). */
export function markJustSignedIn(): void {
  writeStored('sessionStorage', justSignedInKey, '1');
}

/** Whether this page load follows a sign-in; the mark is spent, so a reload shows nothing. */
export function takeJustSignedIn(): boolean {
  const marked = readStored('sessionStorage', justSignedInKey) !== null;
  if (marked) writeStored('sessionStorage', justSignedInKey, null);
  return marked;
}
