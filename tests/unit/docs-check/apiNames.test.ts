/**
 * The gSharp names a page writes are checked against the real reference source: a member the type does not
 * have, a call with a number of arguments no overload takes, and a link whose code text names a member but
 * leads to another page are problems; everything the pages write today is not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCSharpParser } from '../../../plugins/gsharp-api/csharp/parser';
import { readDeclarations } from '../../../plugins/gsharp-api/csharp/readDeclarations';
import { apiNameProblems, apiSurface, checkApiNames, maskLiterals } from '../../../scripts/docs-check/apiNames';
import { parsePage } from '../../../scripts/docs-check/markdown';
import { formatProblem } from '../../../scripts/docs-check/problem';

const root = path.resolve(__dirname, '../../..');
const referenceFile = 'gsharp/api/ref/Tideline.GSharp.cs';
const surface = apiSurface(
  readDeclarations(await loadCSharpParser(root), [
    { file: referenceFile, text: readFileSync(path.join(root, referenceFile), 'utf8') },
  ]),
);
const reference = '/gSharp/Development/Namespaces';

function problemsOf(markdown: string): string[] {
  return apiNameProblems('page.md', parsePage(markdown), surface, reference).map(formatProblem);
}

describe('names in prose and code', () => {
  it('reports a member the type does not have', () => {
    expect(problemsOf('Read it with `PIACEPoint.Snapshot()`.\n')).toEqual([
      'page.md:1: PIACEPoint.Snapshot does not exist: PIACEPoint has no member named Snapshot',
    ]);
  });

  it('reports a call with more arguments than any overload takes', () => {
    expect(problemsOf('`BuiltInFunctions.LogMessage(MessageLevel.mlWarnings, message, Name, 1)`\n')).toEqual([
      'page.md:1: BuiltInFunctions.LogMessage is called with 4 argument(s); its overloads take 1, 2, 3',
    ]);
  });

  it('counts no commas inside strings and accepts an overload that fits', () => {
    expect(problemsOf('`BuiltInFunctions.LogMessage(MessageLevel.mlWarnings, $"{Context}: a, b, c", Name)`\n')).toEqual(
      [],
    );
    expect(problemsOf('`PIACEPoint.PutValue(PIValues)` and `AnalyticsFunctions.Avg(values)`\n')).toEqual([]);
  });

  it('checks constructors written with new and a params overload', () => {
    expect(problemsOf('`new PIACEPoint("a", "b", TagAliasUsedType.Input, 4)`\n')).toEqual([
      'page.md:1: new PIACEPoint is called with 4 argument(s); its overloads take 1, 2, 3',
    ]);
    expect(problemsOf('`BuiltInFunctions.Avg(a, b, c, d, e)`\n')).toEqual([]);
  });

  it('reports an enum value that does not exist', () => {
    expect(problemsOf('`MessageLevel.mlInformation`\n')).toEqual([
      'page.md:1: MessageLevel.mlInformation does not exist: MessageLevel has no member named mlInformation',
    ]);
  });

  it('checks C# blocks the compiler skips, at the line of the name', () => {
    const page = [
      'Intro.',
      '',
      '```csharp nocompile="a fragment"',
      'var v = 1;',
      'PIACEClassModule.RunNow();',
      '```',
      '',
    ].join('\n');
    expect(problemsOf(page)).toEqual([
      'page.md:5: PIACEClassModule.RunNow does not exist: PIACEClassModule has no member named RunNow',
    ]);
  });

  it('leaves names of other libraries and names inside strings alone', () => {
    expect(problemsOf('`PISDK.PIValues`, `DateTime.Now`, `LogMessage("PIACEPoint.Nothing")`\n')).toEqual([]);
  });

  it('blanks string literals but keeps their length', () => {
    expect(maskLiterals('f("a, b", \'c\')')).toBe('f("    ", \' \')');
  });
});

describe('links into the API reference', () => {
  it('reports code text naming a member that links to its type (gsharp/ReleaseNotes.md before the fix)', () => {
    const page = `The events [\`CalculationCompleted\`](${reference}/Tideline.GSharp.PI/PIACEClassModule) and \`PIACEPoint.ValueWritten\`.\n`;
    expect(problemsOf(page)).toEqual([
      "page.md:1: `CalculationCompleted` names the member CalculationCompleted but links to Tideline.GSharp.PI/PIACEClassModule, not to CalculationCompleted's own page",
    ]);
  });

  it('accepts member, overload, type and namespace pages named by their text', () => {
    const page = [
      `[\`PIACEPoint.SendDataToPI\`](${reference}/Tideline.GSharp.PI/PIACEPoint/SendDataToPI)`,
      `[\`PutValue(x, time)\`](${reference}/Tideline.GSharp.PI/PIACEPoint/PutValue)`,
      `[\`Avg\`](${reference}/Tideline.GSharp.PI/PIACEPoint/Avg/DateTime-DateTime)`,
      `[\`PIPointType\`](${reference}/Tideline.GSharp.PI/PIPointType) and [\`PIPointType\`](${reference}/Tideline.GSharp.PI/PIACEPoint/PIPointType)`,
      `[\`Tideline.GSharp.PI.Constants\`](${reference}/Tideline.GSharp.PI.Constants)`,
      '',
    ].join('\n\n');
    expect(problemsOf(page)).toEqual([]);
  });
});

// Parsing every page as MDX takes about 300 ms a page, 20 s or more on a busy 2-core machine.
it('finds nothing wrong in the pages as they are', async () => {
  expect((await checkApiNames(root)).map(formatProblem)).toEqual([]);
}, 120_000);
