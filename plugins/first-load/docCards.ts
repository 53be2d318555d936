/**
 * Finds built pages that show doc cards (the theme's DocCard, from `<DocCardList>` or a generated-index page): the
 * browser bundle has no docs for them to read (./versionPropsLoader.cjs), so such a page would break once hydrated.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The class the theme puts on every doc card (ThemeClassNames.docs.docCard.container). */
const docCardClass = 'theme-doc-card-container';

/** The HTML files under `outDir` that show a doc card, relative to it. */
export async function pagesWithDocCards(outDir: string): Promise<string[]> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  const found: string[] = [];
  for (const file of files) {
    if ((await readFile(path.join(outDir, file), 'utf8')).includes(docCardClass)) found.push(file);
  }
  return found.sort();
}
