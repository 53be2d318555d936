/**
 * Where the browser wrapped a text: the parts of each element's text (split at `separator`, a space between words or
 * the zero-width space of a namespace's label) that it drew across two lines, so a test can say text wraps only
 * between its parts, never inside one.
 */
import type { Locator } from '@playwright/test';

export function partsWrappedInside(elements: Locator, separator: string): Promise<string[]> {
  return elements.evaluateAll(
    (nodes, at) =>
      nodes.flatMap((element) => {
        const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode();
        if (!text?.textContent) return [`${element.textContent}: no text`];
        const split: string[] = [];
        let offset = 0;
        for (const part of text.textContent.split(at)) {
          const range = document.createRange();
          range.setStart(text, offset);
          range.setEnd(text, offset + part.length);
          if (range.getClientRects().length > 1) split.push(part);
          offset += part.length + at.length;
        }
        return split;
      }),
    separator,
  );
}
