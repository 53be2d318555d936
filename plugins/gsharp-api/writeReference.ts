import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedFile } from './pages/pageParts';

/**
 * Replaces the output folder with the generated files. The folder is build output: deleting it first means a member
 * removed from the XML file loses its page. Call only after generation succeeded, so a bad XML file leaves the
 * previous pages in place.
 */
export function writeReference(outputDir: string, files: readonly GeneratedFile[]): void {
  rmSync(outputDir, { recursive: true, force: true });
  const created = new Set<string>();
  for (const file of files) {
    const target = path.join(outputDir, ...file.path.split('/'));
    const folder = path.dirname(target);
    if (!created.has(folder)) {
      mkdirSync(folder, { recursive: true });
      created.add(folder);
    }
    writeFileSync(target, file.content);
  }
}
