// @ts-check
/**
 * Mutation testing (`npm run test:mutation`, tools/mutation/run.ts): proves the unit tests catch a bug in the
 * modules whose bugs would open a hole (an open redirect, a customer read as staff, a staff file served to the
 * public, a sign-in code in a log, a leaking public build, a sign-in form that sends what it should refuse).
 * Scores per module, and why each surviving mutant survives, are in tests/README.md.
 */

/**
 * Each module mutated, with the unit tests that specify it. A mutant runs only its module's tests, and of those only
 * the ones that reach its line; a mutant of a module-level constant (a pattern) runs all of its module's tests.
 * @type {Record<string, string[]>}
 */
export const mutationTargets = {
  'contract/urlPath.ts': ['tests/unit/urlPath.test.ts'],
  'contract/returnTarget.ts': ['tests/unit/server/returnTarget*.test.ts', 'tests/unit/analytics/eventPaths.test.ts'],
  'server/auth/staffRule.ts': ['tests/unit/server/staffRule*.test.ts'],
  'server/site/access.ts': ['tests/unit/server/access.test.ts', 'tests/unit/server/forcedSignInResources.test.ts'],
  'server/site/resolveFile.ts': ['tests/unit/server/resolveFile*.test.ts'],
  'server/logging.ts': ['tests/unit/server/logging*.test.ts', 'tests/unit/server/mailer.test.ts'],
  'scripts/findLeaks.ts': ['tests/unit/leakGuard/*.test.ts'],
  'scripts/leakMarkers.ts': ['tests/unit/leakGuard/*.test.ts'],
  'src/auth/validators.ts': ['tests/unit/auth/validators*.test.ts', 'tests/unit/auth/formState.test.ts'],
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Runs the tests that tools/mutation/run.ts names for the module (all of the above when run directly).
  vitest: { configFile: 'tools/mutation/vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: Object.keys(mutationTargets),
  // The sandbox copies the repository; the builds and caches are large and no unit test of these modules reads them.
  ignorePatterns: ['build', '.cache', '.data', '.docusaurus-build', 'test-results', 'bench/results'],
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
