// @vitest-environment jsdom
/**
 * The sign-in events of the product's specification, emitted where the flows reach them: `oauthFlowStarted` and `oauthFlowFailed`
 * around single sign-on (redirect and popup), `userAuthenticatedFromURL` when a link signs the reader in, and
 * `webAuthnChallengeProcessed` once the authenticator has answered a passkey challenge. The site's analytics and
 * the login form listen to them. The server and the browser's authenticator are played by stand-ins that answer
 * as they would.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInEvents, type SignInEventName } from '@site/src/auth/events';
import { signInWithSingleSignOn } from '@site/src/auth/singleSignOn';
import { signInWithSingleSignOnPopup } from '@site/src/auth/singleSignOnPopup';
import { completeLinkSignIn } from '@site/src/auth/linkLanding';
import { addPasskey, signInWithPasskey } from '@site/src/auth/passkeys';
import type { Me } from '@site/contract/me';
import { serverAnswering } from './signInServer';
import { addOptions, authenticatorStandIn, signInOptions } from './authenticatorStandIn';

/** Every event emitted, by name, in order. */
function recording(names: SignInEventName[]) {
  const events = new SignInEvents();
  const seen: { name: SignInEventName; detail: unknown }[] = [];
  for (const name of names) events.on(name, (detail: unknown) => seen.push({ name, detail }));
  return { events, seen };
}

const singleSignOnEvents: SignInEventName[] = ['oauthFlowStarted', 'oauthFlowFailed'];

afterEach(() => vi.unstubAllGlobals());

describe('single sign-on by redirect', () => {
  it('announces the start, then goes to the provider', async () => {
    serverAnswering({ status: 200, body: { url: 'https://login.microsoftonline.example/authorize?state=s' } });
    const { events, seen } = recording(singleSignOnEvents);
    const navigate = vi.fn();
    void signInWithSingleSignOn({ providerId: 'entra', returnTo: '/gSharp/Overview', events, navigate });
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('https://login.microsoftonline.example/authorize?state=s'),
    );
    expect(seen).toEqual([{ name: 'oauthFlowStarted', detail: { providerId: 'entra' } }]);
  });

  it.each([
    ['a javascript: address', 'javascript:alert(1)'],
    ['an address without a scheme', '//login.example/authorize'],
    ['no address', undefined],
  ])('fails with "Bad OAuth sign in URL" when the server answers %s, and goes nowhere', async (_what, url) => {
    serverAnswering({ status: 200, body: { url } });
    const { events, seen } = recording(singleSignOnEvents);
    const navigate = vi.fn();
    await expect(signInWithSingleSignOn({ providerId: 'entra', returnTo: '/', events, navigate })).rejects.toThrow(
      'Bad OAuth sign in URL',
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(seen.map(({ name }) => name)).toEqual(['oauthFlowStarted', 'oauthFlowFailed']);
    expect(seen[1]?.detail).toEqual({ providerId: 'entra', error: new Error('Bad OAuth sign in URL') });
  });

  it('announces the failure with the server’s words when it refuses to start', async () => {
    serverAnswering({ status: 404, body: { message: 'No config found for provider entra' } });
    const { events, seen } = recording(singleSignOnEvents);
    await expect(
      signInWithSingleSignOn({ providerId: 'entra', returnTo: '/', events, navigate: vi.fn() }),
    ).rejects.toThrow();
    expect(seen.map(({ name }) => name)).toEqual(['oauthFlowStarted', 'oauthFlowFailed']);
  });
});

describe('single sign-on in a popup', () => {
  /** The window `window.open` returns: it records where it is sent and whether it was closed. */
  function popupWindow() {
    const popup = { closed: false, location: { replace: vi.fn() }, close: vi.fn(() => (popup.closed = true)) };
    vi.stubGlobal('open', () => popup);
    return popup;
  }

  it('fails with "Bad OAuth sign in URL", announcing start and failure, and closes the popup unvisited', async () => {
    const popup = popupWindow();
    serverAnswering({ status: 200, body: { url: 'data:text/html,<h1>Sign in</h1>' } });
    const { events, seen } = recording(singleSignOnEvents);
    await expect(
      signInWithSingleSignOnPopup({ providerId: 'entra', events, signal: new AbortController().signal }),
    ).rejects.toThrow('Bad OAuth sign in URL');
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(popup.close).toHaveBeenCalled();
    expect(seen).toEqual([
      { name: 'oauthFlowStarted', detail: { providerId: 'entra' } },
      { name: 'oauthFlowFailed', detail: { providerId: 'entra', error: new Error('Bad OAuth sign in URL') } },
    ]);
  });

  it('sends the popup to the provider after announcing the start', async () => {
    const popup = popupWindow();
    serverAnswering({ status: 200, body: { url: 'https://login.microsoftonline.example/authorize?state=s' } });
    const { events, seen } = recording(singleSignOnEvents);
    const controller = new AbortController();
    const signIn = signInWithSingleSignOnPopup({ providerId: 'entra', events, signal: controller.signal });
    await vi.waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith('https://login.microsoftonline.example/authorize?state=s'),
    );
    controller.abort();
    await expect(signIn).rejects.toThrow('Sign-in was cancelled.');
    // Going back on the form is no failure of the provider's.
    expect(seen).toEqual([{ name: 'oauthFlowStarted', detail: { providerId: 'entra' } }]);
  });
});

describe('a sign-in link', () => {
  it('announces an SMS link that signed the reader in as authenticated from the URL, by phone number', async () => {
    serverAnswering({ status: 200, body: { status: true } });
    const { events, seen } = recording(['userAuthenticatedFromURL']);
    expect(await completeLinkSignIn({ hash: '#token=abc123', search: '' }, events)).toEqual({ ok: true });
    expect(seen).toEqual([{ name: 'userAuthenticatedFromURL', detail: { handleType: 'phone_number' } }]);
  });

  it('announces an e-mail link that signed the reader in as authenticated from the URL, by e-mail address', async () => {
    const me: Me = {
      person: { active: true, person_id: 'p1', roles: [], region: 'eu' },
      organizations: [],
      handles: [{ type: 'email_address', value: 'operator@riverbend.example' }],
      credentials: [],
      staff: false,
    };
    serverAnswering({ status: 200, body: { me } });
    const { events, seen } = recording(['userAuthenticatedFromURL']);
    expect(await completeLinkSignIn({ hash: '', search: '' }, events)).toEqual({ ok: true });
    expect(seen).toEqual([{ name: 'userAuthenticatedFromURL', detail: { handleType: 'email_address' } }]);
  });

  it('announces nothing for a link the server could not spend', async () => {
    serverAnswering();
    const { events, seen } = recording(['userAuthenticatedFromURL']);
    expect(await completeLinkSignIn({ hash: '', search: '?error=INVALID_TOKEN' }, events)).toMatchObject({ ok: false });
    expect(seen).toEqual([]);
  });
});

describe('a passkey challenge', () => {
  it('is announced as processed ("get") when the authenticator has signed it for a sign-in', async () => {
    authenticatorStandIn();
    serverAnswering({ status: 200, body: signInOptions }, { status: 200, body: { user: { id: 'u1' } } });
    const { events, seen } = recording(['webAuthnChallengeProcessed']);
    await signInWithPasskey({ events });
    expect(seen).toEqual([{ name: 'webAuthnChallengeProcessed', detail: { kind: 'get' } }]);
  });

  it('is announced as processed ("create") when the authenticator has made a new passkey', async () => {
    authenticatorStandIn();
    serverAnswering({ status: 200, body: addOptions }, { status: 200, body: {} });
    const { events, seen } = recording(['webAuthnChallengeProcessed']);
    await addPasskey('Control room PC', events);
    expect(seen).toEqual([{ name: 'webAuthnChallengeProcessed', detail: { kind: 'create' } }]);
  });

  it('is not announced when the reader dismisses the prompt', async () => {
    vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
    vi.stubGlobal('navigator', {
      credentials: {
        get: async () => Promise.reject(new DOMException('The operation was not allowed.', 'NotAllowedError')),
      },
    });
    serverAnswering({ status: 200, body: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } });
    const { events, seen } = recording(['webAuthnChallengeProcessed']);
    await expect(signInWithPasskey({ events })).rejects.toThrow('No passkey was chosen');
    expect(seen).toEqual([]);
  });
});
