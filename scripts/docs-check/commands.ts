/**
 * Every command line a page tells a reader to run (`gsharpctl`, `tlctl`, `ogr2ogr`, PowerShell cmdlets) uses a
 * command and options of the manifest (./commandManifest.ts), and `ogr2ogr` never combines `-where` with `-sql`, which
 * it ignores then: a procedure must not depend on an option that does not exist or does nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { commandLinesOf, type CommandLine } from './commandLines';
import { tools, type ToolManifest } from './commandManifest';
import { writtenPages } from './docPages';
import { parsePage } from './markdown';
import type { Problem } from './problem';

const toolNames: ReadonlySet<string> = new Set(Object.keys(tools));

/** A word that stands for something the reader fills in, or for text left out: not a command word. */
const isPlaceholder = (word: string) => /[<>{}]|\.\.\.|…/.test(word);

function optionName(word: string, tool: ToolManifest): string | undefined {
  if (tool.commandless ? !/^-[A-Za-z]/.test(word) : !word.startsWith('--')) return undefined;
  return word.split('=')[0];
}

/** The documented command a line runs: the longest run of its first words that the manifest lists. */
function commandOf(words: readonly string[], tool: ToolManifest): { command: string; rest: string[] } | undefined {
  const leading: string[] = [];
  for (const word of words) {
    if (word.startsWith('-') || isPlaceholder(word)) break;
    leading.push(word);
  }
  for (let length = leading.length; length > 0; length--) {
    const command = leading.slice(0, length).join(' ');
    if (Object.hasOwn(tool.commands, command)) return { command, rest: words.slice(length) };
  }
  return undefined;
}

/** What is wrong with one command line, if anything. */
function commandProblems(line: CommandLine): string[] {
  const [name = '', ...words] = line.words;
  const tool = tools[name];
  if (tool === undefined) return [];
  const display = tool.commandless ? line.words[0] : name;
  const options = (list: readonly string[]) => list.map((option) => (tool.commandless ? option.toLowerCase() : option));
  let allowed = options(tool.globalOptions);
  let label = display;
  let rest = words;
  if (!tool.commandless) {
    if (words.length === 0 || words.every((word) => word.startsWith('-')) || isPlaceholder(words[0] ?? '')) {
      rest = words;
    } else {
      const found = commandOf(words, tool);
      if (found === undefined) {
        const firstOption = words.findIndex((word) => word.startsWith('-'));
        const written = words.slice(0, firstOption === -1 ? 3 : Math.min(firstOption, 3)).join(' ');
        return [`${name} ${written} is not a documented command (scripts/docs-check/commandManifest.ts)`];
      }
      allowed = [...allowed, ...options(tool.commands[found.command] ?? [])];
      label = `${name} ${found.command}`;
      rest = found.rest;
    }
  }
  const problems: string[] = [];
  const used = rest.map((word) => optionName(word, tool)).filter((option): option is string => option !== undefined);
  for (const option of used) {
    if (!allowed.includes(tool.commandless ? option.toLowerCase() : option)) {
      problems.push(`${label} has no option ${option} (documented: ${allowed.join(', ') || 'none'})`);
    }
  }
  if (name === 'ogr2ogr' && used.includes('-where') && used.includes('-sql')) {
    problems.push(
      'ogr2ogr ignores -where when -sql is given ("-where clause ignored in combination with -sql"): put the filter in the SQL WHERE',
    );
  }
  return problems;
}

export function commandLineProblems(page: string, tree: Root): Problem[] {
  return commandLinesOf(tree, toolNames).flatMap((line) =>
    commandProblems(line).map((message) => ({ file: page, line: line.line, message })),
  );
}

/** The check as `npm run check:docs` runs it: every written page. */
export async function checkCommandLines(root: string): Promise<Problem[]> {
  return writtenPages(root).flatMap((page) =>
    commandLineProblems(page, parsePage(readFileSync(path.join(root, page), 'utf8'))),
  );
}
