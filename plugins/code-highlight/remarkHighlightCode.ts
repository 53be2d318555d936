/**
 * Remark plugin: every fenced code block carries its highlighted lines to the theme's CodeBlock, which places them
 * instead of running a highlighter in the reader's browser; and a page with code blocks imports the code block's code
 * (src/codeBlock/withCodeBlocks.ts), so it arrives with the page rather than after it.
 */
import type { Code, Root, RootContent } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { highlightedLinesProp, lineSeparator } from '../../contract/codeHighlight';
import { highlightLines, loadLanguages } from './highlightLines';

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

/** MDX's reader, as it reads a page: an import statement becomes an ESM node carrying the ESTree that MDX compiles. */
const mdxReader = unified().use(remarkParse).use(remarkMdx).freeze();

function codeBlockImportNode(): RootContent {
  const [statement] = mdxReader.parse(codeBlockImport).children;
  if (statement?.type !== 'mdxjsEsm') {
    throw new Error(`plugins/code-highlight: MDX does not read ${codeBlockImport} as an import statement.`);
  }
  return statement;
}

export default function remarkHighlightCode(options: RemarkHighlightCodeOptions) {
  loadLanguages(options.additionalLanguages);
  return (tree: Root): void => {
    let codeBlocks = 0;
    visit(tree, 'code', (code) => {
      attachHighlightedLines(code);
      codeBlocks += 1;
    });
    if (codeBlocks > 0) tree.children.unshift(codeBlockImportNode());
  };
}
