/**
 * Prints, as JSON, every route the site server answers: its own API routes as Fastify registered them, and
 * every Better Auth endpoint mounted under /api/auth, read from the same server code `server/main.ts` runs
 * with the settings in this process's environment.
 * Pages and assets are the builds' files (the fuzz test lists those). Run as a child process
 * (`node --import tsx`), because the server is ES modules and the Playwright runner loads tests as CommonJS.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../../server/config.js';
import { openIdentityStore } from '../../../server/auth/database.js';
import { authBasePath } from '../../../server/auth/auth.js';
import { createApp } from '../../../server/app.js';
import { configuredAuth } from './configuredAuth.js';

export interface ListedRoute {
  method: string;
  /** May hold parameters (`:id`), which the caller fills in. */
  path: string;
}

async function main(buildDir: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tideline-routes-'));
  try {
    // The same settings as the server under test (single sign-on adds endpoints), with a scratch store.
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, BUILD_DIR: buildDir });
    const log = pino({ level: 'silent' });
    const store = await openIdentityStore(config.database, log);
    const auth = configuredAuth(config, store, 'route-listing-only-'.repeat(3));
    const app = await createApp({
      config,
      log,
      auth,
      db: store.db,
      signInTemplate: '',
      signInAssets: new Set(),
      scriptHashes: [],
      isReady: async () => true,
      isStoreReachable: async () => true,
    });
    await app.ready();

    const routes: ListedRoute[] = [];
    for (const method of ['GET', 'POST'] as const) {
      // One line per route, e.g. "├── /api/me (GET)"; wildcard routes (pages, /api/auth/*) print as "*".
      for (const line of app.printRoutes({ commonPrefix: false, method }).split('\n')) {
        const route = /── (\/\S*) \(/.exec(line)?.[1];
        if (route) routes.push({ method, path: route });
      }
    }
    // Better Auth's endpoints: server-only ones have no path and are not reachable over HTTP.
    const endpoints = Object.values(
      auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
    );
    for (const endpoint of endpoints) {
      if (!endpoint.path) continue;
      const methods = endpoint.options?.method ?? 'GET';
      for (const method of Array.isArray(methods) ? methods : [methods]) {
        routes.push({ method: method === '*' ? 'GET' : method, path: `${authBasePath}${endpoint.path}` });
      }
    }
    // Better Auth opens its store lazily; let it finish before the scratch folder goes.
    await auth.$context;
    await app.close();
    await store.close();
    process.stdout.write(JSON.stringify(routes));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main(process.argv[2] ?? 'build').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
