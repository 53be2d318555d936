/**
 * `npm run bench`: installs the bench's own packages when they are missing or stale (bench/package.json), type-checks
 * the bench, builds the site when its builds are missing or stale (a fresh clone has none), then runs every benchmark
 * in this folder one after another; bench/lib/ holds what they share. Each benchmark prints its numbers and exits
 * non-zero when it is over its budget or fails; this runner fails if any of them did. report.ts writes bench/REPORT.md
 * and bench/results.json. `npm run bench -- <file> [arguments]` runs the one benchmark `<file>` with those arguments.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureBuilds } from '../scripts/build.js';
import { installToolPackages } from '../scripts/toolPackages.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const report = 'report.ts';
// The budgets first, the long side-by-side report last: a budget failure shows within minutes.
const benchmarks = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .sort((a, b) => Number(a === report) - Number(b === report) || a.localeCompare(b));

const [chosen, ...chosenArguments] = process.argv.slice(2);
if (chosen !== undefined && !benchmarks.includes(chosen)) {
  console.error(`No benchmark ${chosen} in bench/. The benchmarks are ${benchmarks.join(', ')}.`);
  process.exit(2);
}

installToolPackages('bench');
// npm test type-checks the site only; the bench's code (which imports the site's) is checked here, before it runs.
const typeCheck = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', here], {
  stdio: 'inherit',
});
if (typeCheck.status !== 0) {
  console.error('The bench does not type-check (above); fix it before running it.');
  process.exit(1);
}
await ensureBuilds({ ifStale: true });

const overBudget: string[] = [];
for (const benchmark of chosen === undefined ? benchmarks : [chosen]) {
  console.log(`\n== ${benchmark}`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, benchmark), ...(chosen === undefined ? [] : chosenArguments)],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) overBudget.push(benchmark);
}

const ran = chosen === undefined ? benchmarks.length : 1;
console.log(`\n${ran - overBudget.length} within budget, ${overBudget.length} over budget or failed`);
if (overBudget.length > 0) {
  console.log(`Over budget or failed: ${overBudget.join(', ')}`);
  process.exit(1);
}
