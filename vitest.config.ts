import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Two projects. `unit`: pure logic, components and scripts, needing no build. `server`: the site server assembled in
 * process (tests/server/support/inProcessSite.ts) against the real builds, so it runs after `npm run build`.
 */
export default defineConfig({
  resolve: {
    // The same alias Docusaurus gives the site's own modules.
    alias: { '@site': path.resolve(__dirname) },
  },
  // The site's tsconfig leaves JSX to Docusaurus; component tests need it compiled to React calls.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    // CI runs on 2 cores, sometimes beside builds: 5 s (the default) cut off tests that only waited for a core.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'] } },
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], hookTimeout: 60_000 } },
    ],
  },
});
