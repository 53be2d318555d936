/**
 * Which pages the checks read: the page rules read the written documentation, the sample check also the site's own
 * Markdown pages, whose C# readers copy as well.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { samplePages, writtenPages } from '../../../scripts/docs-check/docPages';

const root = path.resolve(__dirname, '../../..');

it("compiles the C# of the site's own Markdown pages as well as every written page", () => {
  const pages = samplePages(root);
  expect(pages).toContain('src/pages/markdown-page.md');
  expect(pages).toEqual(expect.arrayContaining(writtenPages(root)));
});

it("keeps the site's own pages out of the documentation page rules", () => {
  expect(writtenPages(root).filter((page) => page.startsWith('src/'))).toEqual([]);
});
