/**
 * Where the time of `npm test` goes: the wall time of each phase, the slowest tests of Vitest and Playwright (read
 * from their JSON reporters), and one line totalling the tests of every runner. Pure functions over the reports'
 * contents; scripts/testPhases.ts runs the phases and writes what these return.
 */

/** Where the runners write their JSON reports during `npm test` (Playwright empties test-results/ when it starts). */
export const testReportsFolder = '.cache/test-reports';

export const playwrightReportFile = `${testReportsFolder}/playwright.json`;

/**
 * Each Vitest run writes its own report, named for the npm script that ran it (`test:unit`, `test:server`), so a
 * later run of the same `npm test` does not overwrite an earlier one's.
 */
export const vitestReportFile = (npmScript = 'vitest') =>
  `${testReportsFolder}/vitest-${npmScript.replace(/[^\w.-]+/g, '-')}.json`;

export const isVitestReportName = (fileName: string) => /^vitest-.*\.json$/.test(fileName);

export const timingsFile = 'test-results/timings.md';

/** The parts of Vitest's JSON report (Jest's format) read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string; duration?: number | null }[];
  }[];
}

interface PlaywrightSpec {
  title: string;
  file: string;
  tests: { results: { duration: number }[] }[];
}

interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  /** Errors outside any test: a web server that did not start, a spec that does not load. */
  errors?: unknown[];
}

export interface PhaseTime {
  phase: string;
  wallMs: number;
  /** The phase's exit code; a phase that failed ends the run. */
  exitCode: number;
}

export interface TestTime {
  runner: 'unit' | 'e2e';
  /** File, then the titles of the describe blocks and the test, as the runners print them. */
  name: string;
  durationMs: number;
}

export interface Totals {
  passed: number;
  failed: number;
}

const titlePath = (parts: readonly string[]) => parts.filter((part) => part !== '').join(' › ');

function relativeTo(root: string, file: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

export function vitestTestTimes(report: VitestReport, root: string): TestTime[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      runner: 'unit' as const,
      name: titlePath([relativeTo(root, file.name), ...test.ancestorTitles, test.title]),
      durationMs: test.duration ?? 0,
    })),
  );
}

/** Playwright nests describe blocks as suites under one suite per file; a test's time is that of all its attempts. */
export function playwrightTestTimes(report: PlaywrightReport): TestTime[] {
  const times: TestTime[] = [];
  const visit = (suite: PlaywrightSuite, titles: readonly string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const durationMs = test.results.reduce((sum, result) => sum + result.duration, 0);
        times.push({ runner: 'e2e', name: titlePath([spec.file, ...titles, spec.title]), durationMs });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // A file's own suite is titled with the file name, which each spec already names.
  for (const fileSuite of report.suites) visit(fileSuite, []);
  return times;
}

export function slowestTests(times: readonly TestTime[], count = 20): TestTime[] {
  return [...times].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
}

/**
 * Tests passed and failed over every runner that reported. A test file that fails before any of its tests runs
 * (an import that throws), and a Playwright error outside any test, count as one failure each: otherwise the line
 * could say "0 failed" for a run that failed.
 */
export function totals(vitestRuns: readonly VitestReport[], playwright: PlaywrightReport | undefined): Totals {
  const sum: Totals = { passed: 0, failed: 0 };
  for (const vitest of vitestRuns) {
    sum.passed += vitest.numPassedTests;
    sum.failed += vitest.numFailedTests;
    sum.failed += vitest.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
  }
  if (playwright) {
    sum.passed += playwright.stats.expected + playwright.stats.flaky;
    sum.failed += playwright.stats.unexpected + (playwright.errors?.length ?? 0);
  }
  return sum;
}

/** A phase that failed without a test failing (the type check, a runner that could not start) still fails the run. */
export function runTotals(phases: readonly PhaseTime[], tests: Totals): Totals {
  const phaseFailed = phases.some((phase) => phase.exitCode !== 0);
  return phaseFailed && tests.failed === 0 ? { ...tests, failed: 1 } : tests;
}

export const totalsLine = ({ passed, failed }: Totals) => `${passed} passed, ${failed} failed`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The phases as aligned lines for the terminal, with the run's total. */
export function phaseLines(phases: readonly PhaseTime[]): string[] {
  const total = phases.reduce((sum, phase) => sum + phase.wallMs, 0);
  const rows = [
    ...phases.map((phase) => [phase.exitCode === 0 ? phase.phase : `${phase.phase} (failed)`, phase.wallMs] as const),
    ['total', total] as const,
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return ['Wall time by phase:', ...rows.map(([name, ms]) => `  ${name.padEnd(width)}  ${seconds(ms).padStart(9)}`)];
}

const tableCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function timingsMarkdown(phases: readonly PhaseTime[], slowest: readonly TestTime[]): string {
  const phaseRows = phases.map(
    (phase) =>
      `| ${tableCell(phase.phase)} | ${seconds(phase.wallMs)} | ${phase.exitCode === 0 ? 'passed' : 'failed'} |`,
  );
  const testRows = slowest.map(
    (test, index) => `| ${index + 1} | ${seconds(test.durationMs)} | ${test.runner} | ${tableCell(test.name)} |`,
  );
  return [
    '# Where `npm test` spent its time',
    '',
    '| Phase | Wall time | Result |',
    '| --- | ---: | --- |',
    ...phaseRows,
    '',
    `## The ${slowest.length} slowest tests`,
    '',
    '| # | Time | Runner | Test |',
    '| ---: | ---: | --- | --- |',
    ...testRows,
    '',
  ].join('\n');
}
