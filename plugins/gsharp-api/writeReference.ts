import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedFile } from './pages/pageParts';
import { listFilesSync, listFoldersSync } from '../shared/listFiles';

function isEmpty(folder: string): boolean {
  return readdirSync(folder).length === 0;
}

/**
 * Makes the output folder hold exactly the generated files. A member removed from the XML file loses its page; a
 * page whose text is unchanged is not written again, so the bundler's cache (which watches file times) keeps its
 * compiled form and a warm build skips it. Call only after generation succeeded, so a bad XML file leaves the
 * previous pages in place.
 */
export function writeReference(outputDir: string, files: readonly GeneratedFile[]): void {
  const wanted = new Map(files.map((file) => [path.join(outputDir, ...file.path.split('/')), file.content]));
  for (const file of listFilesSync(outputDir)) {
    if (!wanted.has(file)) rmSync(file);
  }
  // Deepest first, so a folder whose subfolders all went is itself empty by the time it is checked.
  for (const folder of listFoldersSync(outputDir).sort((a, b) => b.length - a.length)) {
    if (isEmpty(folder)) rmSync(folder, { recursive: true });
  }
  const created = new Set<string>();
  for (const [target, content] of wanted) {
    const unchanged = (() => {
      try {
        return readFileSync(target, 'utf8') === content;
      } catch {
        return false;
      }
    })();
    if (unchanged) continue;
    const folder = path.dirname(target);
    if (!created.has(folder)) {
      mkdirSync(folder, { recursive: true });
      created.add(folder);
    }
    writeFileSync(target, content);
  }
}
