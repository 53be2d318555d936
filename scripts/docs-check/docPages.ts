/**
 * The written pages of the site: Markdown and MDX under docs/, gsharp/ and internal/, without what the
 * build generates (the API reference) or reads as data (gsharp/api/).
 */
import path from 'node:path';
import { listFilesSync } from '../../plugins/shared/listFiles.js';

const pageSections = ['docs', 'gsharp', 'internal'] as const;
const notWritten = ['gsharp/Development/Namespaces/', 'gsharp/api/'];

/** The site's own Markdown pages (src/pages/): not documentation by the page rules, but readers copy their code too. */
const sitePagesDir = 'src/pages';

function markdownFiles(root: string, dir: string): string[] {
  return listFilesSync(path.join(root, dir), '**/*.{md,mdx}').map((file) =>
    path.relative(root, file).split(path.sep).join('/'),
  );
}

/** Repository-relative paths with forward slashes, sorted. */
export function writtenPages(root: string): string[] {
  return pageSections
    .flatMap((section) => markdownFiles(root, section))
    .filter((file) => !notWritten.some((dir) => file.startsWith(dir)))
    .sort();
}

/** Every page whose C# blocks the sample check compiles: the written pages and the site's own Markdown pages. */
export function samplePages(root: string): string[] {
  return [...writtenPages(root), ...markdownFiles(root, sitePagesDir)].sort();
}
