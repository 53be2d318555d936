import { useEffect, useState } from 'react';
import type { SignInEvents } from '@site/src/auth/events';

export interface CodeEntryState {
  /** A code is on its way; until then the screen shows a spinner. */
  sent: boolean;
  /** The last code submitted was wrong. */
  incorrect: boolean;
  /** A submitted code is being checked. */
  checking: boolean;
}

const fresh: CodeEntryState = { sent: false, incorrect: false, checking: false };

/**
 * The code screen's state, followed from the sign-in events. It lives with the form, not the screen, so an
 * event that fires while the screen mounts is not missed; `attempt` and `run` start it afresh for each attempt and each retry.
 */
export function useCodeEntryState(events: SignInEvents, attempt: unknown, run: number): CodeEntryState {
  const [state, setState] = useState<CodeEntryState>(fresh);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and `run` are not read; a new one starts the state afresh.
  useEffect(() => {
    setState(fresh);
    const stops = [
      events.on('otpSmsSent', () => setState((s) => ({ ...s, sent: true, checking: false }))),
      events.on('otpEmailSent', () => setState((s) => ({ ...s, sent: true, checking: false }))),
      events.on('otpCodeSubmitted', () => setState((s) => ({ ...s, incorrect: false, checking: true }))),
      events.on('otpIncorrectCodeSubmitted', () => setState((s) => ({ ...s, incorrect: true, checking: false }))),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [events, attempt, run]);
  return state;
}
