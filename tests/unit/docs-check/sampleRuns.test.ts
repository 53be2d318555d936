/**
 * Samples that state an output run against the in-memory historian (scripts/docs-check/sample-runs/) with the real C#
 * compiler, on the data of their page, and a stated output the sample does not write is reported at its line.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSamples, type SamplesReport } from '../../../scripts/docs-check/checkSamples';
import { csharpSamples } from '../../../scripts/docs-check/csharpSamples';
import { compareOutput, readStatedOutput, type RunResult } from '../../../scripts/docs-check/runOutput';
import { readRunSeed } from '../../../scripts/docs-check/runSeed';
import { sampleRunsOf } from '../../../scripts/docs-check/sampleRuns';

const fixtures = path.join(__dirname, 'fixtures');

describe('running the samples of a fixture page against the in-memory historian', () => {
  let report: SamplesReport;

  beforeAll(async () => {
    report = await checkSamples({
      root: fixtures,
      pages: ['pages/runs.md'],
      xmlFiles: [],
      apiProject: path.join(fixtures, 'api', 'Fixture.csproj'),
      outDir: mkdtempSync(path.join(tmpdir(), 'csharp-sample-runs-')),
    });
  }, 240_000);

  it('runs both samples', () => {
    expect(report.ran).toBe(2);
  });

  it('reports a stated value the sample does not write, at the line of the output block, with what it writes', () => {
    expect(report.problems).toEqual([
      {
        file: 'pages/runs.md',
        line: 43,
        message: 'the sample writes Hourly Flow = 12.475 at 2026-03-15 01:00, not 12.0',
      },
    ]);
  });
});

const pageWith = (frontMatter: string, body: string) => `---\ntitle: t\n${frontMatter}---\n\n${body}`;
const sample = '```csharp fragment=class-body run=night\npublic override void ACECalculations() { }\n```\n';
const seed = 'sample_runs:\n  night:\n    execution_time: 2026-03-15T00:00Z\n    points: {}\n';

async function runsOf(source: string) {
  return sampleRunsOf('p.md', source, csharpSamples('p.md', source).samples);
}

describe('pairing a sample with its data and its output', () => {
  it('pairs a sample marked run=ID with sample_runs.ID and the output block after it', async () => {
    const { runs, problems } = await runsOf(
      pageWith(seed, `${sample}\n\`\`\`text output=night\nA @ 2026-03-15 05:00 = 1\n\`\`\`\n`),
    );
    expect(problems).toEqual([]);
    expect(runs.map((run) => [run.id, run.outputFence, run.stated.length])).toEqual([['night', 13, 1]]);
  });

  it('reports a sample that states no output', async () => {
    const { problems } = await runsOf(pageWith(seed, sample));
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [
        9,
        'run=night states no output: add a block after it whose fence says output=night, one line per value it writes',
      ],
    ]);
  });

  it('reports a sample without data, data no sample runs, and an output no sample states', async () => {
    const other = 'sample_runs:\n  day:\n    execution_time: 2026-03-15T00:00Z\n    points: {}\n';
    const { problems } = await runsOf(pageWith(other, `${sample}\n\`\`\`text output=week\n\`\`\`\n`));
    expect(problems.map((problem) => problem.message)).toEqual([
      'run=night has no data: add sample_runs.night (execution_time and points) to the front matter',
      'sample_runs.day is not run by any sample: mark the sample run=day, or remove the data',
      'output=week follows no sample marked run=week',
    ]);
  });
});

describe('reading the data a sample runs on', () => {
  it('reads readings at an interval, ~ as a missing reading and { bad } as a bad value', () => {
    const result = readRunSeed({
      execution_time: new Date('2026-03-15T00:00:00Z'),
      points: { Flow: { start: '2026-03-14T23:30Z', every: '15m', values: [10.5, null, { bad: 'I/O Timeout' }] } },
    });
    expect(result.ok && result.seed.points.Flow).toEqual({
      step: false,
      readings: [
        { time: '2026-03-14T23:30:00.000Z', value: 10.5, good: true },
        { time: '2026-03-15T00:00:00.000Z', value: 'I/O Timeout', good: false },
      ],
    });
  });

  it('repeats a block of values up to its count, and holds a static attribute over any range', () => {
    const result = readRunSeed({
      execution_time: '2026-03-15T00:00Z',
      points: { Use: { start: '2026-03-15T00:00Z', every: '1h', count: 3, values: [1, 2] }, Households: 2150 },
    });
    expect(result.ok && result.seed.points.Use?.readings.map((reading) => reading.value)).toEqual([1, 2, 1]);
    expect(result.ok && result.seed.points.Households).toEqual({
      step: true,
      readings: [{ time: '2016-03-17T00:00:00.000Z', value: 2150, good: true }],
    });
  });

  it('says where the data is wrong', () => {
    expect(readRunSeed({ execution_time: 'soon', points: {} })).toEqual({
      ok: false,
      message: 'execution_time: "soon" is not a timestamp (write 2026-03-15T00:00Z)',
    });
    expect(
      readRunSeed({
        execution_time: '2026-03-15T00:00Z',
        points: { Flow: { start: '2026-03-15T00:00Z', every: '15 min', values: [1] } },
      }),
    ).toMatchObject({ ok: false });
  });
});

describe('comparing the stated output with the run', () => {
  const run = (writes: RunResult['writes'], log: RunResult['log'] = []): RunResult => ({ id: '0', writes, log });
  const stated = (text: string) => readStatedOutput('p.md', 11, text).lines;

  it('matches a number at the decimals the page shows, with thousands separators', () => {
    const written = run([
      { alias: 'MNF', time: '2026-03-15T05:00:00Z', value: 14.2166 },
      { alias: 'CARL', time: '2026-03-15T05:00:00Z', value: 1232 },
    ]);
    expect(
      compareOutput('p.md', 10, stated('MNF @ 2026-03-15 05:00 = 14.2\nCARL @ 2026-03-15 05:00 = 1,232'), written),
    ).toEqual([]);
    expect(
      compareOutput('p.md', 10, stated('MNF @ 2026-03-15 05:00 = 14.22\nCARL @ 2026-03-15 05:00 = 1,232'), written),
    ).toEqual([]);
    expect(
      compareOutput('p.md', 10, stated('MNF @ 2026-03-15 05:00 = 14.21\nCARL @ 2026-03-15 05:00 = 1,232'), written),
    ).toEqual([{ file: 'p.md', line: 11, message: 'the sample writes MNF = 14.2166 at 2026-03-15 05:00, not 14.21' }]);
  });

  it('reports a value stated at another time, a write the page does not show, and a logged message', () => {
    const written = run(
      [{ alias: 'MNF', time: '2026-03-15T00:00:00Z', value: 14.2 }],
      [{ level: 'mlWarnings', message: 'DMA12: no good net flow' }],
    );
    expect(compareOutput('p.md', 10, stated('MNF @ 2026-03-15 05:00 = 14.2'), written)).toEqual([
      {
        file: 'p.md',
        line: 11,
        message: 'the sample writes no MNF at 2026-03-15 05:00 (it writes it at 2026-03-15 00:00)',
      },
      {
        file: 'p.md',
        line: 10,
        message: 'the sample also writes MNF @ 2026-03-15 00:00 = 14.2, which the output does not show',
      },
      {
        file: 'p.md',
        line: 10,
        message: 'the sample also logs "mlWarnings: DMA12: no good net flow", which the output does not show',
      },
    ]);
    expect(
      compareOutput('p.md', 10, stated('MNF @ 2026-03-15 00:00 = 14.2\nmlWarnings: DMA12: no good net flow'), written),
    ).toEqual([]);
  });

  it('reports a line that is neither a value nor a message', () => {
    expect(readStatedOutput('p.md', 11, 'MNF is 14.2').problems).toEqual([
      {
        file: 'p.md',
        line: 11,
        message: 'an output line is "Alias @ 2026-03-15 05:00 = value" or "mlWarnings: message", not "MNF is 14.2"',
      },
    ]);
  });
});
