import type { CrefResolver, CrefTarget } from './crefs';
import { childElements, firstChildElement, textContent, type DocElement, type DocNode } from './docNodes';
import {
  admonition,
  code,
  emphasis,
  inlineCode,
  link,
  list,
  paragraph,
  strong,
  table,
  text,
  type BlockContent,
  type PhrasingContent,
} from './mdx';
import { collapseWhitespace, dedent } from './whitespace';
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

function resolve(context: MarkdownContext, cref: string): CrefTarget {
  try {
    return context.resolveCref(cref);
  } catch (error) {
    return context.fail(error instanceof Error ? error.message : String(error));
  }
}

function linkOrText(url: string | undefined, children: PhrasingContent[]): PhrasingContent[] {
  return url === undefined ? children : [link(url, children)];
}

/**
 * Inline content as a reader sees it: neighbouring text merged, runs of spaces (from the XML file's indentation, or
 * around flattened blocks) made one, and no space at either end.
 */
function tidyInline(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value = `${last.value}${node.value}`;
    else merged.push(node.type === 'text' ? { ...node } : node);
  }
  for (const node of merged) if (node.type === 'text') node.value = node.value.replace(/ {2,}/g, ' ');
  const first = merged[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = merged[merged.length - 1];
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return merged.filter((node) => node.type !== 'text' || node.value !== '');
}

function renderSee(element: DocElement, context: MarkdownContext): PhrasingContent[] {
  const { cref, langword, href } = element.attributes;
  const ownText = tidyInline(renderInline(element.children, context));
  if (cref !== undefined) {
    const target = resolve(context, cref);
    return linkOrText(target.url, ownText.length === 0 ? [inlineCode(target.label)] : ownText);
  }
  if (langword !== undefined) return [inlineCode(langword)];
  if (href !== undefined) return [link(href, ownText.length === 0 ? [text(href)] : ownText)];
  return context.fail(`<${element.name}> needs a cref, langword or href attribute`);
}

function renderNameReference(
  element: DocElement,
  known: readonly string[],
  what: string,
  context: MarkdownContext,
): PhrasingContent[] {
  const name = element.attributes.name;
  if (name === undefined) return context.fail(`<${element.name}> needs a name attribute`);
  if (!known.includes(name)) context.warn(`<${element.name} name="${name}"> names no ${what} of this member`);
  return [inlineCode(name)];
}

function renderInlineElement(element: DocElement, context: MarkdownContext): PhrasingContent[] {
  const children = (): PhrasingContent[] => renderInline(element.children, context);
  switch (element.name) {
    case 'c':
    case 'code':
      return [inlineCode(textContent(element.children))];
    case 'see':
    case 'seealso':
      return renderSee(element, context);
    case 'paramref':
      return renderNameReference(element, context.parameterNames, 'parameter', context);
    case 'typeparamref':
      return renderNameReference(element, context.typeParameterNames, 'type parameter', context);
    case 'a':
      return linkOrText(element.attributes.href, children());
    case 'b':
    case 'strong':
      return [strong(tidyInline(children()))];
    case 'i':
    case 'em':
      return [emphasis(tidyInline(children()))];
    case 'para':
    case 'p':
    case 'note':
      return [text(' '), ...children(), text(' ')];
    case 'br':
      return [text(' ')];
    case 'list':
      return [
        text(' '),
        ...childElements(element.children, 'item').flatMap((item, index) => [
          ...(index === 0 ? [] : [text('; ')]),
          ...listItemText(item, context),
        ]),
        text(' '),
      ];
    case 'inheritdoc':
      return context.fail('<inheritdoc/> is supported only as a direct child of <member>');
    default:
      context.warn(`<${element.name}> is not a documentation comment tag; its text is shown without formatting`);
      return children();
  }
}

/** Inline content: text, code spans, links and emphasis. Block tags are flattened. */
function renderInline(nodes: readonly DocNode[], context: MarkdownContext): PhrasingContent[] {
  return nodes.flatMap((node) =>
    node.type === 'text' ? [text(collapseWhitespace(node.text))] : renderInlineElement(node, context),
  );
}

function listItemParts(
  item: DocElement,
  context: MarkdownContext,
): { term: PhrasingContent[]; description: PhrasingContent[] } {
  const term = firstChildElement(item.children, 'term');
  const description = firstChildElement(item.children, 'description');
  const plain = term === undefined && description === undefined;
  return {
    term: term === undefined ? [] : tidyInline(renderInline(term.children, context)),
    description: tidyInline(renderInline(plain ? item.children : (description?.children ?? []), context)),
  };
}

function listItemText(item: DocElement, context: MarkdownContext): PhrasingContent[] {
  const { term, description } = listItemParts(item, context);
  if (term.length === 0) return description;
  return description.length === 0 ? [strong(term)] : [strong(term), text(': '), ...description];
}

function renderTableList(element: DocElement, context: MarkdownContext): BlockContent {
  const header = firstChildElement(element.children, 'listheader');
  const headerParts =
    header === undefined
      ? { term: [text('Term')], description: [text('Description')] }
      : listItemParts(header, context);
  const rows = childElements(element.children, 'item').map((item) => listItemParts(item, context));
  return table(
    [headerParts.term, headerParts.description],
    rows.map((row) => [row.term, row.description]),
  );
}

function renderList(element: DocElement, context: MarkdownContext): BlockContent {
  const type = element.attributes.type ?? 'bullet';
  if (type === 'table') return renderTableList(element, context);
  if (type !== 'bullet' && type !== 'number')
    context.fail(`<list type="${type}"> is not one of bullet, number or table`);
  return list(
    type === 'number',
    childElements(element.children, 'item').map((item) => listItemText(item, context)),
  );
}

function renderCodeBlock(element: DocElement): BlockContent {
  const language = element.attributes.language ?? element.attributes.lang ?? 'csharp';
  // fragment="…" and nocompile="…" travel into the fence, where the site shows a not-compiled block's reason.
  return code(
    dedent(textContent(element.children)),
    codeLanguages[language.toLowerCase()] ?? language.toLowerCase(),
    codeElementMeta(element.attributes),
  );
}

function renderNote(element: DocElement, context: MarkdownContext): BlockContent {
  const kind = admonitions[element.attributes.type ?? 'note'];
  if (kind === undefined)
    return context.fail(
      `<note type="${element.attributes.type ?? ''}"> is not one of ${Object.keys(admonitions).join(', ')}`,
    );
  return admonition(kind, renderBlocks(element.children, context));
}

function renderBlockElement(element: DocElement, context: MarkdownContext): BlockContent[] {
  switch (element.name) {
    case 'code':
      return [renderCodeBlock(element)];
    case 'list':
      return [renderList(element, context)];
    case 'note':
      return [renderNote(element, context)];
    case 'br':
      return [];
    default:
      return renderBlocks(element.children, context);
  }
}

/** Blocks: paragraphs, code, lists, tables and admonitions. */
export function renderBlocks(nodes: readonly DocNode[], context: MarkdownContext): BlockContent[] {
  const blocks: BlockContent[] = [];
  let inline: PhrasingContent[] = [];
  const flush = (): void => {
    const finished = tidyInline(inline);
    if (finished.length > 0) blocks.push(paragraph(finished));
    inline = [];
  };
  for (const node of nodes) {
    if (node.type === 'element' && blockElements.has(node.name)) {
      flush();
      blocks.push(...renderBlockElement(node, context));
    } else {
      inline.push(...renderInline([node], context));
    }
  }
  flush();
  return blocks;
}

/** One line of inline content, for a table cell: blocks become inline. */
export function renderTableCell(nodes: readonly DocNode[], context: MarkdownContext): PhrasingContent[] {
  return tidyInline(renderInline(nodes, context));
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
