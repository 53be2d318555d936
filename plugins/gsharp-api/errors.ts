/** Where in the XML documentation file a problem was found, so a writer can go straight to it. */
export interface SourceLocation {
  file: string;
  line?: number;
  memberId?: string;
}

function formatLocation({ file, line, memberId }: SourceLocation): string {
  const position = line === undefined ? file : `${file}:${line}`;
  return memberId === undefined ? position : `${position} ${memberId}`;
}

/** A problem in the XML documentation file or the reference source that stops the API reference from being generated. */
export class ApiDocError extends Error {
  readonly location: SourceLocation;
  readonly reason: string;

  constructor(location: SourceLocation, reason: string) {
    super(`${formatLocation(location)}: ${reason}`);
    this.name = 'ApiDocError';
    this.location = location;
    this.reason = reason;
  }

  /** Several problems found together, one per line, so a writer fixes them in one pass; located at the first. */
  static many(problems: readonly { location: SourceLocation; reason: string }[]): ApiDocError {
    const [first, ...rest] = problems;
    if (first === undefined) throw new Error('ApiDocError.many needs at least one problem');
    const error = new ApiDocError(first.location, first.reason);
    if (rest.length > 0) {
      error.message = [
        error.message,
        ...rest.map((problem) => `${formatLocation(problem.location)}: ${problem.reason}`),
      ].join('\n');
    }
    return error;
  }
}

/** A problem worth fixing that still lets the reference be generated (for example a missing summary). */
export interface ApiDocWarning {
  location: SourceLocation;
  reason: string;
  message: string;
}

export function apiDocWarning(location: SourceLocation, reason: string): ApiDocWarning {
  return { location, reason, message: `${formatLocation(location)}: ${reason}` };
}
