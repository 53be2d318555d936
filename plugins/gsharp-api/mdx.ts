/**
 * The pages' Markdown as a syntax tree (mdast), and the one place it becomes MDX text. Building a tree instead of
 * strings leaves escaping to remark's serialiser: with the MDX, GFM and directive plugins that the site also parses
 * with, it knows which `<`, `{`, `*`, `|`, `:` or backtick the parser would misread, and escapes exactly those.
 */
import type {
  BlockContent,
  Code,
  Emphasis,
  Heading,
  InlineCode,
  Link,
  List,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Strong,
  Table,
  TableRow,
  Text,
} from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import { remark } from 'remark';
import type { Settings } from 'unified';
import { collapseWhitespace } from './whitespace';

export type { BlockContent, PhrasingContent, RootContent };

export function text(value: string): Text {
  return { type: 'text', value };
}

/** Code as it reads in running text: the XML file's line breaks and indentation collapse to single spaces. */
export function inlineCode(value: string): InlineCode {
  return { type: 'inlineCode', value: collapseWhitespace(value).trim() };
}

export function link(url: string, children: PhrasingContent[]): Link {
  return { type: 'link', url, children };
}

/** A link whose text is code: [`PIValues`](…/PIValues). */
export function codeLink(url: string, label: string): Link {
  return link(url, [inlineCode(label)]);
}

export function strong(children: PhrasingContent[]): Strong {
  return { type: 'strong', children };
}

export function emphasis(children: PhrasingContent[]): Emphasis {
  return { type: 'emphasis', children };
}

export function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

export function heading(depth: Heading['depth'], children: PhrasingContent[]): Heading {
  return { type: 'heading', depth, children };
}

export function code(value: string, lang: string, meta: string): Code {
  return { type: 'code', lang, meta: meta === '' ? null : meta, value };
}

export function list(ordered: boolean, items: readonly PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered,
    spread: false,
    children: items.map((item) => ({ type: 'listItem', spread: false, children: [paragraph(item)] })),
  };
}

/** A GFM table; every cell is one line of inline content. */
export function table(headers: readonly PhrasingContent[][], rows: readonly (readonly PhrasingContent[][])[]): Table {
  const row = (cells: readonly PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((cell) => ({ type: 'tableCell', children: cell })),
  });
  return { type: 'table', children: [row(headers), ...rows.map(row)] };
}

/** A Docusaurus admonition (`:::warning`), which is a container directive to remark. */
export function admonition(kind: string, children: BlockContent[]): ContainerDirective {
  return { type: 'containerDirective', name: kind, children };
}

/** Words joined by separators, as one run of inline content: `a, b, c` or `Object → Pump`. */
export function joined(parts: readonly PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [text(separator), ...part]));
}

/** A pattern of characters the serialiser writes as a character reference, where the parser would misread them. */
type UnsafePattern = NonNullable<Settings['unsafe']>[number];

/**
 * A paragraph starting with `import ` or `export ` would be read as an ES module statement by MDX; writing its first
 * letter as a character reference keeps the word and stops that (remark-mdx's serialiser does not).
 */
const moduleStatementStarts: UnsafePattern[] = [
  { character: 'i', atBreak: true, after: 'mport\\s' },
  { character: 'e', atBreak: true, after: 'xport\\s' },
];

const mdxWriter = remark()
  .data('settings', { bullet: '-', emphasis: '*', rule: '-', unsafe: moduleStatementStarts })
  .use(remarkMdx)
  // Cells are not padded to line up: a generated page is read in the browser, and padding only grows diffs.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkDirective)
  .use(remarkFrontmatter, ['yaml'])
  .freeze();

/** The page as MDX: front matter, imports, JSX and Markdown, each escaped where the MDX parser would misread it. */
export function serialize(root: Root): string {
  return mdxWriter.stringify(root);
}
