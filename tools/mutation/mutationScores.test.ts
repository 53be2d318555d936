import { describe, expect, it } from 'vitest';
import { meetsMinimum, moduleScore, scoresTable } from './mutationScores';

describe('the mutation score of a module', () => {
  it('is the share of testable mutants the tests caught, a time-out counting as caught', () => {
    const score = moduleScore('server/auth/staffRule.ts', [
      'Killed',
      'Killed',
      'Timeout',
      'Survived',
      'NoCoverage',
      'Killed',
      'Killed',
      'Killed',
    ]);
    expect(score).toEqual({ module: 'server/auth/staffRule.ts', detected: 6, survived: 1, noCoverage: 1, score: 75 });
  });

  it('leaves out mutants that do not compile, crash at load or are ignored', () => {
    expect(moduleScore('m.ts', ['Killed', 'CompileError', 'RuntimeError', 'Ignored']).score).toBe(100);
  });

  it('has no score without a testable mutant, and then fails the minimum', () => {
    const score = moduleScore('m.ts', ['CompileError']);
    expect(score.score).toBeUndefined();
    expect(meetsMinimum(score)).toBe(false);
  });

  it('meets the minimum at 85 % and not below', () => {
    expect(meetsMinimum({ module: 'm.ts', detected: 17, survived: 3, noCoverage: 0, score: 85 })).toBe(true);
    expect(meetsMinimum({ module: 'm.ts', detected: 84, survived: 16, noCoverage: 0, score: 84.9 })).toBe(false);
  });

  it('is shown as a Markdown row with one decimal', () => {
    expect(
      scoresTable([moduleScore('contract/returnTarget.ts', ['Killed', 'Killed', 'Survived'])]).split('\n')[2],
    ).toBe('| `contract/returnTarget.ts` | 66.7 % | 2 | 1 | 0 |');
  });
});
