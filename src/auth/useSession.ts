import { useEffect, useState } from 'react';
import { fetchSession, type Me, type SessionLookup } from './me';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; me: Me }
  /** This host has no sign-in service: the public build on a static host. */
  | { status: 'noSignIn' };

// One request per page load, shared by every component that asks.
let sessionPromise: Promise<SessionLookup> | undefined;

/** Who is signed in, asked once per page load (analytics and the navbar share the answer). */
export function loadSessionOnce(): Promise<SessionLookup> {
  sessionPromise ??= fetchSession();
  return sessionPromise;
}

function stateOf(answer: SessionLookup): SessionState {
  if (answer.service === 'absent') return { status: 'noSignIn' };
  return answer.me ? { status: 'signedIn', me: answer.me } : { status: 'signedOut' };
}

/** The session as the browser knows it; 'loading' until the first answer from the server. */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadSessionOnce().then((answer) => {
      if (live) setState(stateOf(answer));
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export function isStaff(state: SessionState): boolean {
  return state.status === 'signedIn' && state.me.staff;
}
