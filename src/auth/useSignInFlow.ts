/**
 * The login flow (./loginFlow.ts) bound to React: the current screen state, the attempt being run, and
 * start/retry/cancel. A cancelled or retried attempt is aborted so it stops polling and waiting for codes.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { LoginFlow, type LoginSnapshot } from './loginFlow';
import { runFactor, type FactorRun } from './factorRunners';

export type Attempt = Omit<FactorRun, 'signal'>;

export interface SignInFlow {
  snapshot: LoginSnapshot;
  attempt: Attempt | undefined;
  succeeded: boolean;
  start(attempt: Attempt, onSuccess?: () => void): void;
  retry(): void;
  cancel(): void;
}

export function useSignInFlow(onSignedIn: () => void): SignInFlow {
  const flow = useMemo(() => new LoginFlow<Attempt, void>(), []);
  const [snapshot, setSnapshot] = useState<LoginSnapshot>(flow.current);
  const [attempt, setAttempt] = useState<Attempt | undefined>();
  const [succeeded, setSucceeded] = useState(false);
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => flow.subscribe(setSnapshot), [flow]);
  // Leaving the form abandons its attempt: stop polling and waiting, and let nothing report back.
  useEffect(
    () => () => {
      running.current?.abort();
      flow.send({ type: 'cancel' });
    },
    [flow],
  );

  const login = (next: Attempt): Promise<void> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    return runFactor({ ...next, signal: controller.signal });
  };

  return {
    snapshot,
    attempt,
    succeeded,
    start(next, onSuccess) {
      setAttempt(next);
      flow.send({
        type: 'login',
        request: {
          login,
          options: next,
          onSuccess: () => {
            onSuccess?.();
            setSucceeded(true);
            onSignedIn();
          },
        },
      });
    },
    retry: () => flow.send({ type: 'retry' }),
    cancel() {
      running.current?.abort();
      flow.send({ type: 'cancel' });
    },
  };
}
