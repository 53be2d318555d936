import { escapeMarkdownText, inlineCode, linkDestination, yamlString } from '../escape';
import type { ApiType } from '../model';
import { typeDisplayName } from '../signature';
import { namespaceLocation, pageSlug, pageUrl, typeLocation, type PageLocation } from '../slugs';
import type { PageContext } from './pageContext';

/** A page the generator writes: its path below the output folder and its Markdown. */
export interface GeneratedFile {
  path: string;
  content: string;
  /** The member ID the page documents, so two pages that would share a path can both be named. */
  source?: string;
}

export interface PageMeta {
  title: string;
  sidebarLabel: string;
  description: string;
  position?: number;
}

/** Front matter with an explicit slug, so a page's URL never depends on its file name. */
export function page(context: PageContext, location: PageLocation, meta: PageMeta & { source: string }, sections: readonly string[]): GeneratedFile {
  const frontMatter = [
    '---',
    `# Generated from ${context.model.file} by plugins/gsharp-api: edit the XML file, not this page.`,
    `title: ${yamlString(meta.title)}`,
    `sidebar_label: ${yamlString(meta.sidebarLabel)}`,
    ...(meta.position === undefined ? [] : [`sidebar_position: ${meta.position}`]),
    `description: ${yamlString(meta.description)}`,
    `slug: ${yamlString(pageSlug(context.base, location))}`,
    '---',
  ].join('\n');
  const body = sections.filter((section) => section.trim() !== '').join('\n\n');
  return { path: location.file, content: `${frontMatter}\n\n${body}\n`, source: meta.source };
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
  const line = (cells: readonly string[]): string => `| ${cells.map((cell) => (cell === '' ? ' ' : cell)).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The "where is this defined" line under a type's or member's summary. */
export function definitionLine(context: PageContext, type: ApiType, includeType: boolean): string {
  const namespace = context.model.namespaces.find((candidate) => candidate.name === type.namespace) ?? { name: type.namespace, types: [type] };
  const parts = [
    `**Namespace:** ${textLink(context, type.namespace, namespaceLocation(namespace))}`,
    ...(includeType ? [`**Type:** ${codeLink(context, typeDisplayName(type), typeLocation(type))}`] : []),
    `**Assembly:** ${escapeMarkdownText(context.model.assembly)}`,
  ];
  return parts.join(' · ');
}
