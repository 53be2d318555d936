/**
 * Splits a Pagefind bundle's word index into smaller chunks. Pagefind cuts its index into chunks of about 20,000 word
 * positions (fixed in its code), and the browser fetches one whole chunk for every word of a query: 20 to 35 KB
 * compressed per word, and twice that for staff, who search two indexes. Cut four times finer, a query word costs
 * 5 to 13 KB, which keeps a staff member's first query within its 150 KB budget (tests/e2e/searchBudget.spec.ts).
 *
 * Chunks are cut between words that differ within their first two letters, so a word, its stem and every word that
 * starts the same way stay in one chunk: Pagefind loads one chunk per query word and matches words by their start, and
 * a cut inside such a family loses matches (Pagefind's own cuts split `gsharp` from `gsharp01`, `status` from
 * `statuscode`). Only a chunk that has grown to twice its aim is cut between words sharing two letters, and at four
 * times anywhere, as Pagefind cuts. Each word's entry is copied byte for byte; only the chunks around them, the list of
 * chunks in the metadata file and the entry file's name for that file are written anew.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { arrayItems, encodeArray, encodeText, packPagefindFile, readText, unpackPagefindFile } from './pagefindFile';

/**
 * Word positions per chunk Pagefind aims for, and a quarter of it, which this module aims for in the site's index. An
 * eighth (2,500) for both indexes came to 126 KB for a staff member's first two-word query, but moved which words a
 * one-letter query word ("a" in "Adding a Document") matches enough to push the staff page of that name out of the
 * modal's hits: the words a query word matches are those of the chunk it falls in, so every cut moves them a little.
 * The staff index alone is cut at an eighth (plugins/search-index/index.ts): with a quarter, the handbook's growth
 * took "system requirements" to 150.2 KB over both indexes; the tests of that page's hit still pass.
 */
const pagefindChunkPositions = 20_000;
export const chunkPositions = pagefindChunkPositions / 4;

/**
 * The longest beginning two neighbouring words may share and still be cut apart, by how far a chunk has grown past
 * its aim: only a chunk that no such cut could end soon is cut between words sharing more (as Pagefind always does).
 */
function longestSharedStartAllowed(positions: number, aim: number): number {
  if (positions < aim) return -1;
  if (positions < aim * 2) return 1;
  if (positions < aim * 4) return 2;
  return Number.POSITIVE_INFINITY;
}

/** The metadata file's fields (Pagefind 1.x): version, pages, word index chunks, filter chunks, sorts, more. */
const metaField = { indexChunks: 2 } as const;
/** A word index chunk holds one field: its words, in order. */
const chunkField = { words: 0 } as const;
/** A word's fields: the word, then its pages (each a page number and the word's positions on it). */
const wordField = { word: 0, pages: 1 } as const;
/** A page's fields in a word's entry: page number, positions. */
const pageField = { positions: 1 } as const;

interface IndexedWord {
  word: string;
  /** The word's whole entry, as Pagefind encoded it. */
  entry: Buffer;
  /** How Pagefind sizes a chunk: each page the word is on, plus each position on it. */
  positions: number;
}

interface ChunkListing {
  from: string;
  to: string;
  hash: string;
}

interface BundleEntry {
  languages: Record<string, { hash: string }>;
}

function fieldOf(items: readonly Buffer[], index: number, what: string): Buffer {
  const item = items[index];
  if (item === undefined) throw new Error(`Pagefind ${what} has no field ${index}`);
  return item;
}

function wordOf(entry: Buffer): IndexedWord {
  const fields = arrayItems(entry);
  const pages = arrayItems(fieldOf(fields, wordField.pages, 'word entry'));
  const positions = pages.reduce(
    (sum, page) => sum + arrayItems(fieldOf(arrayItems(page), pageField.positions, 'page entry')).length + 1,
    0,
  );
  return { word: readText(fieldOf(fields, wordField.word, 'word entry')), entry, positions };
}

function chunkListingOf(item: Buffer): ChunkListing {
  const [from, to, hash] = arrayItems(item).map(readText);
  if (from === undefined || to === undefined || hash === undefined) throw new Error('Pagefind chunk listing is short');
  return { from, to, hash };
}

function sharedStartLength(left: string, right: string): number {
  const a = Array.from(left);
  const b = Array.from(right);
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** Cuts the words, in order, into chunks of about `aim` positions, cut where longestSharedStartAllowed permits. */
export function cutIntoChunks<Word extends { word: string; positions: number }>(
  words: readonly Word[],
  aim: number,
): Word[][] {
  const chunks: Word[][] = [];
  let chunk: Word[] = [];
  let positions = 0;
  words.forEach((word, index) => {
    chunk.push(word);
    positions += word.positions;
    const next = words[index + 1];
    if (next === undefined) return;
    if (sharedStartLength(word.word, next.word) <= longestSharedStartAllowed(positions, aim)) {
      chunks.push(chunk);
      chunk = [];
      positions = 0;
    }
  });
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * The range of words each chunk answers for, as Pagefind lists them: between two chunks, each side is shortened to the
 * beginning that tells it from the other (`pump`…`purge` | `push`… lists `pur` | `pus`).
 */
export function chunkRanges(chunks: readonly (readonly { word: string }[])[]): { from: string; to: string }[] {
  const ranges = chunks.map((chunk) => ({ from: chunk[0]?.word ?? '', to: chunk.at(-1)?.word ?? '' }));
  for (let index = 0; index + 1 < ranges.length; index += 1) {
    const left = ranges[index];
    const right = ranges[index + 1];
    if (!left || !right) continue;
    const shared = sharedStartLength(left.to, right.from);
    left.to = Array.from(left.to)
      .slice(0, shared + 1)
      .join('');
    right.from = Array.from(right.from)
      .slice(0, shared + 1)
      .join('');
  }
  return ranges;
}

const shortHash = (bytes: Buffer, length: number) => createHash('sha256').update(bytes).digest('hex').slice(0, length);

/** Splits the word index of one language of the bundle; returns the new name of its metadata file. */
async function splitLanguageIndex(bundleDir: string, language: string, metaHash: string, aim: number): Promise<string> {
  const metaFile = path.join(bundleDir, `pagefind.${metaHash}.pf_meta`);
  const metaFields = arrayItems(unpackPagefindFile(await readFile(metaFile)));
  const listings = arrayItems(fieldOf(metaFields, metaField.indexChunks, 'metadata')).map(chunkListingOf);
  const chunkFile = (hash: string) => path.join(bundleDir, 'index', `${hash}.pf_index`);

  const words: IndexedWord[] = [];
  for (const { hash } of listings) {
    const chunkFields = arrayItems(unpackPagefindFile(await readFile(chunkFile(hash))));
    words.push(...arrayItems(fieldOf(chunkFields, chunkField.words, 'index chunk')).map(wordOf));
  }

  const chunks = cutIntoChunks(words, aim);
  const written = new Set<string>();
  const newListings: Buffer[] = [];
  const ranges = chunkRanges(chunks);
  for (const [index, chunk] of chunks.entries()) {
    const value = encodeArray([encodeArray(chunk.map((word) => word.entry))]);
    let length = 7;
    while (written.has(`${language}_${shortHash(value, length)}`)) length += 1;
    const hash = `${language}_${shortHash(value, length)}`;
    written.add(hash);
    await writeFile(chunkFile(hash), packPagefindFile(value));
    const range = ranges[index] ?? { from: '', to: '' };
    newListings.push(encodeArray([encodeText(range.from), encodeText(range.to), encodeText(hash)]));
  }
  await Promise.all(listings.filter(({ hash }) => !written.has(hash)).map(({ hash }) => rm(chunkFile(hash))));

  const newMeta = encodeArray(
    metaFields.map((field, index) => (index === metaField.indexChunks ? encodeArray(newListings) : field)),
  );
  const newMetaHash = `${language}_${shortHash(newMeta, 10)}`;
  await rm(metaFile);
  await writeFile(path.join(bundleDir, `pagefind.${newMetaHash}.pf_meta`), packPagefindFile(newMeta));
  return newMetaHash;
}

/** Splits the word index of every language of the Pagefind bundle in `bundleDir` into chunks of about `aim` positions. */
export async function splitWordIndex(bundleDir: string, aim: number = chunkPositions): Promise<void> {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json');
  const entry = JSON.parse(await readFile(entryFile, 'utf8')) as BundleEntry;
  for (const [language, listing] of Object.entries(entry.languages)) {
    listing.hash = await splitLanguageIndex(bundleDir, language, listing.hash, aim);
  }
  await writeFile(entryFile, JSON.stringify(entry));
}
