/**
 * What each sign-in method does once the reader has chosen it: one login function per method, looked up
 * by name. A method the server offers but this table lacks is not shown, so a new method plugs in here.
 */
import type { Factor, Handle, SignInMethod } from '@site/contract/factors';
import {
  requestEmailCode,
  requestEmailLink,
  requestSmsCode,
  requestSmsLink,
  submitEmailCode,
  submitSmsCode,
} from './authClient';
import { signInWithCode } from './codeSignIn';
import { signInWithLink } from './linkSignIn';
import { signInWithSingleSignOn } from './singleSignOn';
import { signInWithSingleSignOnPopup } from './singleSignOnPopup';
import { signInWithPasskey } from './passkeys';
import { checkHandleForFactor } from './factors';
import type { SignInEvents } from './events';

/** One sign-in attempt: the factor chosen, the handle typed (none for single sign-on) and where to return. */
export interface FactorRun {
  factor: Factor;
  handle: Handle | undefined;
  returnTo: string;
  events: SignInEvents;
  signal: AbortSignal;
}

export type FactorRunner = (run: FactorRun & { handle: Handle }) => Promise<void>;
type ProviderRunner = (run: FactorRun & { factor: Extract<Factor, { method: 'oidc' }> }) => Promise<void>;
/** A passkey names its account itself (a discoverable credential): it needs no handle. */
type PasskeyRunner = (run: FactorRun) => Promise<void>;

export const factorRunners: { [Method in Exclude<SignInMethod, 'oidc' | 'webauthn'>]?: FactorRunner } & {
  oidc?: ProviderRunner;
  webauthn?: PasskeyRunner;
} = {
  email_link: ({ handle, signal }) => signInWithLink({ send: () => requestEmailLink(handle.value), signal }),
  otp_via_email: ({ handle, events, signal }) =>
    signInWithCode({
      handle,
      send: () => requestEmailCode(handle.value),
      verify: (code) => submitEmailCode(handle.value, code),
      events,
      signal,
    }),
  otp_via_sms: ({ handle, events, signal }) =>
    signInWithCode({
      handle,
      send: () => requestSmsCode(handle.value),
      verify: (code) => submitSmsCode(handle.value, code),
      events,
      signal,
    }),
  sms_link: ({ handle, signal }) => signInWithLink({ send: () => requestSmsLink(handle.value), signal }),
  webauthn: ({ events }) => signInWithPasskey({ events }),
  oidc: ({ factor, returnTo, events, signal }) =>
    factor.options.mode === 'redirect'
      ? signInWithSingleSignOn({ providerId: factor.options.providerId, returnTo, events })
      : signInWithSingleSignOnPopup({ providerId: factor.options.providerId, events, signal }),
};

/** The factors this browser can run, in the server's order. */
export function runnableFactors(factors: readonly Factor[]): Factor[] {
  return factors.filter((factor) => factorRunners[factor.method] !== undefined);
}

/**
 * Runs one attempt, announcing it with idFlowStarted and its end with idFlowSucceeded or idFlowFailed.
 * A handle of the wrong kind (a phone number for an e-mail method, say) fails before anything is sent.
 */
export async function runFactor(run: FactorRun): Promise<void> {
  const { factor, events } = run;
  events.emit('idFlowStarted', { factor });
  try {
    const problem = checkHandleForFactor(factor, run.handle);
    if (problem) throw new Error(problem);
    if (factor.method === 'oidc') {
      const runner = factorRunners.oidc;
      if (!runner) throw new Error('Single sign-on is not available on this site.');
      await runner({ ...run, factor });
    } else if (factor.method === 'webauthn') {
      const runner = factorRunners.webauthn;
      if (!runner) throw new Error('Signing in with a passkey is not available on this site.');
      await runner(run);
    } else {
      const runner = factorRunners[factor.method];
      if (!runner || !run.handle) throw new Error(`Signing in with ${factor.method} is not available on this site.`);
      await runner({ ...run, handle: run.handle });
    }
    events.emit('idFlowSucceeded', { factor });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    if (!run.signal.aborted) events.emit('idFlowFailed', { factor, error: failure });
    throw failure;
  }
}
