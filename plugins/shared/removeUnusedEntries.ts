/**
 * The clean-up of a build cache whose entries are files marked as used by their modification time: entries no build
 * has used for the given time are removed (pages renamed or rewritten long ago). A folder not made yet has none.
 *
 * It runs at most once a day for each cache, noted by the time of a file of its own in the cache's folder: entries
 * live for weeks, and looking at the thousands a cache holds took a fifth of a second at the end of every build.
 */
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dayMs } from '../../contract/durations';

/** Where a cache notes its last clean-up; its own time keeps it younger than any lifetime. */
export const cleanUpNote = '.cleaned-up';

export async function removeUnusedEntries(directory: string, unusedLifetimeMs: number): Promise<void> {
  const note = path.join(directory, cleanUpNote);
  const lastCleanUp = await stat(note).catch(() => undefined);
  if (lastCleanUp && Date.now() - lastCleanUp.mtimeMs < dayMs) return;
  const cutoff = Date.now() - unusedLifetimeMs;
  const names = await readdir(directory).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const entry = path.join(directory, name);
      const info = await stat(entry).catch(() => undefined);
      if (info && info.mtimeMs < cutoff) await rm(entry, { force: true });
    }),
  );
  if (names.length > 0) await writeFile(note, '');
}
