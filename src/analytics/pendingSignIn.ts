/**
 * Where a sign-in success waits across the reload that follows it (src/analytics/signInTracking.ts). Kept apart
 * so every page can ask whether one is waiting without loading the sign-in tracking itself.
 */
import { readStored } from './browserStorage';

export const pendingSignInKey = 'tideline.analytics.pendingSignIn';

export function hasPendingSignIn(): boolean {
  return readStored('sessionStorage', pendingSignInKey) !== null;
}
