/**
 * A page with a code block imports the code block's code (src/codeBlock/withCodeBlocks.ts) in its own module, so the
 * code block arrives with the page rather than after it; a page without one leaves it out.
 */
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import remarkHighlightCode from '@site/plugins/code-highlight/remarkHighlightCode';

/** The page's module as MDX compiles it with the plugin. */
async function pageModule(markdown: string): Promise<string> {
  return String(await compile(markdown, { remarkPlugins: [[remarkHighlightCode, { additionalLanguages: [] }]] }));
}

const codeBlockImport = /^import '@site\/src\/codeBlock\/withCodeBlocks';$/m;

describe('the code block import', () => {
  it('is in the module of a page with a code block', async () => {
    expect(await pageModule('# Pumps\n\n```csharp\nvar rate = 1;\n```\n')).toMatch(codeBlockImport);
  });

  it('is left out of a page without one', async () => {
    expect(await pageModule('# Pumps\n\nNo code here.\n')).not.toMatch(codeBlockImport);
  });
});
