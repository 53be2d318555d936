/**
 * Chromium's virtual authenticator (Chrome DevTools Protocol, `WebAuthn` domain): a platform passkey
 * store that answers `navigator.credentials.create/get` at once, verified user and all, so passkey tests
 * run without a person touching a key.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface StoredCredential {
  credentialId: string;
  rpId: string;
  /** PKCS#8, base64. */
  privateKey: string;
  userHandle: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** The passkeys it holds, with their private keys. */
  credentials(): Promise<StoredCredential[]>;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials as StoredCredential[],
  };
}
