/**
 * Puts a folder's files at another place as hard links: a cache handing a build its files, or a build handing its
 * files to a cache. Linking a file costs one system call whatever its size, where copying reads and writes it whole.
 * Safe only where nothing writes either copy in place: the builds and caches of this site replace a file by removing
 * or renaming over it, never by writing into it. Where a link cannot be made (another file system), the file is copied.
 */
import { copyFile, link, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { listFiles, listFolders } from './listFiles';

/** Places the file `from` at `to` as a hard link, or a copy where a link cannot be made (or `to` is there already). */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await link(from, to).catch(() => copyFile(from, to));
}

/** Places every file and folder under `from` at the same place under `to`, which must not exist yet. */
export async function linkTree(from: string, to: string): Promise<void> {
  const [folders, files] = await Promise.all([listFolders(from), listFiles(from)]);
  await mkdir(to, { recursive: true });
  // Sorted, so every folder comes after the folder holding it.
  for (const folder of folders) await mkdir(path.join(to, path.relative(from, folder)), { recursive: true });
  await Promise.all(files.map((file) => linkOrCopy(file, path.join(to, path.relative(from, file)))));
}
