import { useEffect, useState } from 'react';
import { fetchMe, type Me } from './me';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; me: Me };

// One request per page load, shared by every component that asks.
let mePromise: Promise<Me | null> | undefined;

/** Who is signed in, asked once per page load (analytics and the navbar share the answer). */
export function loadMeOnce(): Promise<Me | null> {
  mePromise ??= fetchMe();
  return mePromise;
}

/** The session as the browser knows it; 'loading' until the first answer from the server. */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadMeOnce().then((me) => {
      if (live) setState(me ? { status: 'signedIn', me } : { status: 'signedOut' });
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
