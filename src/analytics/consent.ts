/**
 * The reader's consent in this page: decided once per page load, then changed only by the reader.
 *
 * - Global Privacy Control or Do Not Track: necessary only, and the banner does not ask (the browser has
 *   already answered for the reader; asking again would invite them to override their own setting).
 * - Signed in: the choice stored on the server (/api/consent), so it follows the reader across browsers.
 *   A choice made in this browser before signing in is kept on the server when the server has none.
 * - Anonymous: the choice kept in this browser (./localChoice.ts).
 * - The public build on a static host (no site server): nothing can be recorded, so nothing is asked.
 *
 * Components read it with useSyncExternalStore; nothing is sent until `settled()` says analytics.
 */
import { refusal } from './refusal';
import {
  consentPath,
  decideConsent,
  type ConsentAnswer,
  type ConsentDecision,
  type ConsentLevel,
  type PrivacySignals,
} from '@site/contract/consent';
import { loadSessionOnce } from '@site/src/auth/useSession';
import { forgetCorrelationId } from './correlationId';
import { forgetLocalChoice, readLocalChoice, saveLocalChoice } from './localChoice';

export interface ConsentState {
  /** False until the decision is known (the server may be asked first). */
  settled: boolean;
  decision: ConsentDecision;
  signals: PrivacySignals;
  signedIn: boolean;
  /** This host has no site server (the public build on a static host): there is nowhere to send events. */
  noServer: boolean;
  /** The reader opened "Privacy settings", or has not chosen yet. */
  askOpen: boolean;
}

const noSignals: PrivacySignals = { globalPrivacyControl: false, doNotTrack: false };
const initial: ConsentState = {
  settled: false,
  decision: 'undecided',
  signals: noSignals,
  signedIn: false,
  noServer: false,
  askOpen: false,
};

let state = initial;
const listeners = new Set<() => void>();

function update(change: Partial<ConsentState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const consentSnapshot = (): ConsentState => state;
/** At build time nothing is known: the banner is never part of the static HTML. */
export const serverConsentSnapshot = (): ConsentState => initial;

function browserPrivacySignals(): PrivacySignals {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  const legacy = window as Window & { doNotTrack?: string };
  return {
    globalPrivacyControl: browser.globalPrivacyControl === true,
    doNotTrack: browser.doNotTrack === '1' || legacy.doNotTrack === '1',
  };
}

async function consentRequest(
  method: 'GET' | 'PUT' | 'DELETE',
  body?: { consent_levels: ConsentLevel[] },
  query = '',
): Promise<ConsentAnswer> {
  const response = await fetch(`${consentPath}${query}`, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) {
    const failed = `The privacy choice could not be saved (${response.status}). Please try again.`;
    throw new Error((await refusal(response, failed)).message);
  }
  return (await response.json()) as ConsentAnswer;
}

const levelsOf = (decision: ConsentDecision): ConsentLevel[] =>
  decision === 'analytics' ? ['necessary', 'analytics'] : ['necessary'];

type Decided = Pick<ConsentState, 'decision' | 'signedIn' | 'noServer'>;

async function decide(signals: PrivacySignals, knownSignedIn: boolean): Promise<Decided> {
  const local = decideConsent(readLocalChoice(), noSignals);
  const session = knownSignedIn ? undefined : await loadSessionOnce();
  if (session?.service === 'absent') return { decision: 'necessary', signedIn: false, noServer: true };
  const signedIn = knownSignedIn || session?.me != null;
  if (!signedIn) return { decision: decideConsent(readLocalChoice(), signals), signedIn: false, noServer: false };
  try {
    let answer = await consentRequest('GET');
    if (answer.result.decision === 'undecided' && local !== 'undecided')
      answer = await consentRequest('PUT', { consent_levels: levelsOf(local) });
    // Mirror the account's choice here, so this browser agrees with it after signing out.
    if (answer.result.consent_levels.length > 0)
      saveLocalChoice(answer.result.consent_levels.map((grant) => grant.level));
    return { decision: decideConsent(answer.result.consent_levels, signals), signedIn: true, noServer: false };
  } catch {
    // The server cannot say: send nothing and do not ask now; the next page load asks the server again.
    return { decision: 'necessary', signedIn: true, noServer: false };
  }
}

let settling: Promise<ConsentState> | undefined;

async function settle(knownSignedIn: boolean): Promise<ConsentState> {
  const signals = browserPrivacySignals();
  const { decision, signedIn, noServer } = await decide(signals, knownSignedIn);
  update({ settled: true, decision, signals, signedIn, noServer, askOpen: decision === 'undecided' });
  return state;
}

/** The reader's consent as it stands now, once this page load's decision is known. */
export function settled(): Promise<ConsentState> {
  settling ??= settle(false);
  return settling.then(() => state);
}

/** Right after signing in: the account's stored choice now decides (or takes this browser's). */
export function settleAfterSignIn(): Promise<ConsentState> {
  settling = settled().then(() => settle(true));
  return settling.then(() => state);
}

/** Listeners told when the reader allows analytics (to record the page they are on). */
const onAllowed = new Set<() => void>();
export function whenAnalyticsAllowed(listener: () => void): () => void {
  onAllowed.add(listener);
  return () => onAllowed.delete(listener);
}

/** The reader's answer to the banner. Throws with a message to show when the server cannot keep it. */
export async function choose(decision: 'analytics' | 'necessary'): Promise<void> {
  const current = await settled();
  if (current.signedIn) await consentRequest('PUT', { consent_levels: levelsOf(decision) });
  saveLocalChoice(levelsOf(decision));
  const effective = decideConsent(
    levelsOf(decision).map((level) => ({ level })),
    current.signals,
  );
  if (effective !== 'analytics') forgetCorrelationId();
  const allowedNow = effective === 'analytics' && current.decision !== 'analytics';
  update({ decision: effective, askOpen: false });
  if (allowedNow) for (const listener of onAllowed) listener();
}

/** A signed-in reader's "delete my data": forgets the choice and every event recorded for them. */
export async function deleteMyData(): Promise<number> {
  const answer = await consentRequest('DELETE', undefined, '?deleteAll=true');
  forgetLocalChoice();
  forgetCorrelationId();
  update({ decision: 'undecided', askOpen: true });
  return answer.result.deleted_events ?? 0;
}

/** "Privacy settings" in the footer. */
export function openPrivacySettings(): void {
  void settled().then(() => update({ askOpen: true }));
}

export function closePrivacySettings(): void {
  if (state.decision !== 'undecided') update({ askOpen: false });
}
