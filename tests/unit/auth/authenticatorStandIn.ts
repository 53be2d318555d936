/**
 * A stand-in for the browser's authenticator where a unit test runs a passkey ceremony: it answers a sign-in
 * challenge with an assertion and an add with a new credential at once. Its bytes are never checked here: the
 * server checks them, and the tests play the server.
 */
import { vi } from 'vitest';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

export function authenticatorStandIn(): void {
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  vi.stubGlobal('navigator', {
    credentials: {
      get: async () => ({
        id: 'credential-1',
        rawId: bytes('credential-1'),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          authenticatorData: bytes('data'),
          clientDataJSON: bytes('{}'),
          signature: bytes('signature'),
          userHandle: bytes('user-1'),
        },
        getClientExtensionResults: () => ({}),
      }),
      create: async () => ({
        id: 'credential-2',
        rawId: bytes('credential-2'),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          attestationObject: bytes('attestation'),
          clientDataJSON: bytes('{}'),
          getTransports: () => ['internal'],
        },
        getClientExtensionResults: () => ({}),
      }),
    },
  });
}

/** What the server offers before each ceremony. */
export const signInOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' };
export const addOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Tideline Docs', id: 'localhost' },
  user: { id: 'dXNlci0x', name: 'writer@tideline.example', displayName: 'writer@tideline.example' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};
