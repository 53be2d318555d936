/**
 * Markdown copies kept on disk by a hash of everything that makes them: the page's source, title and file name,
 * and the converting code (this plugin's files, the card data its components list, the installed parser
 * versions). A warm build converts only the pages whose source changed.
 */
import { createHash } from 'node:crypto';
import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { PageSource } from './toMarkdown';
import { writeFileWhole } from '../shared/writeFileWhole';
import { removeUnusedEntries } from '../shared/removeUnusedEntries';
import { dayMs } from '../../contract/durations';

/** Entries no build has used for this long are removed: pages renamed or rewritten long ago. */
const unusedLifetimeMs = 14 * dayMs;

/** Makes a page's Markdown (in a worker thread in the build: ./conversionThread.ts). */
export type ConvertPage = (page: PageSource) => string | Promise<string>;

export interface MarkdownCache {
  /** The page's Markdown if the cache holds it. */
  stored(page: PageSource): Promise<string | undefined>;
  /** The page's Markdown: read from the cache, or made by `convert` and stored. */
  markdownOf(page: PageSource, convert: ConvertPage): Promise<string>;
  /** Removes entries unused for two weeks; returns how many pages this build converted and reused. */
  finish(): Promise<{ converted: number; reused: number }>;
}

/**
 * The Markdown of each page, in the pages' order: the pages the cache holds are read together, and the others are all
 * handed to the converter at once. The converter is one worker thread working through its queue; asked for one page
 * at a time, it would wait for the build's main thread, busy with the search index, between every two pages.
 */
export async function markdownOfEach<Page extends PageSource>(
  cache: MarkdownCache,
  pages: readonly Page[],
  convert: ConvertPage,
): Promise<Array<{ page: Page; markdown: string }>> {
  const entries = await Promise.all(pages.map(async (page) => ({ page, markdown: await cache.stored(page) })));
  await Promise.all(
    entries
      .filter(({ markdown }) => markdown === undefined)
      .map(async (entry) => {
        entry.markdown = await cache.markdownOf(entry.page, convert);
      }),
  );
  return entries.map(({ page, markdown }) => {
    if (markdown === undefined) throw new Error(`No Markdown copy was made of ${page.file}.`);
    return { page, markdown };
  });
}

export function createMarkdownCache(directory: string, codeKey: string): MarkdownCache {
  let converted = 0;
  let reused = 0;
  const keyOf = ({ title, source, file }: PageSource) =>
    createHash('sha256')
      .update(JSON.stringify([codeKey, title, file, source]))
      .digest('hex');

  // Read synchronously: hundreds of small files, each a promise and a trip through libuv's thread pool, took several
  // times as long as reading them in turn.
  async function stored(page: PageSource): Promise<string | undefined> {
    const file = path.join(directory, `${keyOf(page)}.md`);
    let cached: string;
    try {
      cached = readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    reused += 1;
    const now = new Date();
    utimesSync(file, now, now);
    return cached;
  }

  return {
    stored,
    async markdownOf(page, convert) {
      const cached = await stored(page);
      if (cached !== undefined) return cached;
      const file = path.join(directory, `${keyOf(page)}.md`);
      const markdown = await convert(page);
      converted += 1;
      await writeFileWhole(file, markdown);
      return markdown;
    },
    async finish() {
      await removeUnusedEntries(directory, unusedLifetimeMs);
      return { converted, reused };
    },
  };
}
