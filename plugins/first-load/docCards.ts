/**
 * Finds built pages that show doc cards (the theme's DocCard, from `<DocCardList>` or a generated-index page): the
 * browser bundle has no docs for them to read (./versionPropsLoader.cjs), so such a page would break once hydrated.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../shared/listFiles';

/** The class the theme puts on every doc card (ThemeClassNames.docs.docCard.container). */
const docCardClass = 'theme-doc-card-container';

/** The HTML files under `outDir` that show a doc card, relative to it. */
export async function pagesWithDocCards(outDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await listFiles(outDir, '**/*.html')) {
    if ((await readFile(file, 'utf8')).includes(docCardClass)) found.push(path.relative(outDir, file));
  }
  return found;
}
