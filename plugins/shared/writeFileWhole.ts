/**
 * Writes a file of a build cache so that no reader ever sees half of it, whatever else builds at the same time: the
 * text is written beside the file under a name no other write uses, then renamed into place. Both audiences' builds
 * fill the caches at once, and within one build two pages can produce the same entry at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeFileWhole(file: string, text: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.tmp`;
  await writeFile(partial, text);
  await rename(partial, file);
}
