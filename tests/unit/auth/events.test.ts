import { describe, expect, it, vi } from 'vitest';
import { SignInEvents } from '@site/src/auth/events';

describe('the sign-in events the site records', () => {
  it('calls a subscriber with each event until it unsubscribes', () => {
    const events = new SignInEvents();
    const listener = vi.fn();
    const stop = events.on('oauthFlowStarted', listener);
    events.emit('oauthFlowStarted', { providerId: 'sso' });
    stop();
    events.emit('oauthFlowStarted', { providerId: 'sso' });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ providerId: 'sso' });
  });

  it('unsubscribes only the listener given', () => {
    const events = new SignInEvents();
    const kept = vi.fn();
    events.on('idFlowStarted', kept);
    events.on('idFlowStarted', vi.fn())();
    events.emit('idFlowStarted', { factor: { method: 'email_link' } });
    expect(kept).toHaveBeenCalledOnce();
  });

  it('throws "Unsupported event name" for a name the specification does not define', () => {
    const events = new SignInEvents();
    // Plain JavaScript can pass any string; the cast stands for such a caller.
    expect(() => events.on('otpSent' as 'otpSmsSent', () => {})).toThrow('Unsupported event name');
    expect(() => events.emit('loggedIn' as 'otpSmsSent', { handle: { type: 'phone_number', value: '+1' } })).toThrow(
      'Unsupported event name',
    );
  });

  it('lets site code publish a code, and nothing else', async () => {
    const events = new SignInEvents();
    const next = events.next('otpCodeSubmitted');
    events.publish('otpCodeSubmitted', { code: '123456' });
    await expect(next).resolves.toEqual({ code: '123456' });
    expect(() => events.publish('idFlowSucceeded' as 'otpCodeSubmitted', { code: '1' })).toThrow(
      'Unsupported event name',
    );
  });

  it('stops waiting for an event when the sign-in is cancelled', async () => {
    const controller = new AbortController();
    const next = new SignInEvents().next('otpCodeSubmitted', controller.signal);
    controller.abort();
    await expect(next).rejects.toThrow('Sign-in was cancelled.');
  });
});
