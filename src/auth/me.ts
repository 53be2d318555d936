import { signInPaths } from '@site/config/signIn';

/**
 * The signed-in user as the site server reports it at GET /api/me (seed §3, "The /me result"),
 * plus the one fact the browser needs to decide what to show: whether the user is staff.
 */
export interface Handle {
  type: 'email_address' | 'phone_number';
  value: string;
}

export interface Me {
  person: { active: boolean; person_id: string; roles: string[]; region: string };
  organizations: { id: string; org_name: string; tenant_name: string; managed_organizations: string[] }[];
  handles: Handle[];
  credentials: { id: string; type: string; created_at: string }[];
  staff: boolean;
}

/** Answers 200 with `{ me: null }` when nobody is signed in (GET /api/me answers 401 for API clients). */
export const sessionEndpoint = signInPaths.session;

/**
 * Asks the server who is signed in. Signed out, the dev server (no API) and network failures
 * all mean "nobody": the public view is always the safe fallback.
 */
/**
 * What the session endpoint says. `absent`: this host has no sign-in service at all (the public build published on a
 * static host answers the endpoint with its 404 page), so there is nobody to sign in with here.
 */
export type SessionAnswer = { service: 'absent' } | { service: 'present'; me: Me | null };

export async function fetchSession(fetchImpl: typeof fetch = fetch): Promise<SessionAnswer> {
  try {
    const response = await fetchImpl(sessionEndpoint, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (response.status === 404) return { service: 'absent' };
    if (!response.ok) return { service: 'present', me: null };
    const body = (await response.json()) as { me?: Me | null };
    return { service: 'present', me: body.me ?? null };
  } catch {
    return { service: 'present', me: null };
  }
}

export async function fetchMe(fetchImpl: typeof fetch = fetch): Promise<Me | null> {
  const answer = await fetchSession(fetchImpl);
  return answer.service === 'present' ? answer.me : null;
}

export function firstHandleValue(me: Me): string | undefined {
  return me.handles[0]?.value;
}
