import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { testReportFiles } from './scripts/testTimings';

export default defineConfig({
  resolve: {
    // The same alias Docusaurus gives the site's own modules.
    alias: { '@site': path.resolve(__dirname) },
  },
  // The site's tsconfig leaves JSX to Docusaurus; component tests need it compiled to React calls.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // CI runs on 2 cores, sometimes beside builds: 5 s (the default) cut off tests that only waited for a core.
    testTimeout: 20_000,
    // The JSON report feeds the slowest-tests list that `npm test` writes (scripts/testPhases.ts).
    reporters: ['json', 'default'],
    outputFile: { json: testReportFiles.vitest },
  },
});
