/**
 * The written pages of the site: Markdown and MDX under docs/, gsharp/ and internal/, without what the
 * build generates (the API reference) or reads as data (gsharp/api/).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const pageSections = ['docs', 'gsharp', 'internal'] as const;
const notWritten = ['gsharp/Development/Namespaces/', 'gsharp/api/'];

/** Repository-relative paths with forward slashes, sorted. */
export function writtenPages(root: string): string[] {
  return pageSections
    .flatMap((section) =>
      readdirSync(path.join(root, section), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
    )
    .filter((file) => !notWritten.some((dir) => file.startsWith(dir)))
    .sort();
}
