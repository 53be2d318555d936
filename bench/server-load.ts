/**
 * The site server under load: requests per second and p99 latency for a public page, a content-hashed
 * asset, a staff page and /api/me (both with a staff session), each for a fixed time over loopback.
 * Prints the figures and writes them to bench/results/server-load.json. Fails when any request got no
 * answer or a 5xx; speed itself has no budget here, the figures are for the report.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLoad, type LoadFigures } from '../tests/e2e/support/serverLoad.js';
import { startSiteServer } from '../tests/e2e/support/siteServer.js';
import { signInOverHttp } from '../tests/e2e/support/httpSession.js';

const secondsPerTarget = 5;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const hashedAsset = (await readdir(path.join(root, 'build/public/assets/js'))).find((file) =>
  /\.[0-9a-f]{8,}\.js$/.test(file),
);
if (!hashedAsset) throw new Error('No content-hashed script in build/public/assets/js: run `npm run build` first.');

const site = await startSiteServer({ dataDir: path.join(root, '.cache', 'bench', 'server-load') });
const figures: (LoadFigures & { name: string })[] = [];
try {
  const cookie = await signInOverHttp(site.url, 'bench@tideline.example', path.join(site.dataDir, 'outbox'));
  const session = { cookie };
  const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: 'public page', path: '/intro' },
    { name: 'hashed asset', path: `/assets/js/${hashedAsset}` },
    { name: 'staff page (session)', path: '/Internal%20Documentation/intro', headers: session },
    { name: '/api/me (session)', path: '/api/me', headers: session },
  ];
  for (const target of targets) {
    const result = await measureLoad({
      url: `${site.url}${target.path}`,
      headers: target.headers,
      seconds: secondsPerTarget,
    });
    // The port changes every run; the path is what the report compares.
    figures.push({ name: target.name, ...result, url: target.path });
    console.log(
      `${target.name}: ${result.requestsPerSecond} requests/s, p99 ${result.p99Ms} ms, ` +
        `${result.errors} errors, ${result.non2xx} non-2xx (${result.serverErrors} 5xx) of ${result.requests}`,
    );
  }
} finally {
  await site.stop();
}

await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(
  path.join(here, 'results', 'server-load.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), secondsPerTarget, figures }, null, 2)}\n`,
);
const failed = figures.some((result) => result.errors > 0 || result.non2xx > 0);
process.exit(failed ? 1 : 0);
