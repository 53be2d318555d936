/**
 * The clean-up of a build cache whose entries are files marked as used by their modification time: entries no build
 * has used for the given time are removed (pages renamed or rewritten long ago). A folder not made yet has none.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export async function removeUnusedEntries(directory: string, unusedLifetimeMs: number): Promise<void> {
  const cutoff = Date.now() - unusedLifetimeMs;
  const names = await readdir(directory).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const entry = path.join(directory, name);
      const info = await stat(entry).catch(() => undefined);
      if (info && info.mtimeMs < cutoff) await rm(entry, { force: true });
    }),
  );
}
