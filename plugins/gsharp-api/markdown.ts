import type { CrefResolver, CrefTarget } from './crefs';
import { childElements, firstChildElement, textContent, type DocElement, type DocNode } from './docNodes';
import {
  collapseWhitespace,
  dedent,
  escapeMarkdownText,
  fencedCode,
  guardParagraphStart,
  inlineCode,
  linkDestination,
} from './escape';
import { codeElementMeta } from '../csharp-samples/sampleMeta';

/** What turning one member's documentation into Markdown needs: cref links, its parameter names, and error reporting. */
export interface MarkdownContext {
  resolveCref: CrefResolver;
  parameterNames: readonly string[];
  typeParameterNames: readonly string[];
  /** Records a problem that does not stop the build. */
  warn(reason: string): void;
  /** Stops the build with the member's location and the reason. */
  fail(reason: string): never;
}

const blockElements = new Set(['para', 'p', 'code', 'list', 'note', 'br']);

/** Sandcastle's `<note type="…">` kinds, mapped onto Docusaurus admonitions. */
const admonitions: Readonly<Record<string, string>> = {
  note: 'note',
  tip: 'tip',
  important: 'info',
  caution: 'warning',
  warning: 'warning',
  security: 'danger',
};

const codeLanguages: Readonly<Record<string, string>> = {
  'c#': 'csharp',
  cs: 'csharp',
  csharp: 'csharp',
  vb: 'vbnet',
  'vb.net': 'vbnet',
};

interface InlineOptions {
  inTableCell: boolean;
}

function resolve(context: MarkdownContext, cref: string): CrefTarget {
  try {
    return context.resolveCref(cref);
  } catch (error) {
    return context.fail(error instanceof Error ? error.message : String(error));
  }
}

function link(label: string, url: string | undefined): string {
  return url === undefined ? label : `[${label}](${linkDestination(url)})`;
}

function renderSee(element: DocElement, context: MarkdownContext, options: InlineOptions): string {
  const { cref, langword, href } = element.attributes;
  const ownText = renderInline(element.children, context, options).trim();
  if (cref !== undefined) {
    const target = resolve(context, cref);
    return link(ownText === '' ? inlineCode(target.label, options.inTableCell) : ownText, target.url);
  }
  if (langword !== undefined) return inlineCode(langword, options.inTableCell);
  if (href !== undefined) return link(ownText === '' ? escapeMarkdownText(href) : ownText, href);
  return context.fail(`<${element.name}> needs a cref, langword or href attribute`);
}

function renderNameReference(
  element: DocElement,
  known: readonly string[],
  what: string,
  context: MarkdownContext,
  options: InlineOptions,
): string {
  const name = element.attributes.name;
  if (name === undefined) return context.fail(`<${element.name}> needs a name attribute`);
  if (!known.includes(name)) context.warn(`<${element.name} name="${name}"> names no ${what} of this member`);
  return inlineCode(name, options.inTableCell);
}

function renderInlineElement(element: DocElement, context: MarkdownContext, options: InlineOptions): string {
  const children = (): string => renderInline(element.children, context, options);
  switch (element.name) {
    case 'c':
    case 'code':
      return inlineCode(textContent(element.children), options.inTableCell);
    case 'see':
    case 'seealso':
      return renderSee(element, context, options);
    case 'paramref':
      return renderNameReference(element, context.parameterNames, 'parameter', context, options);
    case 'typeparamref':
      return renderNameReference(element, context.typeParameterNames, 'type parameter', context, options);
    case 'a':
      return link(children(), element.attributes.href);
    case 'b':
    case 'strong':
      return `**${children().trim()}**`;
    case 'i':
    case 'em':
      return `*${children().trim()}*`;
    case 'para':
    case 'p':
    case 'note':
      return ` ${children()} `;
    case 'br':
      return ' ';
    case 'list':
      return ` ${childElements(element.children, 'item')
        .map((item) => listItemText(item, context, options))
        .join('; ')} `;
    case 'inheritdoc':
      return context.fail('<inheritdoc/> is supported only as a direct child of <member>');
    default:
      context.warn(`<${element.name}> is not a documentation comment tag; its text is shown without formatting`);
      return children();
  }
}

/** Markdown for inline content on one line: text, code spans, links and emphasis. Block tags are flattened. */
function renderInline(
  nodes: readonly DocNode[],
  context: MarkdownContext,
  options: InlineOptions = { inTableCell: false },
): string {
  return nodes
    .map((node) =>
      node.type === 'text'
        ? escapeMarkdownText(collapseWhitespace(node.text))
        : renderInlineElement(node, context, options),
    )
    .join('');
}

function finishParagraph(markdown: string): string {
  return guardParagraphStart(markdown.replace(/ {2,}/g, ' ').trim());
}

function listItemParts(
  item: DocElement,
  context: MarkdownContext,
  options: InlineOptions,
): { term: string; description: string } {
  const term = firstChildElement(item.children, 'term');
  const description = firstChildElement(item.children, 'description');
  const plain = term === undefined && description === undefined;
  return {
    term: term === undefined ? '' : finishInline(renderInline(term.children, context, options)),
    description: finishInline(renderInline(plain ? item.children : (description?.children ?? []), context, options)),
  };
}

function finishInline(markdown: string): string {
  return markdown.replace(/ {2,}/g, ' ').trim();
}

function listItemText(item: DocElement, context: MarkdownContext, options: InlineOptions): string {
  const { term, description } = listItemParts(item, context, options);
  if (term === '') return description;
  return description === '' ? `**${term}**` : `**${term}**: ${description}`;
}

function renderTableList(list: DocElement, context: MarkdownContext): string {
  const options = { inTableCell: true };
  const header = firstChildElement(list.children, 'listheader');
  const headerParts =
    header === undefined ? { term: 'Term', description: 'Description' } : listItemParts(header, context, options);
  const rows = childElements(list.children, 'item').map((item) => listItemParts(item, context, options));
  const cell = (text: string): string => (text === '' ? ' ' : text);
  return [
    `| ${cell(headerParts.term)} | ${cell(headerParts.description)} |`,
    '| --- | --- |',
    ...rows.map((row) => `| ${cell(row.term)} | ${cell(row.description)} |`),
  ].join('\n');
}

function renderList(list: DocElement, context: MarkdownContext): string {
  const type = list.attributes.type ?? 'bullet';
  if (type === 'table') return renderTableList(list, context);
  if (type !== 'bullet' && type !== 'number')
    context.fail(`<list type="${type}"> is not one of bullet, number or table`);
  const options = { inTableCell: false };
  return childElements(list.children, 'item')
    .map((item, index) => `${type === 'number' ? `${index + 1}.` : '-'} ${listItemText(item, context, options)}`)
    .join('\n');
}

function renderCodeBlock(element: DocElement): string {
  const language = element.attributes.language ?? element.attributes.lang ?? 'csharp';
  // fragment="…" and nocompile="…" travel into the fence, where the site shows a not-compiled block's reason.
  return fencedCode(
    dedent(textContent(element.children)),
    codeLanguages[language.toLowerCase()] ?? language.toLowerCase(),
    codeElementMeta(element.attributes),
  );
}

function renderNote(element: DocElement, context: MarkdownContext): string {
  const kind = admonitions[element.attributes.type ?? 'note'];
  if (kind === undefined)
    return context.fail(
      `<note type="${element.attributes.type ?? ''}"> is not one of ${Object.keys(admonitions).join(', ')}`,
    );
  return `:::${kind}\n\n${renderBlocks(element.children, context)}\n\n:::`;
}

function renderBlockElement(element: DocElement, context: MarkdownContext): string {
  switch (element.name) {
    case 'code':
      return renderCodeBlock(element);
    case 'list':
      return renderList(element, context);
    case 'note':
      return renderNote(element, context);
    case 'br':
      return '';
    default:
      return renderBlocks(element.children, context);
  }
}

/** Markdown blocks (paragraphs, fenced code, lists, tables, admonitions) separated by blank lines. */
export function renderBlocks(nodes: readonly DocNode[], context: MarkdownContext): string {
  const blocks: string[] = [];
  let paragraph = '';
  const flush = (): void => {
    const finished = finishParagraph(paragraph);
    if (finished !== '') blocks.push(finished);
    paragraph = '';
  };
  for (const node of nodes) {
    if (node.type === 'element' && blockElements.has(node.name)) {
      flush();
      const block = renderBlockElement(node, context);
      if (block !== '') blocks.push(block);
    } else {
      paragraph += renderInline([node], context);
    }
  }
  flush();
  return blocks.join('\n\n');
}

/** One line of Markdown for a table cell: blocks become inline, pipes are escaped. */
export function renderTableCell(nodes: readonly DocNode[], context: MarkdownContext): string {
  return finishInline(renderInline(nodes, context, { inTableCell: true }));
}

/** Plain text for front matter descriptions and meta tags: cref labels and names, no markup. */
export function renderPlainText(nodes: readonly DocNode[], context: MarkdownContext): string {
  const plain = nodes.map((node): string => {
    if (node.type === 'text') return node.text;
    if ((node.name === 'see' || node.name === 'seealso') && node.attributes.cref !== undefined) {
      const own = renderPlainText(node.children, context);
      return own === '' ? resolve(context, node.attributes.cref).label : own;
    }
    if (node.name === 'see' && node.attributes.langword !== undefined) return node.attributes.langword;
    if (node.name === 'paramref' || node.name === 'typeparamref') return node.attributes.name ?? '';
    if (node.name === 'c' || node.name === 'b' || node.name === 'i') return textContent(node.children);
    // Block tags separate words; inline ones (above) must not, or "x<c>s</c>" would read "x s".
    return ` ${renderPlainText(node.children, context)} `;
  });
  return collapseWhitespace(plain.join('')).trim();
}
