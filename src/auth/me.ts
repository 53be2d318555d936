/**
 * Asks the site server who is signed in (GET /api/session; the shapes live in contract/me.ts).
 */
import { signInPaths } from '@site/contract/signIn';
import type { Me, SessionAnswer } from '@site/contract/me';

export type { Me };

/** Answers 200 with `{ me: null }` when nobody is signed in (GET /api/me answers 401 for API clients). */
export const sessionEndpoint = signInPaths.session;

/**
 * What this host says about the reader. `absent`: the host has no sign-in service at all (the public build published
 * on a static host answers the endpoint with a file saying so, or with its 404 page), so there is nobody to sign in
 * with here.
 */
export type SessionLookup = { service: 'absent' } | { service: 'present'; me: Me | null };

/**
 * Signed out, the dev server (no API) and network failures all mean "nobody": the public view is always the safe
 * fallback.
 */
export async function fetchSession(fetchImpl: typeof fetch = fetch): Promise<SessionLookup> {
  try {
    const response = await fetchImpl(sessionEndpoint, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return { service: 'absent' };
    if (!response.ok) return { service: 'present', me: null };
    const body = (await response.json()) as Partial<SessionAnswer>;
    if (body.signIn === 'absent') return { service: 'absent' };
    return { service: 'present', me: body.me ?? null };
  } catch {
    return { service: 'present', me: null };
  }
}

export async function fetchMe(fetchImpl: typeof fetch = fetch): Promise<Me | null> {
  const answer = await fetchSession(fetchImpl);
  return answer.service === 'present' ? answer.me : null;
}
