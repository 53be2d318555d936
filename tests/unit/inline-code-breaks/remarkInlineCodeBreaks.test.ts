import type { InlineCode, Root } from 'mdast';
import { remark } from 'remark';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import remarkInlineCodeBreaks, { withBreakPoints } from '@site/plugins/inline-code-breaks/remarkInlineCodeBreaks';

/** The code as the HTML draws it, `<wbr>` written out. */
function drawn(code: string): string | null {
  const parts = withBreakPoints(code);
  return parts === null ? null : parts.map((part) => (part.type === 'text' ? part.value : '<wbr>')).join('');
}

/** The inline code of a Markdown paragraph after the plugin ran. */
async function inlineCodeOf(markdown: string): Promise<InlineCode[]> {
  const processor = remark().use(remarkInlineCodeBreaks);
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  const found: InlineCode[] = [];
  visit(tree, 'inlineCode', (node: InlineCode) => {
    found.push(node);
  });
  return found;
}

describe('break points in long inline code', () => {
  it('an address may break after each dot, slash and the characters of a query, never inside a word', () => {
    expect(drawn('https://riverbend.portal.tideline.example/path_to/a-page?x=1&y=2')).toBe(
      'https:/<wbr>/<wbr>riverbend.<wbr>portal.<wbr>tideline.<wbr>example/<wbr>path_<wbr>to/<wbr>a-<wbr>page?<wbr>x=<wbr>1&<wbr>y=<wbr>2',
    );
  });

  it('short code, which fits a line whole, keeps its single text', () => {
    expect(drawn('sftp.tideline.example')).toBeNull();
  });

  it('long code with nothing to break after keeps its single text', () => {
    expect(drawn('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef')).toBeNull();
  });

  it('no break point after the last character, where the line ends anyway', () => {
    expect(drawn('Tideline.GSharp.Analytics.')).toBe('Tideline.<wbr>GSharp.<wbr>Analytics.');
  });

  it('code written across two lines of the page reads as one line with a space, as Markdown draws it', () => {
    expect(drawn('<code fragment="class-body"\nrun="ID">')).toBe(
      '<code fragment=<wbr>"class-<wbr>body" run=<wbr>"ID">',
    );
  });

  it('the page keeps the code as written; only its drawing gains the break points', async () => {
    const [long, short] = await inlineCodeOf(
      'Open `https://riverbend.portal.tideline.example` or `RIVERBEND.PS04.FLOW` in the Portal.',
    );
    expect(long?.value).toBe('https://riverbend.portal.tideline.example');
    expect(long?.data?.hChildren?.filter((child) => child.type === 'element')).toHaveLength(5);
    expect(short?.data?.hChildren).toBeUndefined();
  });
});
