/**
 * Builds a WebAuthn assertion by hand from a passkey's private key (W3C WebAuthn §6.3.3 and §7.2), so a
 * test can sign one for another relying party or origin than the site's: what a phishing site would hold.
 */
import { createHash, createPrivateKey, sign } from 'node:crypto';
import type { StoredCredential } from './virtualAuthenticator';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const base64url = (data: Buffer) => data.toString('base64url');

export interface AssertionClaims {
  challenge: string;
  rpId: string;
  origin: string;
  /** Whether the authenticator says it verified its user (a PIN, a fingerprint); true unless said otherwise. */
  userVerified?: boolean;
}

export function forgeAssertion(
  credential: StoredCredential,
  { challenge, rpId, origin, userVerified = true }: AssertionClaims,
) {
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(credential.signCount + 1);
  // Flags: user present (0x01) and user verified (0x04).
  const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([userVerified ? 0x05 : 0x01]), counter]);
  const key = createPrivateKey({ key: Buffer.from(credential.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  // Ed25519 (COSE -8, which the server lists first) hashes internally; ES256 and RS256 sign a SHA-256 digest.
  const digest = key.asymmetricKeyType === 'ed25519' ? null : 'sha256';
  const signature = sign(digest, Buffer.concat([authenticatorData, sha256(clientDataJSON)]), key);
  const id = base64url(Buffer.from(credential.credentialId, 'base64'));
  return {
    id,
    rawId: id,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: base64url(clientDataJSON),
      authenticatorData: base64url(authenticatorData),
      signature: base64url(signature),
      userHandle: base64url(Buffer.from(credential.userHandle, 'base64')),
    },
  };
}
