/**
 * `npm run test:mutation`: Stryker over each module of stryker.config.mjs's `mutationTargets`, one module at a time,
 * each with only its own unit tests, so a mutant the tests cannot trace to a test (one in a module-level constant, such
 * as a pattern) reruns only the tests of its own module. Prints each module's score as a Markdown table and fails
 * when one is below the minimum. Reports per module: test-results/mutation/<module>.html.
 */
import { Stryker } from '@stryker-mutator/core';
import { mutationTargets } from './stryker.config.mjs';
import { meetsMinimum, minimumMutationScore, moduleScore, scoresTable, type ModuleScore } from './mutationScores.js';

const reportName = (module: string) => module.replace(/\.[^.]+$/, '').replace(/\//g, '-');

const only = process.argv.slice(2);
const modules = Object.keys(mutationTargets).filter((module) => only.length === 0 || only.includes(module));

const scores: ModuleScore[] = [];
for (const module of modules) {
  console.log(`\nMutation testing ${module}`);
  // Read by tools/mutation/vitest.config.ts in the test runner processes Stryker starts for this module.
  process.env.MUTATED_MODULE_TESTS = JSON.stringify(mutationTargets[module] ?? []);
  const results = await new Stryker({
    configFile: 'tools/mutation/stryker.config.mjs',
    mutate: [module],
    htmlReporter: { fileName: `test-results/mutation/${reportName(module)}.html` },
    jsonReporter: { fileName: `test-results/mutation/${reportName(module)}.json` },
    // The minimum applies to each module below, not to one module's run. (Not `null`: Stryker merges these options into
    // the config module it imported once, and cannot merge into a null on the next module's run.)
    thresholds: { high: 90, low: minimumMutationScore, break: 0 },
  }).runMutationTest();
  scores.push(
    moduleScore(
      module,
      results.map((result) => result.status),
    ),
  );
}

console.log(`\n${scoresTable(scores)}\n`);
const low = scores.filter((score) => !meetsMinimum(score));
if (low.length > 0) {
  console.log(`Below ${minimumMutationScore} %: ${low.map((score) => score.module).join(', ')}`);
  process.exitCode = 1;
}
