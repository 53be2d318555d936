/** npm run check:docs reports the generator's join errors one per line, as `path:line: message`. */
import { describe, expect, it } from 'vitest';
import { ApiDocError } from '../../../plugins/gsharp-api/errors';
import { problemsOfApiDocError } from '../../../scripts/docs-check/apiReference';
import { formatProblem } from '../../../scripts/docs-check/problem';

describe('a reference source and an XML that disagree', () => {
  it('gives one problem per member, at its file and line', () => {
    const error = ApiDocError.many([
      {
        location: {
          file: 'gsharp/api/ref/Tideline.GSharp.cs',
          line: 251,
          memberId: 'M:Tideline.GSharp.PI.PIACEPoint.Avg(System.DateTime)',
        },
        reason: 'declared in the reference source but not documented in the XML',
      },
      { location: { file: 'gsharp/api/GSharp.xml', line: 40 }, reason: 'documented but not declared' },
    ]);
    expect(problemsOfApiDocError(error).map(formatProblem)).toEqual([
      'gsharp/api/ref/Tideline.GSharp.cs:251: M:Tideline.GSharp.PI.PIACEPoint.Avg(System.DateTime): declared in the reference source but not documented in the XML',
      'gsharp/api/GSharp.xml:40: documented but not declared',
    ]);
  });
});
