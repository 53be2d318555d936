import { createHash } from 'node:crypto';
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

  it('lets any cache keep a public page, which is the same for every reader, asking again before each use', () => {
    expect(cacheControlFor('intro/index.html', 'public')).toBe('public, no-cache');
    expect(cacheControlFor('gSharp/Overview.md', 'public')).toBe('public, no-cache');
  });

  it('keeps llms.txt, which lists more for staff, out of shared caches', () => {
    expect(cacheControlFor('llms.txt', 'public')).toBe('private, no-cache');
    expect(cacheControlFor('llms-full.txt', 'staff')).toBe('private, no-store');
  });

  it('lets no cache at all keep a staff page', () => {
    expect(cacheControlFor('intro/index.html', 'staff')).toBe('private, no-store');
  });

  it('caches unhashed public files briefly, and has staff files revalidated on every use', () => {
    expect(cacheControlFor('img/logo.svg', 'public')).toBe('public, max-age=3600');
    expect(cacheControlFor('sitemap.xml', 'staff')).toBe('private, no-cache');
  });

  it('keeps everything only a session could get out of shared caches (FORCE_LOGIN)', () => {
    expect(cacheControlFor('intro/index.html', 'public', true)).toBe('private, no-store');
    expect(cacheControlFor('sitemap.xml', 'public', true)).toBe('private, no-cache');
    expect(cacheControlFor('pagefind/pagefind-entry.json', 'public', true)).toBe('private, no-cache');
    expect(cacheControlFor('pagefind/fragment/en_0123abcd.pf_fragment', 'public', true)).toBe(
      'private, max-age=31536000, immutable',
    );
  });
});

describe('content security policy', () => {
  it('allows inline scripts only by hash, and no framing', () => {
    const hashes = inlineScriptHashes(
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script data-rh=true type=application/ld+json>[]</script>',
    );
    expect(hashes).toHaveLength(1);
    const policy = contentSecurityPolicy({ scriptHashes: hashes });
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashes[0]}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes exactly the text of each inline script, as the browser parses the page', () => {
    const page = [
      '<!doctype html><html><head>',
      '<meta name="description" content="Ends with </script> and > inside">',
      '<script data-note="a > b">first()</script>',
      '<SCRIPT TYPE="text/javascript">second("</scr" + "ipt>")</SCRIPT>',
      '<script type="module">third()</script>',
      '</head><body><div title="<script>not()</script>">text</div>',
      '<template><script>fourth()</script></template>',
      '</body></html>',
    ].join('');
    expect(inlineScriptHashes(page)).toEqual([
      hashOf('first()'),
      hashOf('second("</scr" + "ipt>")'),
      hashOf('third()'),
      hashOf('fourth()'),
    ]);
  });

  it('ends a script at its first </script>, inside a string too, as the browser does', () => {
    // The browser ends the script at the first </script>, whatever quotes surround it; the rest is page text.
    expect(inlineScriptHashes('<script>const end = "</script>"; run()</script>')).toEqual([hashOf('const end = "')]);
  });

  it('leaves out scripts the browser never runs inline: data blocks, external and empty scripts', () => {
    const page = [
      '<script type="application/ld+json">{"name": "</p> > <"}</script>',
      '<script type=application/json>[]</script>',
      '<script type="text/plain">not code</script>',
      '<script src="/assets/js/main.js" data-x=">"></script>',
      '<script>  </script>',
    ].join('');
    expect(inlineScriptHashes(page)).toEqual([]);
  });

  it('adds a nonce for a page the server wrote', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], nonce: 'abc' })).toContain("'nonce-abc'");
  });
});

describe('the 401/403 page', () => {
  const template =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body></body></html>';

  it('rewrites the address to the sign-in route, keeping where to return', () => {
    const page = renderGatePage(template, '/Internal%20Documentation/intro', false);
    expect(page.html).toContain(
      `<script nonce="${page.nonce}">history.replaceState(null,"","/sign-in?returnTo=%2FInternal%2520Documentation%2Fintro"+location.hash)</script>`,
    );
  });

  it('marks a refusal for a signed-in reader', () => {
    expect(signInAddress('/x', true)).toBe('/sign-in?returnTo=%2Fx&denied=1');
  });

  it('cannot be broken out of by a crafted address', () => {
    const page = renderGatePage(template, '/</script><script>alert(1)</script>', false);
    expect(page.html).not.toContain('</script><script>alert(1)');
  });
});

const emailUser = {
  id: 'u1',
  email: 'operator@riverbend.example',
  emailVerified: true,
  name: '',
  groups: [],
  groupsGivenAt: new Date(0),
  phoneNumber: null,
  phoneNumberVerified: false,
  createdAt: new Date(0),
  inboxProvedAt: null,
};

describe('/me result', () => {
  it('has the specified shape with the staff flag', () => {
    const user = { ...emailUser, email: 'writer@tideline.example' };
    expect(meResult(user, true, [])).toEqual({
      person: { active: true, person_id: 'u1', roles: ['staff', 'reader'], region: 'default' },
      organizations: [
        { id: 'tideline.example', org_name: 'tideline.example', tenant_name: 'tideline', managed_organizations: [] },
      ],
      handles: [{ type: 'email_address', value: 'writer@tideline.example' }],
      credentials: [],
      staff: true,
    });
  });

  it('shows a phone-only reader their number and no stand-in address', () => {
    const user = {
      ...emailUser,
      email: '447911123456@phone.tideline-docs.invalid',
      emailVerified: false,
      phoneNumber: '+447911123456',
      phoneNumberVerified: true,
    };
    expect(meResult(user, false, [])).toMatchObject({
      organizations: [],
      handles: [{ type: 'phone_number', value: '+447911123456' }],
    });
  });

  it('lists a verified phone number after the e-mail address', () => {
    const user = { ...emailUser, phoneNumber: '+447911123456', phoneNumberVerified: true };
    expect(meResult(user, false, []).handles.map((handle) => handle.type)).toEqual(['email_address', 'phone_number']);
  });
});

describe('sign-in options', () => {
  const sso = {
    providerId: 'entra',
    name: 'Microsoft Entra ID',
    icon: 'azuread' as const,
    issuer: 'https://x',
    clientId: 'c',
    clientSecret: 's',
    scopes: [],
    mode: 'popup' as const,
  };

  it('offers the configured methods in their order, with the remembering switch', () => {
    const signIn = { methods: ['otp_via_sms' as const, 'email_link' as const], rememberLastHandle: false };
    expect(signInOptions({ signIn, singleSignOn: null })).toEqual({
      factors: [{ method: 'otp_via_sms' }, { method: 'email_link' }],
      rememberLastHandle: false,
    });
  });

  it('turns oidc into the configured provider’s button', () => {
    const signIn = { methods: ['email_link' as const, 'oidc' as const], rememberLastHandle: true };
    expect(signInOptions({ signIn, singleSignOn: sso }).factors.at(-1)).toEqual({
      method: 'oidc',
      options: { providerId: 'entra', label: 'Microsoft Entra ID', provider: 'azuread', mode: 'popup' },
    });
  });
});
