import { describe, expect, it, vi } from 'vitest';
import { LoginFlow, type LoginSnapshot } from '@site/src/auth/loginFlow';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('login flow', () => {
  it('starts in the initial state', () => {
    expect(new LoginFlow().current).toEqual({ state: 'initial', attempt: 0 });
  });

  it('runs the login with its options and returns to initial after calling onSuccess', async () => {
    const flow = new LoginFlow<{ email: string }, string>();
    const login = vi.fn(async () => 'token');
    const onSuccess = vi.fn();
    flow.send({ type: 'login', request: { login, options: { email: 'a@b.example' }, onSuccess } });
    expect(flow.current.state).toBe('authenticating');
    await settle();
    expect(login).toHaveBeenCalledWith({ email: 'a@b.example' });
    expect(onSuccess).toHaveBeenCalledWith('token');
    expect(flow.current.state).toBe('initial');
  });

  it('logs a failure to the console and moves to error', async () => {
    const logError = vi.fn();
    const flow = new LoginFlow<void, void>(logError);
    const failure = new Error('mail server down');
    flow.send({ type: 'login', request: { login: () => Promise.reject(failure), options: undefined } });
    await settle();
    expect(flow.current).toMatchObject({ state: 'error', error: failure });
    expect(logError).toHaveBeenCalledWith(failure);
  });

  it('retries with the same options and counts attempts without a limit', async () => {
    const flow = new LoginFlow<number, void>();
    const pending = deferred<void>();
    const login = vi.fn((_options: number) => pending.promise);
    flow.send({ type: 'login', request: { login, options: 7 } });
    for (let i = 0; i < 5; i += 1) flow.send({ type: 'retry' });
    expect(flow.current).toEqual({ state: 'authenticating', attempt: 6 });
    expect(login).toHaveBeenCalledTimes(6);
    expect(login.mock.calls.every(([options]) => options === 7)).toBe(true);
  });

  it('cancels back to initial, and a late result of the cancelled run changes nothing', async () => {
    const flow = new LoginFlow<void, void>(() => {});
    const pending = deferred<void>();
    flow.send({ type: 'login', request: { login: () => pending.promise, options: undefined } });
    flow.send({ type: 'cancel' });
    pending.reject(new Error('too late'));
    await settle();
    expect(flow.current.state).toBe('initial');
  });

  it('cancels from error back to initial', async () => {
    const flow = new LoginFlow<void, void>(() => {});
    flow.send({ type: 'login', request: { login: () => Promise.reject(new Error('x')), options: undefined } });
    await settle();
    flow.send({ type: 'cancel' });
    expect(flow.current.state).toBe('initial');
  });

  it('ignores events that do not apply to the current state', () => {
    const flow = new LoginFlow<void, void>();
    flow.send({ type: 'retry' });
    flow.send({ type: 'cancel' });
    expect(flow.current).toEqual({ state: 'initial', attempt: 0 });
  });

  it('notifies subscribers of every change, and unsubscribing removes only that listener', async () => {
    const flow = new LoginFlow<void, void>();
    const seen: LoginSnapshot['state'][] = [];
    const other = vi.fn();
    flow.subscribe((snapshot) => seen.push(snapshot.state));
    const unsubscribe = flow.subscribe(other);
    unsubscribe();
    flow.send({ type: 'login', request: { login: async () => {}, options: undefined } });
    await settle();
    expect(seen).toEqual(['authenticating', 'initial']);
    expect(other).not.toHaveBeenCalled();
  });
});
