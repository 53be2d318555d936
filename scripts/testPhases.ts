/**
 * `npm test` after its prerequisites: runs the given npm scripts in order, stopping at the first that fails, then
 * prints the wall time of each, writes the 20 slowest tests to test-results/timings.md and ends with one line
 * totalling every runner's tests ("N passed, N failed"), the line CI reads. Exits with the failed phase's code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  phaseLines,
  playwrightTestTimes,
  runTotals,
  slowestTests,
  isVitestReportName,
  playwrightReportFile,
  testReportsFolder,
  timingsFile,
  timingsMarkdown,
  totals,
  totalsLine,
  vitestTestTimes,
  type PhaseTime,
  type PlaywrightReport,
  type VitestReport,
} from './testTimings.js';

function runPhase(phase: string): PhaseTime {
  const started = performance.now();
  const result = spawnSync('npm', ['run', phase], { stdio: 'inherit' });
  return { phase, wallMs: performance.now() - started, exitCode: result.status ?? 1 };
}

function readReport<T>(file: string): T | undefined {
  // The JSON is the runners' own output; only the fields declared in testTimings.ts are read.
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

const phases = process.argv.slice(2);
// A report left by an earlier run would be counted as this run's.
rmSync(testReportsFolder, { recursive: true, force: true });

const times: PhaseTime[] = [];
for (const phase of phases) {
  const time = runPhase(phase);
  times.push(time);
  if (time.exitCode !== 0) break;
}

const vitestRuns = (existsSync(testReportsFolder) ? readdirSync(testReportsFolder) : [])
  .filter(isVitestReportName)
  .flatMap((name) => readReport<VitestReport>(path.join(testReportsFolder, name)) ?? []);
const playwright = readReport<PlaywrightReport>(playwrightReportFile);
const testTimes = [
  ...vitestRuns.flatMap((run) => vitestTestTimes(run, process.cwd())),
  ...(playwright ? playwrightTestTimes(playwright) : []),
];
mkdirSync(path.dirname(timingsFile), { recursive: true });
writeFileSync(timingsFile, timingsMarkdown(times, slowestTests(testTimes)));

console.log(
  [
    '',
    ...phaseLines(times),
    `The 20 slowest tests: ${timingsFile}`,
    totalsLine(runTotals(times, totals(vitestRuns, playwright))),
  ].join('\n'),
);
process.exitCode = times.at(-1)?.exitCode ?? 0;
