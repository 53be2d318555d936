/**
 * Turns a page's MDX source into plain Markdown for readers that are programs (AI assistants, tools).
 * The writer's Markdown is kept byte for byte; only what is MDX or Docusaurus is rewritten: front matter
 * and imports go, admonitions become block quotes, and each component is replaced by the Markdown its
 * renderer gives (./components.ts). A component without a renderer fails the build, so a new one cannot
 * silently vanish from the Markdown copies.
 */
import { SKIP, visit } from 'unist-util-visit';
import type { Node } from 'mdast';
import { pageParser } from '../shared/pageParser';

/** A JSX attribute as written: a string, `true` for a bare name, or an expression's source text. */
type ComponentAttributes = Readonly<Record<string, string | true>>;

/** Renders one use of a component as Markdown. */
type ComponentRenderer = (attributes: ComponentAttributes) => string;

export type ComponentRenderers = Readonly<Record<string, ComponentRenderer>>;

export class PageMarkdownError extends Error {
  override name = 'PageMarkdownError';
}

export interface PageSource {
  title: string;
  /** The MDX or Markdown file's text. */
  source: string;
  /** Named in errors, so the writer knows which file to fix. */
  file: string;
}

/** Docusaurus's admonition types and the label each gets in a block quote. */
const admonitionLabels: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { value: string };
}

interface SourceNode extends Node {
  name?: string | null;
  value?: string;
  attributes?: JsxAttribute[];
}

function offsets(node: Node): { start: number; end: number } {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined)
    throw new PageMarkdownError('The Markdown parser gave a node without a position.');
  return { start, end };
}

function attributesOf(node: SourceNode): ComponentAttributes {
  const result: Record<string, string | true> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const { value } = attribute;
    result[attribute.name] =
      value === null || value === undefined ? true : typeof value === 'string' ? value : value.value;
  }
  return result;
}

function isComment(expression: string): boolean {
  const trimmed = expression.trim();
  return trimmed.startsWith('/*') && trimmed.endsWith('*/');
}

/** `:::warning[Keep it internal]` -> `> **Warning: Keep it internal**`, then the body quoted line by line. */
function admonitionAsQuote(directiveSource: string, name: string, convertBody: (body: string) => string): string {
  const lines = directiveSource.split('\n');
  const opening = lines[0] ?? '';
  const label = /^\s*:{3,}\w+(?:\[(.*)\])?\s*(.*)$/.exec(opening);
  const title = (label?.[1] ?? label?.[2] ?? '').trim();
  const kind = admonitionLabels[name] ?? name;
  const body = convertBody(lines.slice(1, -1).join('\n')).trim();
  const quoted = body.split('\n').map((line) => (line.trim() === '' ? '>' : `> ${line}`));
  return [`> **${title ? `${kind}: ${title}` : kind}**`, '>', ...quoted].join('\n');
}

function convertBody(source: string, components: ComponentRenderers, file: string): string {
  let tree: Node;
  try {
    tree = pageParser.parse(source);
  } catch (error) {
    throw new PageMarkdownError(
      `${file} could not be read as MDX: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const edits: Edit[] = [];
  const replace = (node: Node, text: string) => edits.push({ ...offsets(node), text });

  visit(tree, (node: SourceNode) => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        replace(node, '');
        return SKIP;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isComment(node.value ?? '')) {
          throw new PageMarkdownError(
            `${file} computes {${node.value}} in MDX; the Markdown copy cannot show its value. Write the value out.`,
          );
        }
        replace(node, '');
        return SKIP;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        // HTML elements (<kbd>, <br>) are Markdown already.
        if (!/^[A-Z]/.test(name)) return SKIP;
        const render = components[name];
        if (!render) {
          throw new PageMarkdownError(
            `${file} uses <${name}>, which has no Markdown rendering; add one to plugins/page-markdown/components.ts.`,
          );
        }
        replace(node, render(attributesOf(node)));
        return SKIP;
      }
      case 'containerDirective': {
        const name = node.name ?? '';
        if (!(name in admonitionLabels)) return undefined;
        const { start, end } = offsets(node);
        replace(
          node,
          admonitionAsQuote(source.slice(start, end), name, (body) => convertBody(body, components, file)),
        );
        return SKIP;
      }
      default:
        return undefined;
    }
  });

  let result = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  // Removed front matter and imports leave blank lines behind.
  return result.replace(/\n{3,}/g, '\n\n').trim();
}

/** The page as plain Markdown: its title as the first heading, then its body. */
export function pageToMarkdown({ title, source, file }: PageSource, components: ComponentRenderers): string {
  const body = convertBody(source, components, file);
  const hasOwnTitle = /^#\s/.test(body);
  return `${hasOwnTitle ? '' : `# ${title}\n\n`}${body}\n`;
}
