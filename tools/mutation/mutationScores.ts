/**
 * Mutation scores as Stryker computes them: the share of mutants the tests detected (killed, or made to run
 * forever) among those that could be tested (survivors and mutants no test reaches count against the score;
 * mutants that do not compile or crash at load do not count).
 */

/**
 * The states Stryker gives a mutant: Stryker's `MutantStatus` (from @stryker-mutator/api), written out here so that
 * this module and its unit test type-check with the site's packages alone, without tools/mutation's own installed.
 * tools/mutation/mutantStatusMatchesStryker.ts fails `tsc -p tools/mutation` when the two differ.
 */
export type MutantStatus =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'CompileError'
  | 'RuntimeError'
  | 'Timeout'
  | 'Ignored'
  | 'Pending';

/** The score below which `npm run test:mutation` fails, for each module on its own. */
export const minimumMutationScore = 85;

export interface ModuleScore {
  module: string;
  detected: number;
  survived: number;
  noCoverage: number;
  /** Percent, or undefined when the module has no mutant that could be tested. */
  score: number | undefined;
}

export function moduleScore(module: string, statuses: readonly MutantStatus[]): ModuleScore {
  const count = (...wanted: MutantStatus[]) => statuses.filter((status) => wanted.includes(status)).length;
  const detected = count('Killed', 'Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const valid = detected + survived + noCoverage;
  return { module, detected, survived, noCoverage, score: valid === 0 ? undefined : (100 * detected) / valid };
}

export const meetsMinimum = (score: ModuleScore) => score.score !== undefined && score.score >= minimumMutationScore;

/** The Markdown table tests/README.md shows. */
export function scoresTable(scores: readonly ModuleScore[]): string {
  const rows = scores.map(
    (score) =>
      `| \`${score.module}\` | ${score.score === undefined ? 'no mutants' : `${score.score.toFixed(1)} %`} | ${score.detected} | ${score.survived} | ${score.noCoverage} |`,
  );
  return [
    '| Module | Score | Detected | Survived | No test reaches it |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
