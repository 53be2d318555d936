import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkRanges, cutIntoChunks, splitWordIndex } from '@site/plugins/search-index/indexChunks';

const word = (text: string, positions = 10) => ({ word: text, positions });

describe('cutting the word index into chunks', () => {
  it('cuts once a chunk reaches its aim, where the next word starts differently', () => {
    const chunks = cutIntoChunks([word('alarm'), word('alert'), word('bank'), word('basin'), word('cable')], 20);
    expect(chunks.map((chunk) => chunk.map(({ word }) => word))).toEqual([
      ['alarm', 'alert'],
      ['bank', 'basin'],
      ['cable'],
    ]);
  });

  it('keeps words that share their first two letters together until the chunk is twice its aim', () => {
    const family = ['pump', 'pumping', 'pumps', 'pumpstation'].map((text) => word(text));
    const chunks = cutIntoChunks([...family, word('push'), word('quay')], 30);
    expect(chunks.map((chunk) => chunk.map(({ word }) => word))).toEqual([
      ['pump', 'pumping', 'pumps', 'pumpstation', 'push'],
      ['quay'],
    ]);
  });

  it('cuts a chunk of one long family at four times its aim, as Pagefind would', () => {
    const family = Array.from({ length: 6 }, (_, index) => word(`gsharp0${index}`));
    expect(cutIntoChunks(family, 10).map((chunk) => chunk.length)).toEqual([4, 2]);
  });

  it('lists each chunk’s range shortened to what tells it from its neighbours, as Pagefind does', () => {
    expect(chunkRanges([[word('apple')], [word('apricot'), word('banana')], [word('peach')]])).toEqual([
      { from: 'apple', to: 'app' },
      { from: 'apr', to: 'b' },
      { from: 'p', to: 'peach' },
    ]);
  });
});

interface PagefindMatch {
  id: string;
  score: number;
}
interface PagefindInstance {
  options(options: object): Promise<void>;
  search(query: string): Promise<{ results: PagefindMatch[] } | null>;
  destroy(): Promise<void>;
}

/** Words of the fixture pages: families sharing their start, and words of every first letter between them. */
const families = [
  ['pump', 'pumping', 'pumps', 'pumpstation'],
  ['gsharp', 'gsharp01', 'gsharpanalytics'],
  ['status', 'statuscode', 'statistics'],
  ['value', 'values', 'valve'],
];
const fillers = 'abcdefghijklmnoprstuvwy'
  .split('')
  .flatMap((first) => ['a', 'e', 'i', 'o', 'u'].map((second) => `${first}${second}${first}ward`));
const pageWords = (page: number) =>
  [...families.flat(), ...fillers].filter((_, index) => (index * 7 + page) % 3 !== 0).join(' ');

describe('a Pagefind bundle split into smaller chunks', () => {
  let root: string;
  let original: string;
  let split: string;
  let bundle: { createInstance(options: { basePath: string }): PagefindInstance };
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'index-chunks-'));
    original = path.join(root, 'original');
    split = path.join(root, 'split');
    const { index } = await pagefind.createIndex({});
    if (!index) throw new Error('Pagefind did not start');
    for (let page = 0; page < 30; page += 1) {
      await index.addHTMLFile({
        url: `/page-${page}`,
        content: `<html lang="en"><body><main><h1>Page ${page}</h1><p>${pageWords(page)}</p></main></body></html>`,
      });
    }
    await index.writeFiles({ outputPath: original });
    await index.writeFiles({ outputPath: split });
    await pagefind.close();
    await splitWordIndex(split, 200);

    // Pagefind's own browser code, reading the bundles from disk.
    globalThis.fetch = async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const bytes = readFileSync(url.pathname);
      const type = url.pathname.includes('/wasm.') ? 'application/wasm' : 'application/octet-stream';
      return new Response(bytes, { headers: { 'content-type': type } });
    };
    const script = path.join(root, 'pagefind.mjs');
    writeFileSync(script, readFileSync(path.join(original, 'pagefind.js')));
    bundle = await import(/* @vite-ignore */ pathToFileURL(script).href);
  }, 60_000);

  afterAll(() => {
    globalThis.fetch = realFetch;
    rmSync(root, { recursive: true, force: true });
  });

  async function answer(bundleDir: string, query: string): Promise<string[]> {
    // A fresh instance per query: chunks loaded for one query would otherwise answer the next.
    const instance = bundle.createInstance({ basePath: `${pathToFileURL(bundleDir).href}/` });
    await instance.options({ baseUrl: '/' });
    const found = await instance.search(query);
    await instance.destroy();
    return (found?.results ?? []).map(({ id, score }) => `${id} ${score.toFixed(5)}`);
  }

  it('has more, smaller chunks, and no chunk the metadata does not list', () => {
    const originalChunks = readdirSync(path.join(original, 'index'));
    const splitChunks = readdirSync(path.join(split, 'index'));
    expect(originalChunks).toHaveLength(1);
    expect(splitChunks.length).toBeGreaterThan(4);
    const entry = JSON.parse(readFileSync(path.join(split, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { hash: string }>;
    };
    const metaFiles = readdirSync(split).filter((name) => name.endsWith('.pf_meta'));
    expect(metaFiles).toEqual(Object.values(entry.languages).map(({ hash }) => `pagefind.${hash}.pf_meta`));
  });

  it('answers every word, and every word’s beginning, with the same pages and scores as before', async () => {
    const queries = [
      ...families.flat(),
      ...families.flat().map((text) => text.slice(0, 3)),
      ...fillers.filter((_, index) => index % 4 === 0),
      'pump status',
      'gsharp values',
    ];
    for (const query of queries) {
      const before = await answer(original, query);
      expect(before.length, `"${query}" finds pages`).toBeGreaterThan(0);
      expect(await answer(split, query), `"${query}"`).toEqual(before);
    }
  });
});
