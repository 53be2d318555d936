/**
 * Pagefind bundles kept on disk by a hash of what Pagefind is given: every page's address and HTML, with the section
 * labels its annotation reads and the indexing code (this plugin's files, the installed Pagefind version). When a
 * build gives Pagefind the same pages as an earlier one, the earlier bundle is linked in instead of indexing again
 * (../shared/linkTree.ts: a warm public build's 575 files, 0.2 CPU-s copied, measured 2026-11-27). The site's pages and
 * the staff section's are indexed apart, so each finds its own bundle; a few recent bundles are kept for both.
 */
import { createHash, randomUUID, type Hash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { linkTree } from '../shared/linkTree';

/** Bundles kept: the latest of the site and of the staff section, with room for a branch switched back and forth. */
const bundlesKept = 6;

/**
 * What of a page goes into the key, as slices of its bytes. Pagefind skips scripts and stylesheets, and their
 * addresses carry the bundler's content hashes, which change with any code change; leaving them out lets a change to
 * the site's code that leaves every page's words alone reuse the index. The bytes are read as they are, without
 * decoding or copying them: a warm build keys some 23 MB of pages this way.
 *
 * A `<script` or `<link` in a page's words or attributes cannot be mistaken for a tag: React writes `<` in them as
 * `&lt;`. Opening tags are found as the build writes them, in lower case; one spelled otherwise stays in the key,
 * which can only cost an indexing that was not needed. A script ends at its end tag however it is spelled, as a
 * browser ends it, so no words after it are left out.
 */
export function indexedParts(html: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let kept = 0;
  for (let tag = nextLeftOutTag(html, 0); tag; tag = nextLeftOutTag(html, kept)) {
    const end = tag.name === 'script' ? scriptEnd(html, tag.start) : html.indexOf('>', tag.start) + 1;
    // An unclosed tag: the rest of the page stays in the key.
    if (end <= 0) break;
    parts.push(html.subarray(kept, tag.start));
    kept = end;
  }
  parts.push(html.subarray(kept));
  return parts;
}

type LeftOutTag = { name: 'script' | 'link'; start: number };

/** A byte that may continue a tag's name (`<scripts` is not `<script`). */
const isNameByte = (byte: number | undefined) => byte !== undefined && /[\w-]/.test(String.fromCharCode(byte));

/** A byte that may end a tag's name: HTML's white space (tab, line feed, form feed, carriage return, space), `/` or `>`. */
const endsTagName = (byte: number | undefined) => byte !== undefined && /[\t\n\f\r />]/.test(String.fromCharCode(byte));

/** The first `<script` or `<link` at or after `from`. */
function nextLeftOutTag(html: Buffer, from: number): LeftOutTag | undefined {
  let found: LeftOutTag | undefined;
  for (const name of ['script', 'link'] as const) {
    for (let start = html.indexOf(`<${name}`, from); start !== -1; start = html.indexOf(`<${name}`, start + 1)) {
      if (found && start > found.start) break;
      if (isNameByte(html[start + name.length + 1])) continue;
      if (!found || start < found.start) found = { name, start };
      break;
    }
  }
  return found;
}

const scriptEndTagName = '</script';

/**
 * Where the script opened at `start` ends: after its end tag (`</script>`, `</SCRIPT >`, `</script\n>`); 0 when it
 * never does.
 */
function scriptEnd(html: Buffer, start: number): number {
  for (let close = html.indexOf('</', start); close !== -1; close = html.indexOf('</', close + 2)) {
    const name = html.subarray(close, close + scriptEndTagName.length).toString('latin1');
    if (name.toLowerCase() !== scriptEndTagName || !endsTagName(html[close + scriptEndTagName.length])) continue;
    return html.indexOf('>', close) + 1;
  }
  return 0;
}

export interface IndexCacheKey {
  /** What the indexing depends on besides the pages (the section labels, the chunk sizes), as JSON. */
  addSettings(settings: string): void;
  add(url: string, html: Buffer): void;
  digest(): string;
}

export function indexCacheKey(codeKey: string): IndexCacheKey {
  const hash: Hash = createHash('sha256').update(codeKey);
  return {
    addSettings(settings) {
      hash.update('\0settings\0').update(settings);
    },
    add(url, html) {
      hash.update('\0').update(url).update('\0');
      for (const part of indexedParts(html)) hash.update(part);
    },
    digest: () => hash.digest('hex'),
  };
}

/** Places the bundle stored under `key` at `outputPath`; false when there is none. */
export async function restoreBundle(directory: string, key: string, outputPath: string): Promise<boolean> {
  const entry = path.join(directory, key);
  if (!(await stat(entry).catch(() => undefined))?.isDirectory()) return false;
  // Marked as used first, so the other index, storing its own bundle meanwhile, keeps this one while it is copied.
  const now = new Date();
  await utimes(entry, now, now);
  await rm(outputPath, { recursive: true, force: true });
  await linkTree(entry, outputPath);
  return true;
}

/** A partial copy this old was left by a build that stopped while storing it; one being copied is seconds old. */
const leftoverAgeMs = 60 * 60 * 1000;

const isPartial = (name: string) => name.endsWith('.tmp');

/** The rename found a bundle already stored under the key (a directory that is not empty). */
const isAlreadyStored = (error: unknown) =>
  ['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Stores the bundle at `outputPath` under `key`, then removes all but the most recently used bundles. */
export async function storeBundle(directory: string, key: string, outputPath: string): Promise<void> {
  const entry = path.join(directory, key);
  // Placed aside under a name no other write uses, then renamed into place: a build reading the cache never sees half
  // a bundle (as plugins/shared/writeFileWhole.ts does for single files).
  const partial = `${entry}.${randomUUID()}.tmp`;
  await mkdir(directory, { recursive: true });
  await linkTree(outputPath, partial);
  try {
    await rename(partial, entry);
  } catch (error) {
    // Another build stored the same key meanwhile: the same pages, so the same bundle. Theirs stays; no reader of the
    // key ever finds it missing.
    if (!isAlreadyStored(error)) throw error;
    await rm(partial, { recursive: true, force: true });
  }
  await removeStale(directory);
}

/**
 * Removes all but the most recently used bundles, and partial copies left by builds that stopped while storing. The
 * other index of the same build, or another build, may be pruning at the same moment, so a name can vanish between
 * listing and looking.
 */
async function removeStale(directory: string): Promise<void> {
  const listed = await Promise.all(
    (await readdir(directory)).map(async (name) => ({
      name,
      at: (await stat(path.join(directory, name)).catch(() => undefined))?.mtimeMs,
    })),
  );
  const present = listed.filter((item): item is { name: string; at: number } => item.at !== undefined);
  const leftovers = present.filter(({ name, at }) => isPartial(name) && Date.now() - at > leftoverAgeMs);
  const unused = present
    .filter(({ name }) => !isPartial(name))
    .sort((a, b) => b.at - a.at)
    .slice(bundlesKept);
  await Promise.all(
    [...leftovers, ...unused].map(({ name }) => rm(path.join(directory, name), { recursive: true, force: true })),
  );
}
