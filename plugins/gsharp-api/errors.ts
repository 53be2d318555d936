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

/** A problem in the XML documentation file that stops the API reference from being generated. */
export class ApiDocError extends Error {
  readonly location: SourceLocation;
  readonly reason: string;

  constructor(location: SourceLocation, reason: string) {
    super(`${formatLocation(location)}: ${reason}`);
    this.name = 'ApiDocError';
    this.location = location;
    this.reason = reason;
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
