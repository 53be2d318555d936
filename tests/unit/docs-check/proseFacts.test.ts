/**
 * A figure that several pages state is registered once (contract/contentFacts.ts) and written with <Fact>; a number
 * written next to a registered fact's name that is not its value is reported where it stands, as is a <Fact> whose id
 * names no fact. The Limits and defaults page is what the facts generate.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFacts, factText } from '../../../contract/contentFacts';
import { limitsPageMarkdown, limitsPageProblems } from '../../../scripts/docs-check/limitsPage';
import { parsePage } from '../../../scripts/docs-check/markdown';
import { formatProblem } from '../../../scripts/docs-check/problem';
import { figureProblems, namedFigures, proseFactProblems } from '../../../scripts/docs-check/proseFacts';

const root = path.resolve(__dirname, '../../..');
const figures = namedFigures();
const problemsOf = (body: string) => proseFactProblems('page.md', parsePage(body), figures).map(formatProblem);

describe('a number next to a registered fact’s name', () => {
  it('that is not the fact’s value is reported at its line (the throughput the review found four ways)', () => {
    expect(
      problemsOf('Intro.\n\nAt about 20 executions per second per context, that is roughly 11 minutes.\n'),
    ).toEqual([
      'page.md:3: 20 in "about 20 executions per second per context" is not the registered figure, about 200 executions per minute (gsharp.executionsPerMinutePerContext): write <Fact id="gsharp.executionsPerMinutePerContext" /> or correct contract/contentFacts.ts',
    ]);
  });

  it('is read in words and with hedges: "keeps the last four versions" is reported', () => {
    expect(problemsOf('The server keeps the last four versions of each assembly.\n')).toHaveLength(1);
  });

  it('in a table cell is reported', () => {
    expect(problemsOf('| Rule | Effect |\n| --- | --- |\n| 12 failed executions in a row | Faulted |\n')).toEqual([
      expect.stringMatching(
        /^page\.md:3: 12 in "12 failed executions in a row" is not the registered figure, 10 \(gsharp\.failuresBeforeFaulted\)/,
      ),
    ]);
  });

  it('that is the fact’s value, or the value of another fact with the same name, passes', () => {
    expect(
      problemsOf(
        'The server keeps the last five versions. Loggers call in every 60 minutes, in storm mode they call in every 5 minutes.\n',
      ),
    ).toEqual([]);
  });

  it('is left alone in code, where the page quotes output rather than states a figure', () => {
    expect(problemsOf('```text\nAt about 20 executions per second per context\n```\n')).toEqual([]);
  });

  it('every registered name is matched by its own pattern with the fact’s value', () => {
    for (const figure of figures) {
      const sample = figure.name.replace('#', String(figure.values[0]!.value));
      expect(figureProblems(sample, figures), sample).toEqual([]);
      expect(figureProblems(figure.name.replace('#', '987654'), figures).length, figure.name).toBeGreaterThan(0);
    }
  });
});

describe('a <Fact> on a page', () => {
  it('reads as the registered text', () => {
    expect(factText('devices.callInInterval')).toBe(contentFacts['devices.callInInterval'].text);
  });

  it('that is a staff figure on a public page is reported, and passes on a staff page', () => {
    const body = 'Intro.\n\nPages escalate after <StaffFact id="ops.escalationMinutes" />.\n';
    expect(proseFactProblems('docs/page.md', parsePage(body), figures).map(formatProblem)).toEqual([
      'docs/page.md:3: <StaffFact> on a public page would put staff figures into the public build; state the figure in contract/contentFacts.ts and write <Fact>',
    ]);
    expect(proseFactProblems('internal/page.md', parsePage(body), figures)).toEqual([]);
  });

  it('whose id names no fact is reported at its line', () => {
    expect(problemsOf('Intro.\n\nLoggers call in <Fact id="devices.callIn" />.\n')).toEqual([
      'page.md:3: <Fact id="devices.callIn"> names no fact of contract/contentFacts.ts',
    ]);
  });
});

describe('the Limits and defaults page', () => {
  it('is what contract/contentFacts.ts generates', () => {
    expect(limitsPageProblems(root)).toEqual([]);
  });

  it('states each limit from the facts module', () => {
    const page = limitsPageMarkdown();
    for (const id of [
      'gsharp.calculationLimit',
      'gsharp.maxQueueSize',
      'gsharp.hostRestartDelay',
      'api.gsharpRequestsPerMinute',
    ] as const) {
      expect(page).toContain(`| ${factText(id)}`);
    }
  });
});
