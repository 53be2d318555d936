// @vitest-environment jsdom
/**
 * A passkey ceremony whose last request (the signed challenge, or the new passkey) gets no answer: the reader is told
 * the sign-in service cannot be reached, not that the prompt was closed nor the browser's "Failed to fetch".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInEvents } from '@site/src/auth/events';
import { addPasskey, signInWithPasskey } from '@site/src/auth/passkeys';
import { addOptions, authenticatorStandIn, signInOptions } from './authenticatorStandIn';

const unreachable = 'The sign-in service cannot be reached. Check your network connection.';

/** The server offers the ceremony's options; then the network drops, as the browser reports it. */
function networkLostAfterOptions(options: object): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    if (asked.length > 1) throw new TypeError('Failed to fetch');
    return Response.json(options);
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the network drops once the authenticator has answered', () => {
  it('signing in says the sign-in service cannot be reached', async () => {
    authenticatorStandIn();
    // The passkey client logs the failure it catches; the reader's sentence is what is tested.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked = networkLostAfterOptions(signInOptions);
    await expect(signInWithPasskey({ events: new SignInEvents() })).rejects.toThrow(unreachable);
    expect(asked).toEqual([
      '/api/auth/passkey/generate-authenticate-options',
      '/api/auth/passkey/verify-authentication',
    ]);
  });

  it('adding a passkey says the sign-in service cannot be reached', async () => {
    authenticatorStandIn();
    const asked = networkLostAfterOptions(addOptions);
    await expect(addPasskey('Control room PC', new SignInEvents())).rejects.toThrow(unreachable);
    expect(asked).toEqual(['/api/auth/passkey/generate-register-options', '/api/auth/passkey/verify-registration']);
  });
});
