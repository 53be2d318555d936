/**
 * Search results arrive as HTML: the engine's escaped text with <mark> around the matched words (Pagefind's through
 * src/search/pagefindHits.ts, Algolia's highlights). They are read with the browser's parser and rebuilt as React
 * nodes that keep the text and the marks and nothing else, so no markup an engine lets through reaches the page.
 */
import type { ReactNode } from 'react';

export function markedText(html: string): ReactNode[] {
  // Results exist only in the browser (they follow the reader's query); a server render has none to show.
  if (typeof DOMParser === 'undefined') return [html];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, (node, index) =>
    node.nodeName === 'MARK' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in their order; they never reorder.
      <mark key={index}>{node.textContent}</mark>
    ) : (
      (node.textContent ?? '')
    ),
  );
}
