/**
 * Remark plugin: long inline code (an address, a tag name, a namespace) may break after `.` `/` `-` `_` `?` `&` `=`,
 * and only there. Without a break opportunity the browser splits such a token wherever the line ends
 * (`tideline.exam` / `ple` on a phone). The code keeps its text; the HTML gains a `<wbr>` after each of those
 * characters, which copying the text leaves out. Short code never needs to break, so it is left alone.
 */
import type { InlineCode, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** Inline code up to this many characters fits a phone's line (390 px) whole, so it gets no break points. */
const longestUnbroken = 24;

/** The characters a reader expects an address or a dotted name to wrap after. */
const breakAfter = /(?<=[./\-_?&=])(?=.)/;

/** The HTML (hast) nodes the code is drawn with: its text, cut into parts, and the `<wbr>` between them. */
type CodePart =
  | { type: 'text'; value: string }
  | { type: 'element'; tagName: 'wbr'; properties: Record<string, never>; children: [] };

const breakPoint = (): CodePart => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });

/**
 * The code's text with a `<wbr>` after every character a line may end on; null when it needs none. A line ending
 * inside the code (written across two lines of the page) becomes a space, as Markdown draws it.
 */
export function withBreakPoints(code: string): CodePart[] | null {
  if (code.length <= longestUnbroken) return null;
  const parts = code.replace(/\r?\n|\r/g, ' ').split(breakAfter);
  if (parts.length === 1) return null;
  return parts.flatMap((part, index): CodePart[] =>
    index === 0 ? [{ type: 'text', value: part }] : [breakPoint(), { type: 'text', value: part }],
  );
}

export default function remarkInlineCodeBreaks() {
  return (tree: Root): void => {
    visit(tree, 'inlineCode', (node: InlineCode) => {
      const children = withBreakPoints(node.value);
      if (children === null) return;
      // mdast-util-to-hast draws hChildren in place of the code's single text node.
      node.data = { ...node.data, hChildren: children };
    });
  };
}
