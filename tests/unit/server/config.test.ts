import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@site/server/config';

describe('server configuration', () => {
  it('runs with no environment at all: port 3000, SQLite under .data, mail to the outbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      secure: false,
      database: { kind: 'sqlite', file: '.data/auth.db' },
      mail: { smtpUrl: undefined, outboxDir: '.data/outbox' },
      staff: {
        emailDomains: ['tideline.example', 'tideline-water.example'],
        groups: ['docs-staff'],
        groupsClaim: 'groups',
      },
      forceLogin: false,
    });
  });

  it('reads lists, flags and URLs', () => {
    const config = loadConfig({
      STAFF_EMAIL_DOMAINS: ' Tideline.example , ops.example,',
      FORCE_LOGIN: 'true',
      PUBLIC_URL: 'https://docs.tideline.example/',
      DATABASE_URL: 'postgres://docs@db:5432/docs',
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(config.staff.emailDomains).toEqual(['tideline.example', 'ops.example']);
    expect(config.forceLogin).toBe(true);
    expect(config.publicUrl).toBe('https://docs.tideline.example');
    expect(config.secure).toBe(true);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://docs@db:5432/docs' });
  });

  it('sends Secure cookies and HSTS for an https PUBLIC_URL written in capitals, at the address as browsers write it', () => {
    const config = loadConfig({ PUBLIC_URL: 'HTTPS://Docs.Tideline.example/' });
    expect(config.secure).toBe(true);
    expect(config.publicUrl).toBe('https://docs.tideline.example');
  });

  it('takes the site at every loopback name of its port when PUBLIC_URL is not set', () => {
    const local = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];
    expect(loadConfig({}).siteOrigins).toEqual(local);
    expect(loadConfig({ HOST: '0.0.0.0' }).siteOrigins).toEqual(local);
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4000' }).siteOrigins).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:4000',
      'http://[::1]:4000',
    ]);
    expect(loadConfig({ HOST: 'docs.internal' }).siteOrigins).toEqual(['http://docs.internal:3000']);
  });

  it('writes loopback origins as browsers send them: no :80, IPv6 in brackets', () => {
    expect(loadConfig({ PORT: '80' }).siteOrigins).toEqual(['http://localhost', 'http://127.0.0.1', 'http://[::1]']);
    const ipv6 = loadConfig({ HOST: '::1', PORT: '4000' });
    expect(ipv6.publicUrl).toBe('http://[::1]:4000');
    expect(ipv6.siteOrigins).toEqual(['http://[::1]:4000', 'http://localhost:4000', 'http://127.0.0.1:4000']);
  });

  it('refuses a PUBLIC_URL with a user name or password, which sign-in links and the log would carry', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://admin:hunter2@docs.tideline.example' })).toThrow(
      /PUBLIC_URL: must not hold a user name or password/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'https://admin:hunter2@docs.tideline.example' })).not.toThrow(/hunter2/);
  });

  it('takes the site only at PUBLIC_URL when it is set, loopback or not', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://docs.tideline.example/' }).siteOrigins).toEqual([
      'https://docs.tideline.example',
    ]);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).siteOrigins).toEqual(['http://localhost:3000']);
  });

  it('names every bad variable and what it accepts', () => {
    expect(() => loadConfig({ PORT: 'eighty', FORCE_LOGIN: 'maybe', SMTP_URL: 'mail.example' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', FORCE_LOGIN: 'maybe', SMTP_URL: 'mail.example' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('FORCE_LOGIN: must be true or false');
      expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    }
  });

  it('offers single sign-on only with an issuer, a client id and a client secret together', () => {
    expect(loadConfig({}).singleSignOn).toBeNull();
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example/tenant/v2.0' })).toThrow(
      /single sign-on needs all three/,
    );
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example/tenant/v2.0/',
      OIDC_CLIENT_ID: 'docs',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_PROVIDER_NAME: 'Microsoft Entra ID',
      OIDC_PROVIDER_ICON: 'azuread',
    });
    expect(config.singleSignOn).toEqual({
      providerId: 'sso',
      name: 'Microsoft Entra ID',
      icon: 'azuread',
      issuer: 'https://login.example/tenant/v2.0',
      clientId: 'docs',
      clientSecret: 'secret',
      scopes: ['openid', 'email', 'profile'],
      mode: 'popup',
    });
  });

  it('runs single sign-on in a popup unless OIDC_MODE asks for a redirect', () => {
    const sso = { OIDC_ISSUER: 'https://login.example', OIDC_CLIENT_ID: 'docs', OIDC_CLIENT_SECRET: 'secret' };
    expect(loadConfig(sso).singleSignOn?.mode).toBe('popup');
    expect(loadConfig({ ...sso, OIDC_MODE: 'redirect' }).singleSignOn?.mode).toBe('redirect');
    expect(() => loadConfig({ ...sso, OIDC_MODE: 'tab' })).toThrow(/OIDC_MODE: must be popup or redirect/);
  });

  it('makes the host name of PUBLIC_URL the relying party of passkeys, and its origin the only one accepted', () => {
    expect(loadConfig({}).passkeyRelyingParty).toEqual({
      id: 'localhost',
      name: 'Tideline Docs',
      origin: 'http://localhost:3000',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://docs.tideline.example:8443/' }).passkeyRelyingParty).toMatchObject({
      id: 'docs.tideline.example',
      origin: 'https://docs.tideline.example:8443',
    });
  });

  it('names the provider icons it knows', () => {
    expect(() => loadConfig({ OIDC_PROVIDER_ICON: 'myspace' })).toThrow(
      /google, apple, facebook, github, gitlab, line, bitbucket, azuread/,
    );
  });

  it('demands a shared secret when several servers share PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/docs' })).toThrow(/AUTH_SECRET/);
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default or when false', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    });

    it('takes a number of proxies in front of the server', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    });

    it('takes the addresses and ranges of the proxies', () => {
      expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8 ,loopback' }).trustProxy).toEqual([
        '10.0.0.2',
        '10.1.0.0/16',
        'fd00::/8',
        'loopback',
      ]);
    });

    it('refuses true, which would let any client choose its own address, and says what to give instead', () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
        /TRUST_PROXY: true would believe any client.*number of proxies.*addresses/,
      );
    });

    it('names entries that are not addresses', () => {
      expect(() => loadConfig({ TRUST_PROXY: '10.0.0.2,proxy.example' })).toThrow(
        /TRUST_PROXY: .*\(not proxy\.example\)/,
      );
    });
  });

  it('limits sign-in messages per e-mail address or phone number, 5 per 15 minutes unless told otherwise', () => {
    expect(loadConfig({}).handleRateLimit).toEqual({ max: 5, windowSeconds: 900 });
    expect(loadConfig({ AUTH_HANDLE_RATE_LIMIT_MAX: '3' }).handleRateLimit.max).toBe(3);
    expect(() => loadConfig({ AUTH_HANDLE_RATE_LIMIT_MAX: '0' })).toThrow(/AUTH_HANDLE_RATE_LIMIT_MAX/);
  });

  it('sends mail unencrypted only when SMTP_ALLOW_PLAINTEXT says so', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }).mail.allowPlaintext).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25', SMTP_ALLOW_PLAINTEXT: 'true' }).mail.allowPlaintext).toBe(
      true,
    );
  });

  it('offers every method that works offline by default, and single sign-on once it is configured', () => {
    expect(loadConfig({}).signIn).toEqual({
      methods: ['email_link', 'otp_via_email', 'otp_via_sms', 'sms_link', 'webauthn'],
      rememberLastHandle: true,
    });
    const sso = { OIDC_ISSUER: 'https://login.example', OIDC_CLIENT_ID: 'docs', OIDC_CLIENT_SECRET: 'secret' };
    expect(loadConfig(sso).signIn.methods.at(-1)).toBe('oidc');
  });

  it('reads SIGN_IN_METHODS in its order and refuses names it does not know', () => {
    expect(loadConfig({ SIGN_IN_METHODS: 'otp_via_sms, email_link' }).signIn.methods).toEqual([
      'otp_via_sms',
      'email_link',
    ]);
    expect(() => loadConfig({ SIGN_IN_METHODS: 'email_link,carrier_pigeon' })).toThrow(
      /SIGN_IN_METHODS.*each must be one of email_link/s,
    );
    expect(() => loadConfig({ SIGN_IN_METHODS: ',' })).toThrow(/must name at least one method/);
    expect(() => loadConfig({ SIGN_IN_METHODS: 'oidc' })).toThrow(/oidc needs single sign-on configured/);
  });

  it('texts the five preferred countries and those SMS_COUNTRIES adds, and names a code that is no country', () => {
    expect([...loadConfig({}).sms.countries].sort()).toEqual(['AE', 'AU', 'GB', 'IN', 'US']);
    expect(loadConfig({ SMS_COUNTRIES: 'de, fr' }).sms.countries).toEqual(
      new Set(['AU', 'IN', 'AE', 'GB', 'US', 'DE', 'FR']),
    );
    expect(() => loadConfig({ SMS_COUNTRIES: 'DE,XX' })).toThrow(/SMS_COUNTRIES.*two-letter country code/);
  });

  it('sends texts to the SMS outbox unless an SMPP gateway is given', () => {
    expect(loadConfig({}).sms).toMatchObject({ smppUrl: undefined, outboxDir: '.data/sms-outbox' });
    expect(loadConfig({ SMS_URL: 'smpp://docs:pw@gateway:2775' }).sms.smppUrl).toBe('smpp://docs:pw@gateway:2775');
    expect(() => loadConfig({ SMS_URL: 'https://gateway' })).toThrow(/SMS_URL: must be an smpp:\/\//);
  });

  it.each([
    ['SMS_URL', 'smpp://sys:pw-Secret@gateway:99999'],
    ['SMTP_URL', 'smtp://mailer:pw-Secret@mail.example:5x87'],
    ['DATABASE_URL', 'postgres://docs:pw-Secret@[db/docs'],
  ])('refuses a %s it cannot read as a URL with a message that does not quote it', (name, url) => {
    const message = (() => {
      try {
        loadConfig({ [name]: url, AUTH_SECRET: 'x'.repeat(32) });
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    })();
    expect(message).toContain(`${name}: is not a URL the server can read`);
    expect(message).not.toContain('pw-Secret');
  });

  it('can stop the browser remembering the last handle', () => {
    expect(loadConfig({ REMEMBER_LAST_HANDLE: 'false' }).signIn.rememberLastHandle).toBe(false);
  });
});
