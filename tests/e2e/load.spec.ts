/**
 * The server holds under load: autocannon keeps ten connections busy for a few seconds each on a public
 * page, a content-hashed asset, a staff page and /api/me (both with a staff session), over loopback. Every
 * request must get a 2xx answer: no connection errors, no timeouts, no 5xx. Speed is not judged here; the
 * benchmark (bench/server-load.ts, same measuring code) reports requests/s and p99.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { measureLoad } from './support/serverLoad';
import { signInOverHttp } from './support/httpSession';
import { staffAddress } from './support/session';
import { startSiteServer, type RunningSite } from './support/siteServer';
import { testServer } from './support/testServer';

const secondsPerTarget = 3;

// One server for the file; its targets are measured one after another so they do not compete.
test.describe.configure({ mode: 'serial' });

let site: RunningSite;
let session: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSiteServer({ dataDir: path.join(testServer.dataDir, '..', 'load') });
  session = await signInOverHttp(site.url, staffAddress(), path.join(site.dataDir, 'outbox'));
});
test.afterAll(async () => site?.stop());

const hashedAsset = () => {
  const file = readdirSync(path.join(testServer.root, 'build/public/assets/js')).find((name) =>
    /\.[0-9a-f]{8,}\.js$/.test(name),
  );
  if (!file) throw new Error('The public build has no content-hashed script.');
  return `/assets/js/${file}`;
};

const targets: { name: string; path: () => string; signedIn: boolean }[] = [
  { name: 'a public page', path: () => '/intro', signedIn: false },
  { name: 'a content-hashed asset', path: hashedAsset, signedIn: false },
  { name: 'a staff page with a session', path: () => '/Internal%20Documentation/intro', signedIn: true },
  { name: '/api/me with a session', path: () => '/api/me', signedIn: true },
];

for (const target of targets) {
  test(`${target.name} answers every request under load`, async () => {
    const result = await measureLoad({
      url: `${site.url}${target.path()}`,
      headers: target.signedIn ? { cookie: session } : {},
      seconds: secondsPerTarget,
    });
    console.log(`${target.name}: ${result.requests} requests, ${result.requestsPerSecond}/s, p99 ${result.p99Ms} ms`);
    expect(result.requests, 'the load ran').toBeGreaterThan(0);
    expect({ errors: result.errors, non2xx: result.non2xx, serverErrors: result.serverErrors }).toEqual({
      errors: 0,
      non2xx: 0,
      serverErrors: 0,
    });
  });
}
