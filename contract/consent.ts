/**
 * Consent (levels, each with the time it was given; /api/consent): what a reader allows, shared by
 * the browser, which asks and remembers, and the server, which stores a signed-in reader's choice and
 * refuses analytics it was not allowed to record.
 *
 * - `necessary`: what the site needs to work (the session, this choice itself). Always granted.
 * - `analytics`: page views, searches and sign-in outcomes by beacon, tied together by a correlation id.
 *
 * Global Privacy Control and Do Not Track count as "necessary only", whatever was chosen before.
 *
 * No validation library here: the browser imports this with every page. server/consent/routes.ts validates.
 */
export const consentLevels = ['necessary', 'analytics'] as const;
export type ConsentLevel = (typeof consentLevels)[number];

export interface ConsentGrant {
  level: ConsentLevel;
  /** When the reader granted it, ISO 8601. */
  created_at: string;
}

export const consentPath = '/api/consent';

/** Where the browser keeps an anonymous reader's choice (localStorage), as ConsentGrant[] JSON. */
export const consentStorageKey = 'tideline.consent';

/** Where the reader's consent stands: no choice yet (ask), necessary only, or analytics too. */
export type ConsentDecision = 'undecided' | 'necessary' | 'analytics';

export interface PrivacySignals {
  /** `navigator.globalPrivacyControl`, or the Sec-GPC request header. */
  globalPrivacyControl: boolean;
  /** `navigator.doNotTrack === '1'`, or the DNT request header. */
  doNotTrack: boolean;
}

/** The levels as stored: `necessary` is part of every choice, and each level appears once. */
/** What GET, POST, PUT and DELETE /api/consent answer. */
export interface ConsentAnswer {
  result: { consent_levels: ConsentGrant[]; decision: ConsentDecision; deleted_events?: number };
}

export function withNecessary(levels: readonly ConsentLevel[]): ConsentLevel[] {
  return consentLevels.filter((level) => level === 'necessary' || levels.includes(level));
}

export function decideConsent(
  grants: readonly Pick<ConsentGrant, 'level'>[],
  signals: PrivacySignals,
): ConsentDecision {
  if (signals.globalPrivacyControl || signals.doNotTrack) return 'necessary';
  if (grants.some((grant) => grant.level === 'analytics')) return 'analytics';
  return grants.length > 0 ? 'necessary' : 'undecided';
}

/** The privacy signals a request carries (header names in lower case, as Node gives them). */
export function privacySignalsOf(headers: Readonly<Record<string, string | string[] | undefined>>): PrivacySignals {
  return { globalPrivacyControl: headers['sec-gpc'] === '1', doNotTrack: headers.dnt === '1' };
}
