import type { CodePart } from '../declarations';
import { escapeMarkdownText, inlineCode, linkDestination, yamlString } from '../escape';
import type { TypeView } from '../reference';
import { pageSlug, pageUrl, type PageLocation, type RouteBase } from '../slugs';

/** A page the generator writes: its path below the output folder and its Markdown. */
export interface GeneratedFile {
  path: string;
  content: string;
  /** The member ID the page documents, so two pages that would share a path can both be named. */
  source?: string;
}

/** What every page needs besides its own content: where pages live, and what they are generated from. */
export interface PageContext {
  base: RouteBase;
  /** The XML documentation file, named in each page's "generated from" comment. */
  file: string;
  assembly: string;
}

export interface PageMeta {
  title: string;
  sidebarLabel: string;
  description: string;
  position?: number;
  source: string;
}

/** The component that shows a declaration with linked types (src/components/ApiDeclaration). */
const declarationComponent = 'ApiDeclaration';
const declarationImport = `import ${declarationComponent} from '@site/src/components/ApiDeclaration';`;

/** Front matter with an explicit slug, so a page's URL never depends on its file name. */
export function page(
  context: PageContext,
  location: PageLocation,
  meta: PageMeta,
  sections: readonly string[],
): GeneratedFile {
  const frontMatter = [
    '---',
    `# Generated from ${context.file} and the reference source by plugins/gsharp-api: edit those, not this page.`,
    `title: ${yamlString(meta.title)}`,
    `sidebar_label: ${yamlString(meta.sidebarLabel)}`,
    ...(meta.position === undefined ? [] : [`sidebar_position: ${meta.position}`]),
    `description: ${yamlString(meta.description)}`,
    `slug: ${yamlString(pageSlug(context.base, location))}`,
    '---',
  ].join('\n');
  const body = sections.filter((section) => section.trim() !== '').join('\n\n');
  const imports = body.includes(`<${declarationComponent} `) ? `${declarationImport}\n\n` : '';
  return { path: location.file, content: `${frontMatter}\n\n${imports}${body}\n`, source: meta.source };
}

export function heading(text: string): string {
  return `## ${text}`;
}

/** A link whose text is code: `[`PIValues`](/gSharp/…/PIValues)`. */
export function codeLink(context: PageContext, label: string, location: PageLocation, inTableCell = false): string {
  return `[${inlineCode(label, inTableCell)}](${linkDestination(pageUrl(context.base, location))})`;
}

export function textLink(context: PageContext, label: string, location: PageLocation): string {
  return `[${escapeMarkdownText(label)}](${linkDestination(pageUrl(context.base, location))})`;
}

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell) => (cell === '' ? ' ' : cell)).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Declaration text as inline Markdown: code spans, each linked type its own link. */
export function codeMarkdown(parts: readonly CodePart[], inTableCell = false): string {
  const runs: CodePart[] = [];
  for (const part of parts) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last.url === undefined && part.url === undefined) last.text += part.text;
    else runs.push({ ...part });
  }
  return runs
    .map((run) => {
      const code = run.text.trim();
      if (code === '') return ' ';
      const span =
        run.url === undefined
          ? inlineCode(code, inTableCell)
          : `[${inlineCode(code, inTableCell)}](${linkDestination(run.url)})`;
      // Spaces around a span stay outside it, so `out double` keeps its space between two code spans.
      return `${/^\s/.test(run.text) ? ' ' : ''}${span}${/\s$/.test(run.text) ? ' ' : ''}`;
    })
    .join('')
    .trim();
}

/** A JavaScript string literal whose braces are escapes, so MDX's expression scanner sees only the outer pair. */
function scriptString(value: string): string {
  return JSON.stringify(value).replace(/[{}]/g, (brace) => (brace === '{' ? '\\u007b' : '\\u007d'));
}

/** The declaration block: C# as on Microsoft Learn, with every type linked to its page. */
export function declarationBlock(parts: readonly CodePart[]): string {
  // JSON as well as JavaScript, so tests and tools can read the declaration back with JSON.parse.
  const items = parts.map((part) =>
    part.url === undefined
      ? `{"text": ${scriptString(part.text)}}`
      : `{"text": ${scriptString(part.text)}, "url": ${scriptString(part.url)}}`,
  );
  return `<${declarationComponent} parts={[${items.join(', ')}]} />`;
}

/** The "where is this defined" line under a type's or member's summary. */
export function definitionLine(
  context: PageContext,
  type: TypeView,
  namespaceLocation: PageLocation,
  includeType: boolean,
): string {
  const parts = [
    `**Namespace:** ${textLink(context, type.type.namespace, namespaceLocation)}`,
    ...(includeType ? [`**Type:** ${codeLink(context, type.displayName, type.location)}`] : []),
    `**Assembly:** ${escapeMarkdownText(context.assembly)}`,
  ];
  return parts.join(' · ');
}
