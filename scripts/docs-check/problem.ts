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
