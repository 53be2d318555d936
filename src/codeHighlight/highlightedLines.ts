/**
 * The build-time highlighted lines of one code block (plugins/code-highlight), handed from the CodeBlock's props to
 * the part that draws the lines.
 */
import { createContext, useContext } from 'react';
import { escapeHtml, lineSeparator } from '@site/contract/codeHighlight';

/** The highlighted lines as the block's prop carries them, or undefined for a block highlighted by no one. */
export const HighlightedLinesContext = createContext<string | undefined>(undefined);

export const useHighlightedLines = (): string | undefined => useContext(HighlightedLinesContext);

/**
 * HTML for each line the reader sees. The build highlighted the block as written (`codeInput`); the theme shows it
 * without its magic-comment lines (`code`), which it removes whole, so each shown line is found in order among the
 * written ones. Without highlighted lines, or when they do not fit, the lines are shown as plain text.
 */
export function linesToShow(highlighted: string | undefined, codeInput: string, code: string): string[] {
  const shown = code.split(/\r?\n/);
  const plain = () => shown.map(escapeHtml);
  if (highlighted === undefined) return plain();
  const written = codeInput.replace(/\r?\n$/, '').split(/\r?\n/);
  const html = highlighted.split(lineSeparator);
  if (html.length !== written.length) return plain();
  const result: string[] = [];
  let next = 0;
  for (const line of shown) {
    while (next < written.length && written[next] !== line) next += 1;
    if (next === written.length) return plain();
    result.push(html[next] ?? escapeHtml(line));
    next += 1;
  }
  return result;
}
