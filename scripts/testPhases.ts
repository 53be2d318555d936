/**
 * `npm test` after its prerequisites: runs the given phases in order (an npm script, or several joined by `+` that run
 * side by side), stopping at the first that fails, then prints the wall time of each, writes the 20 slowest tests to test-results/timings.md and ends with one line
 * totalling every runner's tests ("N passed, N failed"), the line CI reads. Exits with the failed phase's code.
 */
import { spawn } from 'node:child_process';
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

/** Runs one npm script; its output goes to ours as it comes, or is held and handed back with `holdOutput`. */
function runScript(script: string, holdOutput: boolean): Promise<{ exitCode: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => resolve({ exitCode: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

/**
 * Runs a phase: one npm script, or several joined by `+` side by side. The static checks each keep one core busy for
 * a few seconds (the type check, knip, the writer's checks), so together they take the time of the slowest; each one's
 * output is printed whole when the group ends, in the order given, so logs never interleave.
 */
async function runPhase(phase: string): Promise<PhaseTime> {
  const started = performance.now();
  const scripts = phase.split('+');
  const results = await Promise.all(scripts.map((script) => runScript(script, scripts.length > 1)));
  for (const { output } of results) process.stdout.write(output);
  const failed = results.find((result) => result.exitCode !== 0);
  return { phase: scripts.join(' + '), wallMs: performance.now() - started, exitCode: failed?.exitCode ?? 0 };
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
  const time = await runPhase(phase);
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
