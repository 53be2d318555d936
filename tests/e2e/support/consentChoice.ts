/**
 * A reader who already chose "necessary only" in this browser, as Playwright storage state: the consent
 * banner then stays closed, as for a returning reader, and cannot cover what other tests click. The
 * consent tests (consent.spec.ts) start from an empty browser instead.
 */
import { consentStorageKey } from '../../../contract/consent';

type Origin = { origin: string; localStorage: { name: string; value: string }[] };

export function necessaryOnlyChoice(origin: string): Origin {
  const chosen = [{ level: 'necessary', created_at: '2026-01-01T00:00:00.000Z' }];
  return { origin, localStorage: [{ name: consentStorageKey, value: JSON.stringify(chosen) }] };
}

/** An empty browser: no cookies, no choice. */
export const firstVisit = { cookies: [], origins: [] };
