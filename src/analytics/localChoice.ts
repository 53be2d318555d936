/**
 * An anonymous reader's consent, kept in this browser (localStorage): the same grants the server keeps for
 * a signed-in reader, each level with its created_at.
 */
import {
  consentLevels,
  consentStorageKey,
  withNecessary,
  type ConsentGrant,
  type ConsentLevel,
} from '@site/contract/consent';
import { readStored, writeStored } from './browserStorage';

export function readLocalChoice(): ConsentGrant[] {
  try {
    const parsed = JSON.parse(readStored('localStorage', consentStorageKey) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (grant): grant is ConsentGrant =>
        typeof grant === 'object' &&
        grant !== null &&
        consentLevels.includes((grant as ConsentGrant).level) &&
        typeof (grant as ConsentGrant).created_at === 'string',
    );
  } catch {
    // Something else wrote here: no choice of ours, so the banner asks.
    return [];
  }
}

/** Keeps the choice; a level chosen before keeps its created_at. */
export function saveLocalChoice(levels: readonly ConsentLevel[], now: Date = new Date()): ConsentGrant[] {
  const held = new Map(readLocalChoice().map((grant) => [grant.level, grant.created_at]));
  const grants = withNecessary(levels).map((level) => ({ level, created_at: held.get(level) ?? now.toISOString() }));
  writeStored('localStorage', consentStorageKey, JSON.stringify(grants));
  return grants;
}

export function forgetLocalChoice(): void {
  writeStored('localStorage', consentStorageKey, null);
}
