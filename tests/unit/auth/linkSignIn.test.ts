import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionPollIntervalMs, signInWithLink, type SessionNudges } from '@site/src/auth/linkSignIn';
import type { AuthResult } from '@site/src/auth/authClient';

const sent: AuthResult = { ok: true, body: {} };

/** Nudges the test fires by hand, as the link's tab (or the tab coming into view) would. */
function manualNudges(): { nudges: SessionNudges; nudge: () => void } {
  const listeners = new Set<() => void>();
  return {
    nudges: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    nudge: () => {
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('waiting for a sign-in link', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes on as soon as the link’s tab announces the sign-in, without waiting for the next check', async () => {
    let signedIn = false;
    const { nudges, nudge } = manualNudges();
    const done = vi.fn();
    void signInWithLink({
      send: async () => sent,
      signal: new AbortController().signal,
      signedIn: async () => signedIn,
      hidden: () => false,
      nudges,
    }).then(done);
    await vi.advanceTimersByTimeAsync(0);
    signedIn = true;
    nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('checks the session every few seconds while the tab is in view', async () => {
    const signedIn = vi.fn(async () => false);
    void signInWithLink({
      send: async () => sent,
      signal: new AbortController().signal,
      signedIn,
      hidden: () => false,
      nudges: manualNudges().nudges,
    }).catch(() => {});
    await vi.advanceTimersByTimeAsync(sessionPollIntervalMs * 3);
    expect(signedIn).toHaveBeenCalledTimes(3);
  });

  it('does not check on a timer while the tab is out of view, but does when it comes back', async () => {
    let hidden = true;
    const signedIn = vi.fn(async () => true);
    const { nudges, nudge } = manualNudges();
    const done = vi.fn();
    void signInWithLink({
      send: async () => sent,
      signal: new AbortController().signal,
      signedIn,
      hidden: () => hidden,
      nudges,
    }).then(done);
    await vi.advanceTimersByTimeAsync(sessionPollIntervalMs * 5);
    expect(signedIn).not.toHaveBeenCalled();
    hidden = false;
    nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('stops when the reader cancels', async () => {
    const cancel = new AbortController();
    const result = signInWithLink({
      send: async () => sent,
      signal: cancel.signal,
      signedIn: async () => false,
      hidden: () => false,
      nudges: manualNudges().nudges,
    });
    const outcome = expect(result).rejects.toThrow('Sign-in was cancelled.');
    await vi.advanceTimersByTimeAsync(0);
    cancel.abort();
    await outcome;
  });
});
