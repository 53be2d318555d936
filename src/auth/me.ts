/**
 * Asks the site server who is signed in (GET /api/session; the shapes live in config/me.ts).
 */
import { signInPaths } from '@site/config/signIn';
import type { Me, SessionAnswer } from '@site/config/me';

export type { Me };

/** Answers 200 with `{ me: null }` when nobody is signed in (GET /api/me answers 401 for API clients). */
export const sessionEndpoint = signInPaths.session;

/**
 * Signed out, the dev server (no API) and network failures all mean "nobody": the public view is
 * always the safe fallback.
 */
export async function fetchMe(fetchImpl: typeof fetch = fetch): Promise<Me | null> {
  try {
    const response = await fetchImpl(sessionEndpoint, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<SessionAnswer>;
    return body.me ?? null;
  } catch {
    return null;
  }
}

/** The first login handle's value (seed §3 "Logged-in user"), used as the account label. */
export function firstHandleValue(me: Me): string | undefined {
  return me.handles[0]?.value;
}
