// @ts-check
/**
 * Mutation testing (`npm run test:mutation`): proves the unit tests catch a bug in the modules whose
 * bugs would open a hole (an open redirect, a customer read as staff, a staff file served to the public,
 * a sign-in code in a log, a leaking public build, a sign-in form that sends what it should refuse).
 * Each mutant runs only the unit tests that import its module (`related`) and, of those, only the tests
 * that reach the mutated line (`perTest`), so a run takes minutes on two shared cores.
 * Scores per module, and why each surviving mutant survives, are in tests/README.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'config/returnTarget.ts',
    'server/auth/staffRule.ts',
    'server/site/access.ts',
    'server/site/resolveFile.ts',
    'server/logging.ts',
    'scripts/findLeaks.ts',
    'scripts/leakMarkers.ts',
    'src/auth/validators.ts',
  ],
  // The sandbox copies the repository; the builds and caches are large and no unit test of these modules reads them.
  ignorePatterns: ['build', '.cache', '.data', '.docusaurus-public', '.docusaurus-staff', 'test-results', 'bench/results'],
  // Vitest skips every test under a node_modules folder, so the sandbox cannot live in node_modules/.cache.
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'test-results/mutation/index.html' },
  jsonReporter: { fileName: 'test-results/mutation/mutation.json' },
  // A mutant that makes a test run forever counts as caught; on two cores shared with builds, Stryker's default
  // allowance (5 s over the test's own time) also caught mutants that were merely waiting for a core.
  timeoutMS: 15_000,
  thresholds: { high: 90, low: 85, break: 85 },
};
