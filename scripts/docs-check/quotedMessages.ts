/**
 * The sign-in help pages quote what the site says to a reader ("*The code has expired*", "Too many texts to this
 * number"), so a reader can match the page to the screen. A quoted message the site never shows sends them looking
 * for the wrong thing, so every quote must be text the site's code (or Better Auth, which answers some requests
 * itself) can produce. Quotes are the emphasised spans of the customer page, and the quoted spans in the first column
 * of both pages' troubleshooting tables. A `${…}` in the code stands for any text, so a quote may fill it with an
 * example ("Sign in with Microsoft Entra ID" from `Sign in with ${name}`), but must begin with the code's own words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent, Table } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import ts from 'typescript';
import { visit } from 'unist-util-visit';
import { listFilesSync } from '../../plugins/shared/listFiles';
import { parsePage } from './markdown';
import type { Problem } from './problem';

/** The pages whose quotes are checked: the reader's sign-in guide and the staff handbook's. */
const signInHelpPages = [
  'docs/Tideline/Support/Logging In.md',
  'internal/Documentation/Authentication and Authorization.md',
];

/** Where the site's own messages are written, and the libraries that answer some sign-in requests themselves. */
const messageSources = [
  'src',
  'server',
  'contract',
  'node_modules/better-auth/dist',
  'node_modules/@better-auth/passkey/dist',
];
const troubleshootingColumns = new Set(['problem', 'symptom']);

/** A message as the code writes it: literal text with the places a `${…}` fills between the parts. */
export type MessageTemplate = readonly string[];

/** Every string literal, template and JSX text of one source file, each split at its substitutions. */
export function messageTemplates(fileName: string, code: string): MessageTemplate[] {
  const file = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : undefined,
  );
  const found: MessageTemplate[] = [];
  const walk = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      found.push([node.text]);
    else if (ts.isTemplateExpression(node))
      found.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)]);
    ts.forEachChild(node, walk);
  };
  walk(file);
  return found;
}

/**
 * Whether `quote` can be part of what `template` renders: it begins in the template's own text, and each later part
 * of the template follows in order after some filled-in text; it may end inside a part or inside a substitution.
 */
export function quoteFitsTemplate(quote: string, template: MessageTemplate): boolean {
  // `rest` starts inside the substitution just before `template[part]`: some filled-in text, then that part.
  const fromSubstitution = (rest: string, part: number): boolean => {
    const next = template[part] ?? '';
    for (let filled = 1; filled <= rest.length; filled++) {
      const after = rest.slice(filled);
      if (after.length <= next.length) {
        if (next.startsWith(after)) return true;
      } else if (
        after.startsWith(next) &&
        part + 1 < template.length &&
        fromSubstitution(after.slice(next.length), part + 1)
      ) {
        return true;
      }
    }
    return false;
  };
  return template.some((text, part) => {
    if (text.includes(quote)) return true;
    if (part + 1 >= template.length) return false;
    // The quote starts with a tail of this part and runs on into the substitution after it.
    for (let tail = 1; tail <= Math.min(text.length, quote.length - 1); tail++) {
      if (quote.startsWith(text.slice(text.length - tail)) && fromSubstitution(quote.slice(tail), part + 1))
        return true;
    }
    return false;
  });
}

export interface Quote {
  text: string;
  line: number;
}

/** Quoted text in the first column of a table headed Problem or Symptom: emphasis, or words in double quotes. */
function troubleshootingQuotes(table: Table): Quote[] {
  const [header, ...rows] = table.children;
  if (
    !troubleshootingColumns.has(
      textOf(header?.children[0] ?? { type: 'text', value: '' })
        .trim()
        .toLowerCase(),
    )
  )
    return [];
  return rows.flatMap((row) => {
    const cell = row.children[0];
    if (!cell) return [];
    const line = cell.position?.start.line ?? 1;
    const emphasised = cell.children
      .filter((child) => child.type === 'emphasis')
      .map((child) => ({ text: textOf(child), line }));
    const doubleQuoted = [...textOf(cell).matchAll(/"([^"]+)"/g)].map((match) => ({ text: match[1] ?? '', line }));
    return [...emphasised, ...doubleQuoted];
  });
}

/** What a page quotes: with `everyEmphasis`, every emphasised span (the customer page emphasises only messages). */
export function quotesOf(tree: Root, everyEmphasis: boolean): Quote[] {
  const quotes: Quote[] = [];
  visit(tree, (node: Root | RootContent) => {
    if (node.type === 'table') quotes.push(...troubleshootingQuotes(node));
    else if (everyEmphasis && node.type === 'emphasis')
      quotes.push({ text: textOf(node), line: node.position?.start.line ?? 1 });
  });
  // A table cell's emphasis is found by both; report it once.
  return quotes.filter(
    (quote, index) => quotes.findIndex((other) => other.text === quote.text && other.line === quote.line) === index,
  );
}

export function quoteProblems(
  page: string,
  quotes: readonly Quote[],
  templates: readonly MessageTemplate[],
): Problem[] {
  return quotes
    .filter((quote) => !templates.some((template) => quoteFitsTemplate(quote.text, template)))
    .map((quote) => ({
      file: page,
      line: quote.line,
      message: `"${quote.text}" is quoted as something the site says, but no message in ${messageSources.slice(0, 3).join('/, ')}/ or Better Auth reads so: quote the message verbatim`,
    }));
}

function sourceFiles(root: string, dir: string): string[] {
  return listFilesSync(path.join(root, dir), '**/*.{ts,tsx,mjs}').filter((file) => !file.endsWith('.d.ts'));
}

/** The messages the site and its sign-in library can show, from their sources. */
function siteMessageTemplates(root: string): MessageTemplate[] {
  return messageSources
    .flatMap((dir) => sourceFiles(root, dir))
    .flatMap((file) => messageTemplates(file, readFileSync(file, 'utf8')));
}

export async function checkQuotedMessages(root: string): Promise<Problem[]> {
  const templates = siteMessageTemplates(root);
  return signInHelpPages.flatMap((page) =>
    quoteProblems(
      page,
      quotesOf(parsePage(readFileSync(path.join(root, page), 'utf8')), page.startsWith('docs/')),
      templates,
    ),
  );
}
