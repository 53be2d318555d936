/**
 * The login flow's state machine:
 *
 *   initial --login--> authenticating --success--> initial (after the optional success callback)
 *                                     --failure--> error   (the error is logged to the console)
 *   authenticating --retry--> authenticating (same login, same options, attempt + 1)
 *   authenticating --cancel--> initial;  error --cancel--> initial
 *
 * Any other event in any state is ignored. Subscribers hear every state change.
 * Unsubscribing removes only the given listener, not every listener of the flow.
 */
export type LoginState = 'initial' | 'authenticating' | 'error';

export interface LoginRequest<Options, Result> {
  login: (options: Options) => Promise<Result>;
  options: Options;
  onSuccess?: (result: Result) => void;
}

export type LoginEvent<Options, Result> =
  | { type: 'login'; request: LoginRequest<Options, Result> }
  | { type: 'retry' }
  | { type: 'cancel' };

export interface LoginSnapshot {
  state: LoginState;
  attempt: number;
  error?: unknown;
}

type Listener = (snapshot: LoginSnapshot) => void;

export class LoginFlow<Options, Result> {
  private snapshot: LoginSnapshot = { state: 'initial', attempt: 0 };
  private request: LoginRequest<Options, Result> | undefined;
  private readonly listeners = new Set<Listener>();
  // Each run gets a ticket so an abandoned (cancelled or retried) run cannot change the state when it settles.
  private currentRun = 0;

  constructor(private readonly logError: (error: unknown) => void = (error) => console.error(error)) {}

  get current(): LoginSnapshot {
    return this.snapshot;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  send(event: LoginEvent<Options, Result>): void {
    const { state } = this.snapshot;
    if (event.type === 'login' && state === 'initial') {
      this.request = event.request;
      this.run(1);
    } else if (event.type === 'retry' && state === 'authenticating') {
      this.run(this.snapshot.attempt + 1);
    } else if (event.type === 'cancel' && (state === 'authenticating' || state === 'error')) {
      this.currentRun += 1;
      this.transition({ state: 'initial', attempt: 0 });
    }
  }

  private run(attempt: number): void {
    const request = this.request;
    if (!request) return;
    const ticket = ++this.currentRun;
    this.transition({ state: 'authenticating', attempt });
    request.login(request.options).then(
      (result) => {
        if (ticket !== this.currentRun) return;
        request.onSuccess?.(result);
        this.transition({ state: 'initial', attempt: 0 });
      },
      (error: unknown) => {
        if (ticket !== this.currentRun) return;
        this.logError(error);
        this.transition({ state: 'error', attempt, error });
      },
    );
  }

  private transition(next: LoginSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener(next);
  }
}
