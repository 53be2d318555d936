/** One thing a writer must fix, where the compiler and editors can jump to it: `path:line: message`. */
export interface Problem {
  /** Repository-relative path with forward slashes. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

export function byLocation(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.message.localeCompare(b.message);
}

// GitHub's workflow-command escaping: data escapes %, CR and LF; a property value also escapes its separators.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * The problem as a GitHub Actions error annotation (`::error file=…,line=…::message`), which a pull request shows on
 * the changed line itself, so a writer sees it in the diff without opening the log.
 */
export function githubAnnotation(problem: Problem): string {
  return `::error file=${escapeProperty(problem.file)},line=${problem.line}::${escapeData(problem.message)}`;
}
