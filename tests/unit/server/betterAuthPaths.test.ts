/**
 * The site names Better Auth's endpoints once (contract/signIn.ts); this checks each name against the
 * library itself, so a Better Auth upgrade that renames or drops an endpoint fails here rather than in a
 * reader's browser.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betterAuthPaths, singleSignOnCallbackPath, smsLinkPaths } from '@site/contract/signIn';
import { loadConfig } from '@site/server/config';
import { openIdentityStore, type IdentityStore } from '@site/server/auth/database';
import { isSiteEndpoint } from '@site/server/auth/siteEndpoints';
import { configuredAuth } from '@site/tests/e2e/support/configuredAuth';

type PathTable = { readonly [name: string]: string | PathTable };

function namedPaths(table: PathTable, prefix = ''): [string, string][] {
  return Object.entries(table).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${name}`, value] as [string, string]]
      : namedPaths(value, `${prefix}${name}.`),
  );
}

let dataDir: string;
let store: IdentityStore;
/** Every path the configured instance serves over HTTP (server-only endpoints have none). */
let servedPaths: Set<string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'better-auth-paths-'));
  // Every method on, single sign-on included: the instance then mounts every plugin the site can use.
  const config = loadConfig({
    DATA_DIR: dataDir,
    OIDC_ISSUER: 'http://localhost:9/directory',
    OIDC_CLIENT_ID: 'tideline-docs',
    OIDC_CLIENT_SECRET: 'unused',
  });
  store = await openIdentityStore(config.database, pino({ level: 'silent' }));
  const auth = configuredAuth(config, store, 'better-auth-paths-test-'.repeat(2));
  servedPaths = new Set(
    Object.values(auth.api as Record<string, { path?: string }>).flatMap(({ path: served }) =>
      served ? [served] : [],
    ),
  );
  await auth.$context;
});

afterAll(async () => {
  await store?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the site's table of Better Auth endpoints", () => {
  it.each(namedPaths(betterAuthPaths))('names an endpoint Better Auth serves: %s (%s)', (_name, named) => {
    expect([...servedPaths]).toContain(named);
  });

  it.each(namedPaths(smsLinkPaths))("names an endpoint of the site's SMS-link plugin: %s (%s)", (_name, named) => {
    expect([...servedPaths]).toContain(named);
  });

  it("fills the provider's id into the single sign-on callback", () => {
    expect(singleSignOnCallbackPath('directory')).toBe('/callback/directory');
  });
});

describe('the e-mail and phone-number endpoints Better Auth mounts that the site does not use', () => {
  const used = new Set([...namedPaths(betterAuthPaths), ...namedPaths(smsLinkPaths)].map(([, used]) => used));
  const plugins =
    /^\/(email-otp|phone-number|magic-link|sign-in\/(email|phone-number)|forget-password|sign-up|change-email|verify-email|send-verification-email)/;

  it('are found in the library (the list below is not empty)', () => {
    expect([...servedPaths].filter((served) => plugins.test(served) && !used.has(served)).length).toBeGreaterThan(5);
  });

  it('are never forwarded to Better Auth, by any method', () => {
    const forwarded = [...servedPaths]
      .filter((served) => plugins.test(served) && !used.has(served))
      .flatMap((served) =>
        ['GET', 'POST']
          .filter((method) => isSiteEndpoint(method, served, 'directory'))
          .map((method) => `${method} ${served}`),
      );
    expect(forwarded).toEqual([]);
  });
});
