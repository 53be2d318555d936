import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryTokenCheck, verifiedIdTokenClaims, type IdTokenCheck } from '@site/server/auth/directoryGroups';

/** A directory's published documents over loopback: discovery and its signing keys (JWKS). */
async function publishDirectory(publishedKey: JWK, discoveryIssuer?: (issuer: string) => string) {
  const server = http.createServer((request, response) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      response.end(
        JSON.stringify({ issuer: discoveryIssuer ? discoveryIssuer(issuer) : issuer, jwks_uri: `${issuer}/jwks` }),
      );
    } else if (request.url === '/jwks') {
      response.end(JSON.stringify({ keys: [publishedKey] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const clientId = 'tideline-docs';

describe("the directory's ID token", () => {
  let directoryKey: CryptoKey;
  let otherKey: CryptoKey;
  let directory: Awaited<ReturnType<typeof publishDirectory>>;
  let check: IdTokenCheck;

  beforeAll(async () => {
    const directoryPair = await generateKeyPair('RS256', { extractable: true });
    directoryKey = directoryPair.privateKey;
    directory = await publishDirectory({
      ...(await exportJWK(directoryPair.publicKey)),
      kid: 'directory-key',
      alg: 'RS256',
      use: 'sig',
    });
    otherKey = (await generateKeyPair('RS256')).privateKey;
    check = await directoryTokenCheck({ issuer: directory.issuer, clientId })();
  });
  afterAll(() => directory.close());

  function token(
    claims: Record<string, unknown>,
    { key = directoryKey, issuer = directory.issuer, audience = clientId, expiresIn = '5m' } = {},
  ) {
    return new SignJWT({ sub: 'pat.contractor', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'directory-key' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  }

  it('gives its claims, groups included, when the directory signed it for this site', async () => {
    expect(await verifiedIdTokenClaims(await token({ groups: ['docs-staff'] }), check)).toMatchObject({
      groups: ['docs-staff'],
    });
  });

  it('is refused when signed by another key, even under the directory key id', async () => {
    await expect(
      verifiedIdTokenClaims(await token({ groups: ['docs-staff'] }, { key: otherKey }), check),
    ).rejects.toThrow(/signature/);
  });

  it('is refused when it names another issuer', async () => {
    await expect(verifiedIdTokenClaims(await token({}, { issuer: 'https://evil.example' }), check)).rejects.toThrow(
      /iss/,
    );
  });

  it('is refused when it was issued for another client', async () => {
    await expect(verifiedIdTokenClaims(await token({}, { audience: 'another-app' }), check)).rejects.toThrow(/aud/);
  });

  it('is refused once expired', async () => {
    await expect(verifiedIdTokenClaims(await token({}, { expiresIn: '-1m' }), check)).rejects.toThrow(/exp/);
  });

  it('is refused when it is not a signed token at all', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"groups":["docs-staff"]}').toString('base64url')}.`;
    await expect(verifiedIdTokenClaims(unsigned, check)).rejects.toThrow();
  });

  it('is never checked against a discovery document that names another issuer', async () => {
    const impostor = await publishDirectory({}, () => 'https://login.evil.example');
    try {
      await expect(directoryTokenCheck({ issuer: impostor.issuer, clientId })()).rejects.toThrow(
        /names another issuer/,
      );
    } finally {
      await impostor.close();
    }
  });
});
