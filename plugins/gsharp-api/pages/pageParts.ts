import type { Code, Root, Yaml } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm } from 'mdast-util-mdx';
import type { CodePart } from '../declarations';
import { highlightedParts } from '../declarationTokens';
import {
  code as codeNode,
  codeLink as codeLinkNode,
  heading as headingNode,
  inlineCode,
  joined,
  link,
  paragraph,
  serialize,
  strong,
  table as tableNode,
  text,
  type PhrasingContent,
  type RootContent,
} from '../mdx';
import type { TypeView } from '../reference';
import { pageSlug, pageUrl, type PageLocation, type RouteBase } from '../slugs';

/** A page the generator writes: its path below the output folder and its Markdown. */
export interface GeneratedFile {
  path: string;
  content: string;
  /** The member ID the page documents, so two pages that would share a path can both be named. */
  source?: string;
  /**
   * The page's Markdown copy for programs (plugins/page-markdown), made from the same tree as `content`: the text
   * that plugin's conversion of `content` gives, without reading the page again.
   */
  markdownCopy?: string;
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

/** Some blocks of a page, in order; an empty section is left out. */
export type Section = readonly RootContent[];

/** The component that shows a declaration with linked types (src/components/ApiDeclaration). */
const declarationComponent = 'ApiDeclaration';
const declarationImport: MdxjsEsm = {
  type: 'mdxjsEsm',
  value: `import ${declarationComponent} from '@site/src/components/ApiDeclaration';`,
};

/** A value for YAML front matter: JSON strings are valid YAML double-quoted scalars. */
function yamlString(value: string): string {
  return JSON.stringify(value);
}

const lineBreakOpportunity: MdxJsxTextElement = {
  type: 'mdxJsxTextElement',
  name: 'wbr',
  attributes: [],
  children: [],
};

/**
 * The page's title as its H1, with line-break opportunities after each dot and before a parameter list, so a long
 * name (`PIACEPoint.PutValue(object, DateTime)`, `Tideline.GSharp.Analytics`) wraps between its parts on a phone,
 * never inside a word and never between `PutValue(` and its first parameter.
 */
function titleHeading(title: string): RootContent {
  const pieces = title.split(/(?<=\.)(?=\w)|(?<=\w)(?=\()/);
  return headingNode(
    1,
    pieces.flatMap((piece, index): PhrasingContent[] =>
      index === 0 ? [text(piece)] : [lineBreakOpportunity, text(piece)],
    ),
  );
}

/** Front matter with an explicit slug, so a page's URL never depends on its file name. */
export function page(
  context: PageContext,
  location: PageLocation,
  meta: PageMeta,
  sections: readonly Section[],
): GeneratedFile {
  const frontMatter: Yaml = {
    type: 'yaml',
    value: [
      `# Generated from ${context.file} and the reference source by plugins/gsharp-api: edit those, not this page.`,
      `title: ${yamlString(meta.title)}`,
      `sidebar_label: ${yamlString(meta.sidebarLabel)}`,
      ...(meta.position === undefined ? [] : [`sidebar_position: ${meta.position}`]),
      `description: ${yamlString(meta.description)}`,
      `slug: ${yamlString(pageSlug(context.base, location))}`,
    ].join('\n'),
  };
  const body = sections.flat();
  const usesDeclaration = body.some(isDeclaration);
  const root: Root = {
    type: 'root',
    children: [frontMatter, ...(usesDeclaration ? [declarationImport] : []), titleHeading(meta.title), ...body],
  };
  return {
    path: location.file,
    content: serialize(root),
    source: meta.source,
    markdownCopy: markdownCopy([titleHeading(meta.title), ...body]),
  };
}

function isDeclaration(node: RootContent): node is MdxJsxFlowElement {
  return node.type === 'mdxJsxFlowElement' && node.name === declarationComponent;
}

/**
 * The page as plugins/page-markdown converts it: no front matter or import, and the declaration as a C# code block
 * (that plugin's rendering of ApiDeclaration); the rest is the same tree, so it is written the same way.
 */
function markdownCopy(blocks: readonly RootContent[]): string {
  const children = blocks.map((node) => (isDeclaration(node) ? declarationCode(node) : node));
  return serialize({ type: 'root', children });
}

export function heading(title: string): RootContent {
  return headingNode(2, [text(title)]);
}

/** A link whose text is code: [`PIValues`](/gSharp/…/PIValues). */
export function codeLink(context: PageContext, label: string, location: PageLocation): PhrasingContent {
  return codeLinkNode(pageUrl(context.base, location), label);
}

export function textLink(context: PageContext, label: string, location: PageLocation): PhrasingContent {
  return link(pageUrl(context.base, location), [text(label)]);
}

export function table(headers: readonly string[], rows: readonly (readonly PhrasingContent[][])[]): RootContent {
  return tableNode(
    headers.map((header) => [text(header)]),
    rows,
  );
}

/** Declaration text as inline content: code spans, each linked type its own link. */
export function codeMarkdown(parts: readonly CodePart[]): PhrasingContent[] {
  const runs: CodePart[] = [];
  for (const part of parts) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last.url === undefined && part.url === undefined) last.text += part.text;
    else runs.push({ ...part });
  }
  return runs.flatMap((run, index): PhrasingContent[] => {
    const code = run.text.trim();
    if (code === '') return index === 0 || index === runs.length - 1 ? [] : [text(' ')];
    const span = run.url === undefined ? inlineCode(code) : codeLinkNode(run.url, code);
    // Spaces around a span stay outside it, so `out double` keeps its space between two code spans.
    const before = index > 0 && /^\s/.test(run.text) ? [text(' ')] : [];
    const after = index < runs.length - 1 && /\s$/.test(run.text) ? [text(' ')] : [];
    return [...before, span, ...after];
  });
}

/** A JavaScript string literal whose braces are escapes, so MDX's expression scanner sees only the outer pair. */
function scriptString(value: string): string {
  return JSON.stringify(value).replace(/[{}]/g, (brace) => (brace === '{' ? '\\u007b' : '\\u007d'));
}

/** Each declaration block's C# as plain text, for the page's Markdown copy. */
const declarationTexts = new WeakMap<MdxJsxFlowElement, string>();

/** The declaration block: C# as on Microsoft Learn, with every type linked to its page. */
export function declarationBlock(parts: readonly CodePart[]): MdxJsxFlowElement {
  const highlighted = highlightedParts(parts);
  // JSON as well as JavaScript, so tests and tools can read the declaration back with JSON.parse.
  const items = highlighted.map((part) => {
    const fields = [
      `"text": ${scriptString(part.text)}`,
      ...(part.url === undefined ? [] : [`"url": ${scriptString(part.url)}`]),
      ...(part.kind === undefined ? [] : [`"kind": ${scriptString(part.kind)}`]),
    ];
    return `{${fields.join(', ')}}`;
  });
  const block: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: declarationComponent,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'parts',
        value: { type: 'mdxJsxAttributeValueExpression', value: `[${items.join(', ')}]` },
      },
    ],
    children: [],
  };
  declarationTexts.set(block, highlighted.map((part) => part.text).join(''));
  return block;
}

/** The declaration as the Markdown copy shows it: a C# code block. */
function declarationCode(block: MdxJsxFlowElement): Code {
  const declaration = declarationTexts.get(block);
  if (declaration === undefined) throw new Error('A declaration block was not made by declarationBlock().');
  return codeNode(declaration, 'csharp', '');
}

/** The "where is this defined" line under a type's or member's summary. */
export function definitionLine(
  context: PageContext,
  type: TypeView,
  namespaceLocation: PageLocation,
  includeType: boolean,
): RootContent {
  const parts: PhrasingContent[][] = [
    [strong([text('Namespace:')]), text(' '), textLink(context, type.type.namespace, namespaceLocation)],
    ...(includeType ? [[strong([text('Type:')]), text(' '), codeLink(context, type.displayName, type.location)]] : []),
    [strong([text('Assembly:')]), text(` ${context.assembly}`)],
  ];
  return paragraph(joined(parts, ' · '));
}
