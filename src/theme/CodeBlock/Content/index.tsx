// Ejected: places the lines highlighted at build time (plugins/code-highlight) instead of running Prism in the browser.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { linesToShow, useHighlightedLines } from '@site/src/codeHighlight/highlightedLines';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import wrapStyles from './styles.module.css';

interface Props {
  className?: string;
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const highlighted = useHighlightedLines();
  const { codeInput, code, language, lineNumbersStart, lineClassNames } = metadata;
  const numbered = lineNumbersStart !== undefined;
  const lines = linesToShow(highlighted, codeInput, code);
  return (
    // The line counter starts on <pre>: a style attribute on <code> is how the theme's word-wrap toggle marks
    // wrapping as its own, and would show that button on every numbered block.
    <pre
      ref={wordWrap.codeBlockRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to reach the block, which can still scroll sideways if a reader turns wrapping off.
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
    >
      <code
        className={clsx(
          styles.codeBlockLines,
          numbered && styles.codeBlockLinesWithNumbering,
          wrapStyles.wrappedLines,
          !numbered && wrapStyles.hangingIndent,
        )}
      >
        {lines.map((html, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a block's lines are its rows; they never reorder.
          <div key={index} className={clsx('token-line', lineClassNames[index], numbered && lineStyles.codeLine)}>
            {numbered && <span className={lineStyles.codeLineNumber} />}
            <span
              className={numbered ? lineStyles.codeLineContent : undefined}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the lines are the build's own highlighter output (plugins/code-highlight), escaped there.
              dangerouslySetInnerHTML={{ __html: html }}
            />
            <br />
          </div>
        ))}
      </code>
    </pre>
  );
}
