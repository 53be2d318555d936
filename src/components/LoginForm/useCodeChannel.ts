import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * Connects the code-entry screen to the running e-mail-code login: the login waits on `next()`, the
 * screen calls `submit(code)` (seed §4: otpCodeSubmitted), and the login reports back through
 * `markSent` (otpSmsSent's e-mail twin) and `markIncorrect` (otpIncorrectCodeSubmitted).
 */
export function useCodeChannel() {
  const [sent, setSent] = useState(false);
  const [incorrect, setIncorrect] = useState(false);
  const [checking, setChecking] = useState(false);
  const waiting = useRef<((code: string) => void) | undefined>(undefined);

  const next = useCallback(
    () =>
      new Promise<string>((resolve) => {
        waiting.current = resolve;
      }),
    [],
  );
  const submit = useCallback((code: string) => {
    setChecking(true);
    setIncorrect(false);
    waiting.current?.(code);
    waiting.current = undefined;
  }, []);
  const markSent = useCallback(() => setSent(true), []);
  const markIncorrect = useCallback(() => {
    setChecking(false);
    setIncorrect(true);
  }, []);
  const reset = useCallback(() => {
    setSent(false);
    setIncorrect(false);
    setChecking(false);
  }, []);

  return useMemo(
    () => ({ sent, incorrect, checking, next, submit, markSent, markIncorrect, reset }),
    [sent, incorrect, checking, next, submit, markSent, markIncorrect, reset],
  );
}
