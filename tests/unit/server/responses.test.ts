import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '@site/server/site/cachePolicy';
import { contentSecurityPolicy, inlineScriptHashes } from '@site/server/site/contentSecurityPolicy';
import { renderGatePage, signInAddress } from '@site/server/site/gatePage';
import { meResult, signInOptions } from '@site/server/api/routes';

describe('cache policy', () => {
  it('caches hashed assets for a year, shared for the public build and private for the staff build', () => {
    expect(cacheControlFor('assets/js/main.0123abcd.js', 'public')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/js/9f1e2d3c.0123abcd.js', 'staff')).toBe('private, max-age=31536000, immutable');
  });

  it('never lets a shared cache keep HTML, which depends on the session', () => {
    expect(cacheControlFor('intro/index.html', 'public')).toBe('private, no-cache');
  });

  it('caches unhashed files briefly', () => {
    expect(cacheControlFor('img/logo.svg', 'public')).toBe('public, max-age=3600');
    expect(cacheControlFor('sitemap.xml', 'staff')).toBe('private, max-age=3600');
  });
});

describe('content security policy', () => {
  it('allows inline scripts only by hash, and no framing', () => {
    const hashes = inlineScriptHashes('<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script data-rh=true type=application/ld+json>[]</script>');
    expect(hashes).toHaveLength(1);
    const policy = contentSecurityPolicy({ scriptHashes: hashes });
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashes[0]}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('adds a nonce for a page the server wrote', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], nonce: 'abc' })).toContain("'nonce-abc'");
  });
});

describe('the 401/403 page', () => {
  const template = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body></body></html>';

  it('rewrites the address to the sign-in route, keeping where to return', () => {
    const page = renderGatePage(template, '/Internal%20Documentation/intro', false);
    expect(page.html).toContain(`<script nonce="${page.nonce}">history.replaceState(null,"","/sign-in?returnTo=%2FInternal%2520Documentation%2Fintro"+location.hash)</script>`);
  });

  it('marks a refusal for a signed-in reader', () => {
    expect(signInAddress('/x', true)).toBe('/sign-in?returnTo=%2Fx&denied=1');
  });

  it('cannot be broken out of by a crafted address', () => {
    const page = renderGatePage(template, '/</script><script>alert(1)</script>', false);
    expect(page.html).not.toContain('</script><script>alert(1)');
  });
});

describe('/me result', () => {
  it('has the seed shape with the staff flag', () => {
    const user = { id: 'u1', email: 'writer@tideline.example', emailVerified: true, name: '', groups: [], createdAt: new Date(0) };
    expect(meResult(user, true, [])).toEqual({
      person: { active: true, person_id: 'u1', roles: ['staff', 'reader'], region: 'default' },
      organizations: [{ id: 'tideline.example', org_name: 'tideline.example', tenant_name: 'tideline', managed_organizations: [] }],
      handles: [{ type: 'email_address', value: 'writer@tideline.example' }],
      credentials: [],
      staff: true,
    });
  });
});

describe('sign-in options', () => {
  it('offers the e-mail link, the e-mail code and passkeys', () => {
    expect(signInOptions(null)).toEqual({
      factors: [{ method: 'email_link' }, { method: 'otp_via_email' }, { method: 'webauthn' }],
      rememberLastHandle: true,
    });
  });

  it('adds a single sign-on button when a directory is configured', () => {
    const sso = { providerId: 'entra', name: 'Microsoft Entra ID', icon: 'azuread', issuer: 'https://x', clientId: 'c', clientSecret: 's', scopes: [], mode: 'popup' as const };
    expect(signInOptions(sso).factors.at(-1)).toEqual({
      method: 'oidc',
      options: { providerId: 'entra', label: 'Microsoft Entra ID', provider: 'azuread', mode: 'popup' },
    });
  });
});
