import { describe, expect, it } from 'vitest';
import {
  phaseLines,
  playwrightTestTimes,
  runTotals,
  slowestTests,
  timingsMarkdown,
  totals,
  totalsLine,
  vitestReportFile,
  vitestTestTimes,
  isVitestReportName,
  type PlaywrightReport,
  type VitestReport,
} from '@site/scripts/testTimings';

const root = '/work/site';

const vitestReport: VitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  testResults: [
    {
      name: `${root}/tests/unit/server/logging.test.ts`,
      status: 'failed',
      assertionResults: [
        { ancestorTitles: ['log masking'], title: 'masks an address', status: 'passed', duration: 12 },
        { ancestorTitles: ['log masking'], title: 'masks a phone number', status: 'failed', duration: 3400 },
      ],
    },
    {
      name: `${root}/tests/unit/auth/validators.test.ts`,
      status: 'passed',
      assertionResults: [{ ancestorTitles: [], title: 'refuses an empty address', status: 'passed', duration: null }],
    },
  ],
};

const playwrightReport: PlaywrightReport = {
  stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
  suites: [
    {
      title: 'signIn.spec.ts',
      specs: [{ title: 'signs in with a code', file: 'signIn.spec.ts', tests: [{ results: [{ duration: 9000 }] }] }],
      suites: [
        {
          title: 'passkeys',
          specs: [
            {
              title: 'adds a passkey',
              file: 'signIn.spec.ts',
              tests: [{ results: [{ duration: 2000 }, { duration: 2500 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('the timings report of npm test', () => {
  it("names a unit test by its file, relative to the repository, and its titles, with Vitest's duration", () => {
    expect(vitestTestTimes(vitestReport, root)).toEqual([
      { runner: 'unit', name: 'tests/unit/server/logging.test.ts › log masking › masks an address', durationMs: 12 },
      {
        runner: 'unit',
        name: 'tests/unit/server/logging.test.ts › log masking › masks a phone number',
        durationMs: 3400,
      },
      { runner: 'unit', name: 'tests/unit/auth/validators.test.ts › refuses an empty address', durationMs: 0 },
    ]);
  });

  it('names an end-to-end test by its file and describe blocks, and counts the time of every attempt', () => {
    expect(playwrightTestTimes(playwrightReport)).toEqual([
      { runner: 'e2e', name: 'signIn.spec.ts › signs in with a code', durationMs: 9000 },
      { runner: 'e2e', name: 'signIn.spec.ts › passkeys › adds a passkey', durationMs: 4500 },
    ]);
  });

  it('lists the slowest tests of both runners together, slowest first, at most the count asked for', () => {
    const all = [...vitestTestTimes(vitestReport, root), ...playwrightTestTimes(playwrightReport)];
    expect(slowestTests(all, 3).map((test) => test.durationMs)).toEqual([9000, 4500, 3400]);
    expect(slowestTests(all)).toHaveLength(5);
  });

  it('totals passed and failed tests over both runners, flaky tests as passed', () => {
    expect(totalsLine(totals([vitestReport], playwrightReport))).toBe('6 passed, 2 failed');
    expect(totalsLine(totals([], undefined))).toBe('0 passed, 0 failed');
  });

  it('adds up every Vitest run of npm test (unit and server), each with its own report file', () => {
    expect(totals([vitestReport, vitestReport], undefined)).toEqual({ passed: 4, failed: 2 });
    expect(vitestReportFile('test:unit')).toBe('.cache/test-reports/vitest-test-unit.json');
    expect(vitestReportFile('test:server')).not.toBe(vitestReportFile('test:unit'));
    expect(isVitestReportName('vitest-test-server.json')).toBe(true);
    expect(isVitestReportName('playwright.json')).toBe(false);
  });

  it('counts a test file that failed before any test ran, and a Playwright error outside any test, as failures', () => {
    const brokenFile: VitestReport = {
      numPassedTests: 0,
      numFailedTests: 0,
      testResults: [{ name: `${root}/tests/unit/broken.test.ts`, status: 'failed', assertionResults: [] }],
    };
    const serverDidNotStart: PlaywrightReport = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [],
      errors: [{}],
    };
    expect(totals([brokenFile], serverDidNotStart)).toEqual({ passed: 0, failed: 2 });
  });

  it('reports a failed phase as a failure even when no test failed (the type check, a runner that did not start)', () => {
    const typecheckFailed = [{ phase: 'typecheck', wallMs: 5000, exitCode: 2 }];
    expect(runTotals(typecheckFailed, { passed: 0, failed: 0 })).toEqual({ passed: 0, failed: 1 });
    expect(runTotals(typecheckFailed, { passed: 4, failed: 3 })).toEqual({ passed: 4, failed: 3 });
    expect(runTotals([{ phase: 'test:unit', wallMs: 1, exitCode: 0 }], { passed: 4, failed: 0 })).toEqual({
      passed: 4,
      failed: 0,
    });
  });

  it('prints the wall time of each phase in seconds, aligned, with the total', () => {
    expect(
      phaseLines([
        { phase: 'typecheck', wallMs: 14_230, exitCode: 0 },
        { phase: 'test:unit', wallMs: 85_300, exitCode: 1 },
      ]),
    ).toEqual([
      'Wall time by phase:',
      '  typecheck              14.2 s',
      '  test:unit (failed)     85.3 s',
      '  total                  99.5 s',
    ]);
  });

  it('writes the phases and the slowest tests as Markdown tables, escaping a | in a title', () => {
    const markdown = timingsMarkdown(
      [{ phase: 'test:e2e', wallMs: 600_000, exitCode: 0 }],
      [{ runner: 'e2e', name: 'search.spec.ts › finds a | b', durationMs: 1500 }],
    );
    expect(markdown).toContain('| test:e2e | 600.0 s | passed |');
    expect(markdown).toContain('## The 1 slowest tests');
    expect(markdown).toContain('| 1 | 1.5 s | e2e | search.spec.ts › finds a \\| b |');
  });
});
