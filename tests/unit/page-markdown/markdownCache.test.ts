import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMarkdownCache, markdownOfEach } from '@site/plugins/page-markdown/markdownCache';
import { pageToMarkdown, type PageSource } from '@site/plugins/page-markdown/toMarkdown';
import { componentRenderers } from '@site/plugins/page-markdown/components';

const directories: string[] = [];
function newDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'page-markdown-cache-'));
  directories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

const page: PageSource = {
  title: 'Server patching',
  source: ':::note\nMonthly.\n:::\n',
  file: 'internal/Server Patching.md',
};

/** Converts as the plugin does, counting how often the converter really ran. */
function countingConverter() {
  const calls: PageSource[] = [];
  const convert = (input: PageSource) => {
    calls.push(input);
    return pageToMarkdown(input, componentRenderers);
  };
  return { calls, convert };
}

describe('Markdown copies kept between builds', () => {
  it('gives a later build the same Markdown without converting the page again', async () => {
    const directory = newDirectory();
    const first = countingConverter();
    const made = await createMarkdownCache(directory, 'code-1').markdownOf(page, first.convert);
    const second = countingConverter();
    const cache = createMarkdownCache(directory, 'code-1');
    expect(await cache.markdownOf(page, second.convert)).toBe(made);
    expect(second.calls).toHaveLength(0);
    expect(await cache.finish()).toEqual({ converted: 0, reused: 1 });
  });

  it('converts again when the page’s source, title or file changes', async () => {
    const directory = newDirectory();
    await createMarkdownCache(directory, 'code-1').markdownOf(page, countingConverter().convert);
    const later = countingConverter();
    const cache = createMarkdownCache(directory, 'code-1');
    const edited = await cache.markdownOf({ ...page, source: ':::note\nWeekly.\n:::\n' }, later.convert);
    await cache.markdownOf({ ...page, title: 'Patching servers' }, later.convert);
    await cache.markdownOf({ ...page, file: 'internal/Patching.md' }, later.convert);
    expect(edited).toContain('> Weekly.');
    expect(later.calls).toHaveLength(3);
  });

  it('converts again when the converting code changes', async () => {
    const directory = newDirectory();
    await createMarkdownCache(directory, 'code-1').markdownOf(page, countingConverter().convert);
    const later = countingConverter();
    await createMarkdownCache(directory, 'code-2').markdownOf(page, later.convert);
    expect(later.calls).toHaveLength(1);
  });

  it('leaves no half-written entry behind', async () => {
    const directory = newDirectory();
    await createMarkdownCache(directory, 'code-1').markdownOf(page, countingConverter().convert);
    expect(readdirSync(directory).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('the Markdown of each page', () => {
  const pages: PageSource[] = Array.from({ length: 5 }, (_, index) => ({
    title: `Page ${index}`,
    source: `# Page ${index}\n\n:::tip\nStep ${index}.\n:::\n`,
    file: `docs/page-${index}.md`,
  }));

  it('converts only the pages the cache lacks, and gives every page in order', async () => {
    const directory = newDirectory();
    await createMarkdownCache(directory, 'code-1').markdownOf(pages[2] as PageSource, countingConverter().convert);
    const build = countingConverter();
    const copies = await markdownOfEach(createMarkdownCache(directory, 'code-1'), pages, build.convert);
    expect(copies.map(({ markdown }) => markdown)).toEqual(
      pages.map((page) => pageToMarkdown(page, componentRenderers)),
    );
    expect(copies.map(({ page }) => page)).toEqual(pages);
    expect(build.calls).toEqual(pages.filter((_, index) => index !== 2));
  });
});
