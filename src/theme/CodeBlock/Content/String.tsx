// Wrapped to hand the block's build-time highlighted lines (plugins/code-highlight) to CodeBlock/Content.
import type { ReactNode } from 'react';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock/Content/String';
import { highlightedLinesProp } from '@site/contract/codeHighlight';
import { HighlightedLinesContext } from '@site/src/codeHighlight/highlightedLines';

export default function CodeBlockStringWithHighlightedLines(props: Props): ReactNode {
  const highlighted = (props as Props & Partial<Record<typeof highlightedLinesProp, string>>)[highlightedLinesProp];
  return (
    <HighlightedLinesContext.Provider value={highlighted}>
      <CodeBlockString {...props} />
    </HighlightedLinesContext.Provider>
  );
}
