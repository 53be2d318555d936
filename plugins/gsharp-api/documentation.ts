import type { CrefResolver, CrefTarget } from './crefs';
import { childElements, firstChildElement, isBlank, type DocElement, type DocNode } from './docNodes';
import { ApiDocError, apiDocWarning, type ApiDocWarning, type SourceLocation } from './errors';
import { renderBlocks, renderPlainText, renderTableCell, type MarkdownContext } from './markdown';
import { codeLink, emphasis, inlineCode, paragraph, text, type BlockContent, type PhrasingContent } from './mdx';

/** Shown where a summary is missing; the missing summary itself is reported as a warning or an error. */
export const missingSummaryText = 'No summary is documented yet.';

/**
 * One documentation comment rendered to Markdown nodes (mdast), section by section, once. Pages arrange these
 * nodes; they never go back to the XML or to cref resolution.
 */
export interface DocText {
  hasSummary: boolean;
  /** Summary paragraphs, or the missing-summary note in italics. */
  summary: BlockContent[];
  /** The summary on one line, for a table cell. */
  summaryCell: PhrasingContent[];
  /** The summary as plain text, cut for the front matter description. */
  description: string;
  remarks: BlockContent[];
  returns: BlockContent[];
  value: BlockContent[];
  examples: BlockContent[][];
  /** Rows of the Exceptions table: the linked exception type and its condition. */
  exceptions: [PhrasingContent[], PhrasingContent[]][];
  seeAlso: PhrasingContent[][];
  /** `<param>` descriptions by parameter name, each on one line for a table cell. */
  parameters: ReadonlyMap<string, PhrasingContent[]>;
  typeParameters: ReadonlyMap<string, PhrasingContent[]>;
}

/** What rendering one comment needs to know about the thing it documents. */
export interface DocSubject {
  location: SourceLocation;
  docs: readonly DocNode[];
  parameterNames: readonly string[];
  typeParameterNames: readonly string[];
}

/** Tags a documentation comment may hold directly under `<member>`; anything else is reported, not dropped silently. */
const knownTopLevelTags = new Set([
  'summary',
  'remarks',
  'returns',
  'value',
  'param',
  'typeparam',
  'exception',
  'example',
  'seealso',
]);

const descriptionLimit = 300;

function cutDescription(text: string): string {
  if (text.length <= descriptionLimit) return text;
  const cut = text.slice(0, descriptionLimit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

function contentOf(docs: readonly DocNode[], tag: string): DocNode[] | undefined {
  const element = firstChildElement(docs, tag);
  return element === undefined || isBlank(element.children) ? undefined : element.children;
}

function namedDescriptions(
  docs: readonly DocNode[],
  tag: 'param' | 'typeparam',
  markdown: MarkdownContext,
): Map<string, PhrasingContent[]> {
  return new Map(
    childElements(docs, tag)
      .filter(
        (element): element is DocElement & { attributes: { name: string } } => element.attributes.name !== undefined,
      )
      .map((element) => [element.attributes.name, renderTableCell(element.children, markdown)]),
  );
}

/** Renders a subject's documentation comment, collecting warnings and failing with its location on bad input. */
export function renderDocText(subject: DocSubject, resolveCref: CrefResolver, warnings: ApiDocWarning[]): DocText {
  const markdown: MarkdownContext = {
    resolveCref,
    parameterNames: subject.parameterNames,
    typeParameterNames: subject.typeParameterNames,
    warn: (reason) => {
      warnings.push(apiDocWarning(subject.location, reason));
    },
    fail: (reason) => {
      throw new ApiDocError(subject.location, reason);
    },
  };
  for (const element of childElements(subject.docs)) {
    if (element.name === 'include')
      markdown.fail(
        '<include> was not expanded: build the XML file with the C# compiler, which inlines included documentation',
      );
    if (!knownTopLevelTags.has(element.name))
      markdown.warn(`<${element.name}> is not a documentation comment tag and is not shown`);
  }
  const blocks = (tag: string): BlockContent[] => {
    const nodes = contentOf(subject.docs, tag);
    return nodes === undefined ? [] : renderBlocks(nodes, markdown);
  };
  const summary = contentOf(subject.docs, 'summary');
  const exceptions = childElements(subject.docs, 'exception').map((element): [PhrasingContent[], PhrasingContent[]] => {
    const cref = element.attributes.cref;
    if (cref === undefined) return markdown.fail('<exception> needs a cref naming the exception type');
    let target: CrefTarget;
    try {
      target = resolveCref(cref);
    } catch (error) {
      return markdown.fail(error instanceof Error ? error.message : String(error));
    }
    return [
      [target.url === undefined ? inlineCode(target.label) : codeLink(target.url, target.label)],
      renderTableCell(element.children, markdown),
    ];
  });
  return {
    hasSummary: summary !== undefined,
    summary:
      summary === undefined ? [paragraph([emphasis([text(missingSummaryText)])])] : renderBlocks(summary, markdown),
    summaryCell: summary === undefined ? [emphasis([text(missingSummaryText)])] : renderTableCell(summary, markdown),
    description: cutDescription(summary === undefined ? missingSummaryText : renderPlainText(summary, markdown)),
    remarks: blocks('remarks'),
    returns: blocks('returns'),
    value: blocks('value'),
    examples: childElements(subject.docs, 'example')
      .filter((element) => !isBlank(element.children))
      .map((element) => renderBlocks(element.children, markdown)),
    exceptions,
    seeAlso: childElements(subject.docs, 'seealso').map((element) =>
      renderTableCell([{ ...element, name: 'see' }], markdown),
    ),
    parameters: namedDescriptions(subject.docs, 'param', markdown),
    typeParameters: namedDescriptions(subject.docs, 'typeparam', markdown),
  };
}
