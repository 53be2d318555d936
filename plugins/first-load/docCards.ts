/**
 * Finds built pages that show doc cards (the theme's DocCard, from `<DocCardList>` or a generated-index page): the
 * browser bundle has no docs for them to read (./versionPropsLoader.cjs), so such a page would break once hydrated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../shared/listFiles';

/** The class the theme puts on every doc card (ThemeClassNames.docs.docCard.container). */
const docCardClass = 'theme-doc-card-container';

/**
 * The HTML files under `outDir` that show a doc card, relative to it. Each read synchronously and searched as bytes
 * (the class name is ASCII): over hundreds of pages that is a fraction of the time of reading them as text through
 * promises.
 */
export async function pagesWithDocCards(outDir: string): Promise<string[]> {
  const pages = await listFiles(outDir, '**/*.html');
  return pages.filter((file) => readFileSync(file).includes(docCardClass)).map((file) => path.relative(outDir, file));
}
