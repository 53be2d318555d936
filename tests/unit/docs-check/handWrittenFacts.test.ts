/**
 * A registered fact's text typed out in a page goes stale when the registry changes (a page once gave .NET 10's end of
 * support as 10 November 2028 while the registry said 14 November): such text is reported where it stands, with the
 * component to write instead. Short figures that ordinary prose repeats with other meanings are not looked for.
 */
import { describe, expect, it } from 'vitest';
import { handWrittenFactProblems, isDistinctiveFactText } from '../../../scripts/docs-check/handWrittenFacts';
import { parsePage } from '../../../scripts/docs-check/markdown';
import { formatProblem } from '../../../scripts/docs-check/problem';

const problemsOf = (page: string, body: string) => handWrittenFactProblems(page, parsePage(body)).map(formatProblem);

describe('a registered fact written by hand', () => {
  it('is reported with the page, the line, the fact and the component to use', () => {
    expect(
      problemsOf(
        'gsharp/page.md',
        "import Fact from '@site/src/components/Fact';\n\nIntro.\n\ngSharp 4.3 runs on .NET 10, supported until 14 November 2028.\n",
      ),
    ).toEqual([
      'gsharp/page.md:5: "14 November 2028" is dotnet10.endOfSupport of contract/contentFacts.ts written by hand, so it goes stale when the fact changes: write <Fact id="dotnet10.endOfSupport" /> instead',
    ]);
  });

  it('is reported in a table cell, and a staff fact names <StaffFact>', () => {
    expect(problemsOf('internal/page.md', '| Component | SLO |\n| --- | --- |\n| Portal | 99.9 % |\n')).toEqual([
      expect.stringMatching(
        /^internal\/page\.md:3: "99\.9 %" is slo\.availability .* write <StaffFact id="slo\.availability" \/> instead$/,
      ),
    ]);
  });
});

describe('a page that passes', () => {
  it('writes the fact with its component, and keeps short figures that mean other things', () => {
    expect(
      problemsOf(
        'gsharp/page.md',
        'import Fact from \'@site/src/components/Fact\';\n\nIntro.\n\nSupported until <Fact id="dotnet10.endOfSupport" />. A code works for 5 minutes; readings arrive every 15 minutes; gSharp 4.2 loads `net8.0` assemblies from 05:30.\n',
      ),
    ).toEqual([]);
  });

  it('is the Limits and defaults page, which is generated from the facts', () => {
    expect(problemsOf('gsharp/User Guide/LimitsAndDefaults.md', 'Supported until 14 November 2028.\n')).toEqual([]);
  });

  it('quotes the text inside a longer figure or in a code block', () => {
    expect(problemsOf('gsharp/page.md', 'Intro 114 November 20281.\n\n```text\n14 November 2028\n```\n')).toEqual([]);
  });
});

describe('which fact texts are distinctive', () => {
  it('dates, ranges, pairs and figures of three digits or with decimals are; bare and short figures are not', () => {
    const distinctive = ['14 November 2028', '00:00 to 05:00', 'Windows Server 2019 or 2022', '2048 MB', 'about 0.3 s'];
    const common = ['10', '4.2', '5460', '5 minutes', '95 %', '05:30', '`net8.0`', 'every minute', 'five working days'];
    expect(distinctive.filter((text) => !isDistinctiveFactText(text))).toEqual([]);
    expect(common.filter(isDistinctiveFactText)).toEqual([]);
  });
});
