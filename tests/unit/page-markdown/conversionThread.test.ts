import { afterAll, describe, expect, test } from 'vitest';
import { startConversionThread } from '@site/plugins/page-markdown/conversionThread';
import { componentRenderers } from '@site/plugins/page-markdown/components';
import { pageToMarkdown } from '@site/plugins/page-markdown/toMarkdown';

describe('the Markdown conversion thread', () => {
  const thread = startConversionThread();
  afterAll(() => thread.close());

  test('gives the same Markdown as converting on the build’s own thread', async () => {
    const page = {
      title: 'Minimum night flow',
      source:
        '---\ntitle: Minimum night flow\n---\nThe **MNF** is read at 02:00–04:00.\n\n:::tip\nUse the median.\n:::\n',
      file: 'docs/mnf.md',
    };
    expect(await thread.convert(page)).toBe(pageToMarkdown(page, componentRenderers));
  });

  test('fails a page it cannot convert with the message that names its file, and goes on with the next', async () => {
    await expect(
      thread.convert({ title: 'Tabs', source: '<Tabs><TabItem value="a">A</TabItem></Tabs>', file: 'docs/tabs.mdx' }),
    ).rejects.toThrow(/^docs\/tabs\.mdx uses <Tabs>/);
    expect(await thread.convert({ title: 'Next', source: 'Text.', file: 'docs/next.md' })).toBe('# Next\n\nText.\n');
  });

  test('refuses pages once stopped, rather than waiting for ever', async () => {
    const stopped = startConversionThread();
    await stopped.close();
    await expect(stopped.convert({ title: 'Late', source: 'Text.', file: 'docs/late.md' })).rejects.toThrow(
      /conversion thread stopped/,
    );
  });
});
