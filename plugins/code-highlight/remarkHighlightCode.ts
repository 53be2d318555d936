/**
 * Remark plugin: every fenced code block carries its highlighted lines to the theme's CodeBlock, which places them
 * instead of running a highlighter in the reader's browser.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { highlightedLinesProp, lineSeparator } from '../../config/codeHighlight';
import { highlightLines, loadLanguages } from './highlightLines';

export interface RemarkHighlightCodeOptions {
  /** Prism grammars to load besides the bundled ones: the theme's `prism.additionalLanguages`. */
  additionalLanguages: readonly string[];
}

/** The language the theme would choose: the fence's, lower-cased, or plain text. */
const languageOf = (code: Code) => (code.lang ?? 'text').toLowerCase();

export function attachHighlightedLines(code: Code): void {
  const lines = highlightLines(code.value, languageOf(code));
  code.data ??= {};
  code.data.hProperties = { ...code.data.hProperties, [highlightedLinesProp]: lines.join(lineSeparator) };
}

export default function remarkHighlightCode(options: RemarkHighlightCodeOptions) {
  loadLanguages(options.additionalLanguages);
  return (tree: Root): void => visit(tree, 'code', attachHighlightedLines);
}
