/**
 * Remark plugin: every fenced code block carries its highlighted lines to the theme's CodeBlock, which places them
 * instead of running a highlighter in the reader's browser; and a page with code blocks imports the code block's code
 * (src/codeBlock/withCodeBlocks.ts), so it arrives with the page rather than after it.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { highlightedLinesProp, lineSeparator } from '../../contract/codeHighlight';
import { highlightLines, loadLanguages } from './highlightLines';
import { mdxNode } from '../shared/mdxNode';

export interface RemarkHighlightCodeOptions {
  /** Prism grammars to load besides the bundled ones: the theme's `prism.additionalLanguages`. */
  additionalLanguages: readonly string[];
}

/** The language the theme would choose: the fence's, lower-cased, or plain text. */
const languageOf = (code: Code) => (code.lang ?? 'text').toLowerCase();

function attachHighlightedLines(code: Code): void {
  const lines = highlightLines(code.value, languageOf(code));
  code.data ??= {};
  code.data.hProperties = { ...code.data.hProperties, [highlightedLinesProp]: lines.join(lineSeparator) };
}

/** The import that brings the theme's code block with the page (see src/codeBlock/themeCodeBlock.ts). */
const codeBlockImport = "import '@site/src/codeBlock/withCodeBlocks';";

export default function remarkHighlightCode(options: RemarkHighlightCodeOptions) {
  loadLanguages(options.additionalLanguages);
  return (tree: Root): void => {
    let codeBlocks = 0;
    visit(tree, 'code', (code) => {
      attachHighlightedLines(code);
      codeBlocks += 1;
    });
    if (codeBlocks > 0) tree.children.unshift(mdxNode(codeBlockImport, 'mdxjsEsm'));
  };
}
