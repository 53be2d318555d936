/**
 * Command lines the pages tell readers to run, found where readers find them: shell, PowerShell and pipeline code
 * blocks (continuation lines joined) and inline code. Each is cut into words as a shell would, quotes removed, so a
 * check can compare the tool's command and options with what is documented (./commandManifest.ts).
 */
import type { Code, InlineCode, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export interface CommandLine {
  /** The words of the command, the tool's name first, as a shell passes them. */
  words: string[];
  /** The line of the page the command starts on. */
  line: number;
}

/** Languages whose quotes span lines as a shell's do; in plain text an apostrophe is not a quote. */
const quotedLanguages = new Set(['bash', 'sh', 'shell', 'powershell', 'pwsh', 'ps1', 'console']);
const shellLanguages = new Set([
  'bash',
  'sh',
  'shell',
  'powershell',
  'pwsh',
  'ps1',
  'yaml',
  'yml',
  'text',
  'console',
  'batch',
  'cmd',
]);

/** Lines of a code block with continuations joined: `\` (shell), a backtick (PowerShell) and YAML's folded `>` scalars. */
export function logicalLines(code: string, language: string): { text: string; offset: number }[] {
  const physical = code.split('\n');
  const lines: { text: string; offset: number }[] = [];
  for (let index = 0; index < physical.length; index++) {
    const start = index;
    let text = physical[index] ?? '';
    if (/^(yaml|yml)$/.test(language) && /:\s*>-?\s*$/.test(text)) {
      // A folded scalar: the more-indented lines below are one line of text.
      const indent = leadingSpaces(physical[index + 1] ?? '');
      const parts: string[] = [];
      while (
        index + 1 < physical.length &&
        (physical[index + 1]?.trim() ?? '') !== '' &&
        leadingSpaces(physical[index + 1] ?? '') >= indent &&
        indent > 0
      ) {
        parts.push(physical[++index]?.trim() ?? '');
      }
      lines.push({ text: parts.join(' '), offset: start + 1 });
      continue;
    }
    // A line ending in a continuation mark, or inside a quoted string (a multi-line SQL query), goes on below.
    const openQuote = (line: string) => quotedLanguages.has(language) && hasOpenQuote(line);
    while (index + 1 < physical.length && (/(\s\\|`)\s*$/.test(text) || openQuote(text))) {
      text = openQuote(text)
        ? `${text} ${physical[++index]?.trim() ?? ''}`
        : text.replace(/(\\|`)\s*$/, ' ') + (physical[++index]?.trim() ?? '');
    }
    lines.push({ text, offset: start });
  }
  return lines;
}

/** Whether a line leaves a quoted string open, as a shell would read it. */
const leadingSpaces = (line: string): number => line.length - line.trimStart().length;

function hasOpenQuote(text: string): boolean {
  let quote: string | undefined;
  for (const char of text) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#') {
      break;
    }
  }
  return quote !== undefined;
}

/** Words of one line as a shell splits them: whitespace outside quotes, quotes removed, `#` comments dropped. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: string | undefined;
  let inWord = false;
  for (let index = 0; index < line.length; index++) {
    const char = line.charAt(index);
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      else current += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
      continue;
    }
    if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
      continue;
    }
    if (char === '#' && !inWord) break;
    current += char;
    inWord = true;
  }
  if (inWord) words.push(current);
  return words;
}

/**
 * The tool a word runs, if it runs one the manifest knows: `gsharpctl`, `gsharpctl.exe`, a path to it, or the
 * PowerShell variable the pages set to that path (`$ctl`).
 */
function toolOf(word: string, aliases: ReadonlyMap<string, string>): string | undefined {
  const alias = aliases.get(word);
  if (alias !== undefined) return alias;
  const name = (word.split(/[\\/]/).pop() ?? word).replace(/\.(exe|ps1)$/i, '').toLowerCase();
  return name;
}

/** Command lines of one page: every line of a shell-like block or inline code that starts with `tools` (after `&`, `.\`, `$ctl`). */
export function commandLinesOf(tree: Root, tools: ReadonlySet<string>): CommandLine[] {
  const found: CommandLine[] = [];
  const aliases = new Map<string, string>();
  const take = (text: string, line: number) => {
    // `$ctl = "C:\...\gsharpctl.exe"` names the tool for the lines below it.
    const assignment = /^\s*(\$\w+)\s*=\s*["']?([^"']+)["']?\s*$/.exec(text);
    if (assignment) {
      const [, variable = '', toolPath = ''] = assignment;
      const tool = toolOf(toolPath, new Map());
      if (tool !== undefined && tools.has(tool)) aliases.set(variable, tool);
      return;
    }
    for (const segment of text.split(/\s(?:\||&&|;)\s/)) {
      const words = shellWords(segment);
      const start = words.findIndex((word, index) => {
        const tool = toolOf(word, aliases);
        const before = words[index - 1];
        return (
          tool !== undefined &&
          tools.has(tool) &&
          (before === undefined || /^(&|\.\\|\.\/|sudo|-)$/.test(before) || before.endsWith(':'))
        );
      });
      const tool = toolOf(words[start] ?? '', aliases);
      if (start === -1 || tool === undefined) continue;
      found.push({ words: [tool, ...words.slice(start + 1)], line });
    }
  };
  visit(tree, 'code', (node: Code) => {
    const language = node.lang ?? '';
    if (!shellLanguages.has(language)) return;
    const first = (node.position?.start.line ?? 0) + 1;
    for (const { text, offset } of logicalLines(node.value, language))
      take(text.replace(/^\s*-\s*script:\s*/, ''), first + offset);
  });
  visit(tree, 'inlineCode', (node: InlineCode) => take(node.value, node.position?.start.line ?? 1));
  return found;
}
