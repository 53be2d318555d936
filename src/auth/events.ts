/**
 * The sign-in events, as a typed API that site code can subscribe to:
 *
 *   const stop = signInEvents.on('idFlowSucceeded', ({ factor }) => analytics.track(factor.method));
 *
 * The login form publishes them while a sign-in runs; `otpCodeSubmitted` is the one event site code may
 * publish too (it hands a code to a running code sign-in). A name not listed here throws
 * 'Unsupported event name', so a typo in plain JavaScript fails loudly instead of never firing.
 */
import type { Factor, Handle } from '@site/contract/factors';

export interface SignInEventDetails {
  /** A code is on its way to the phone; the code screen replaces its spinner. */
  otpSmsSent: { handle: Handle };
  /** This site's e-mail twin of otpSmsSent, for its e-mail code. */
  otpEmailSent: { handle: Handle };
  otpCodeSubmitted: { code: string };
  /** The code was wrong; for SMS a fresh code follows. */
  otpIncorrectCodeSubmitted: { handle: Handle };
  oauthFlowStarted: { providerId: string };
  oauthFlowFailed: { providerId: string; error: Error };
  /** A sign-in link opened in this tab signed the reader in. */
  userAuthenticatedFromURL: { handleType: Handle['type'] };
  idFlowStarted: { factor: Factor };
  idFlowSucceeded: { factor: Factor };
  idFlowFailed: { factor: Factor; error: Error };
  webAuthnChallengeProcessed: { kind: 'create' | 'get' };
}

export type SignInEventName = keyof SignInEventDetails;
export type SignInListener<Name extends SignInEventName> = (detail: SignInEventDetails[Name]) => void;

const eventNames: ReadonlySet<string> = new Set<SignInEventName>([
  'otpSmsSent',
  'otpEmailSent',
  'otpCodeSubmitted',
  'otpIncorrectCodeSubmitted',
  'oauthFlowStarted',
  'oauthFlowFailed',
  'userAuthenticatedFromURL',
  'idFlowStarted',
  'idFlowSucceeded',
  'idFlowFailed',
  'webAuthnChallengeProcessed',
]);

function checkName(name: string): asserts name is SignInEventName {
  if (!eventNames.has(name)) throw new Error('Unsupported event name');
}

export class SignInEvents {
  private readonly listeners = new Map<SignInEventName, Set<(detail: never) => void>>();

  /** Calls `listener` on every `name` event until the returned function is called. */
  on<Name extends SignInEventName>(name: Name, listener: SignInListener<Name>): () => void {
    checkName(name);
    const set = this.listeners.get(name) ?? new Set();
    this.listeners.set(name, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Resolves with the next `name` event; rejects when `signal` aborts first. */
  next<Name extends SignInEventName>(name: Name, signal?: AbortSignal): Promise<SignInEventDetails[Name]> {
    return new Promise((resolve, reject) => {
      const abort = () => {
        stop();
        reject(new Error('Sign-in was cancelled.'));
      };
      const stop = this.on(name, (detail) => {
        stop();
        signal?.removeEventListener('abort', abort);
        resolve(detail);
      });
      if (signal?.aborted) abort();
      else signal?.addEventListener('abort', abort, { once: true });
    });
  }

  emit<Name extends SignInEventName>(name: Name, detail: SignInEventDetails[Name]): void {
    checkName(name);
    for (const listener of [...(this.listeners.get(name) ?? [])]) (listener as SignInListener<Name>)(detail);
  }

  /** What site code may publish: otpCodeSubmitted alone. */
  publish(name: 'otpCodeSubmitted', detail: SignInEventDetails['otpCodeSubmitted']): void {
    if (name !== 'otpCodeSubmitted') throw new Error('Unsupported event name');
    this.emit(name, detail);
  }
}

/** The page's one event bus: the login form publishes on it and site code subscribes to it. */
export const signInEvents = new SignInEvents();
