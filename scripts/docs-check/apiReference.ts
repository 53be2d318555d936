/**
 * The reference/XML consistency check: the API reference generator joins the C# reference source to GSharp.xml
 * by documentation ID and fails on a member found in one and not the other. This runs that join without
 * writing pages, and turns its errors into problems a writer can jump to.
 */
import { gsharpApiOptions } from '../../contract/gsharpApi';
import { loadCSharpParser } from '../../plugins/gsharp-api/csharp/parser';
import { ApiDocError } from '../../plugins/gsharp-api/errors';
import { referenceFromSettings } from '../../plugins/gsharp-api/referenceFromSettings';
import { resolveSettings } from '../../plugins/gsharp-api/options';
import type { Problem } from './problem';

/** One line of an ApiDocError: `file:line ID: reason` or `file: reason`. */
const located = /^(?<file>[^:\n]+?)(?::(?<line>\d+))?(?: (?<id>[A-Z]:\S+))?: (?<reason>.*)$/;

export function problemsOfApiDocError(error: ApiDocError): Problem[] {
  return error.message.split('\n').map((line) => {
    const match = located.exec(line)?.groups;
    if (!match) return { file: error.location.file, line: error.location.line ?? 1, message: line };
    return {
      file: match.file ?? error.location.file,
      line: match.line === undefined ? 1 : Number(match.line),
      message: match.id === undefined ? (match.reason ?? line) : `${match.id}: ${match.reason}`,
    };
  });
}

export async function checkApiReference(root: string): Promise<Problem[]> {
  const settings = resolveSettings(root, gsharpApiOptions);
  try {
    const reference = referenceFromSettings(settings, await loadCSharpParser(root));
    // Warnings (a missing summary, say) do not stop the build, but a writer running the check should see them.
    return reference.warnings.map((warning) => ({
      file: warning.location.file,
      line: warning.location.line ?? 1,
      message: `warning: ${warning.location.memberId === undefined ? '' : `${warning.location.memberId}: `}${warning.reason}`,
    }));
  } catch (error) {
    if (error instanceof ApiDocError) return problemsOfApiDocError(error);
    throw error;
  }
}
