/**
 * What would betray the staff section if it appeared in the public build: its folder names of two words or
 * more (the sidebar's category labels), its file names and page titles of three words or more (shorter ones
 * occur in ordinary prose), and the opening sentence of every page. Derived from the `internal/` sources, so
 * new pages are covered automatically. The section's address is no secret: the public build names it for the
 * staff's navbar item, the staff search index and the sign-in return target.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { staffSection } from '../contract/audience.js';
import { gsharpApiOptions } from '../contract/gsharpApi.js';
import { listFiles, listFolders } from '../plugins/shared/listFiles.js';

export interface LeakMarker {
  text: string;
  source: string;
}

/**
 * A page's title and body as the build reads them (Docusaurus's own front matter parser, so CRLF line ends, folded
 * and quoted titles read the same here as on the page). Front matter the build could not read stops the guard too.
 * Loaded when first needed: @docusaurus/utils takes a tenth of a second to load, which scripts/build.ts would
 * otherwise spend before it starts the site's build.
 */
async function readPage(filePath: string, fileContent: string): Promise<{ title: string | undefined; body: string }> {
  const { DEFAULT_PARSE_FRONT_MATTER } = await import('@docusaurus/utils');
  const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
  return { title: typeof frontMatter.title === 'string' ? frontMatter.title.trim() : undefined, body: content };
}

/** The first prose sentence of a page body: long enough that no public page says it by chance. */
export function openingSentence(body: string): string | undefined {
  const paragraph = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => /^[A-Z]/.test(block) && !block.startsWith('import ') && !block.startsWith(':::'));
  const sentence = paragraph?.split(/(?<=\.)\s/)[0]?.replace(/\s+/g, ' ');
  if (!sentence || /[`*_[\]<>{}|]/.test(sentence)) return undefined;
  return sentence.length >= 40 ? sentence : undefined;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The API reference's generated pages are not listed: each is named for one C# member or type, a single word that no
 * marker (two words or more) can be, and the build rewrites them while the markers are read beside it.
 */
function withoutGeneratedPages(dir: string): string[] {
  const generated = path.relative(dir, gsharpApiOptions.outputDir).split(path.sep).join('/');
  return generated.startsWith('..') ? ['**'] : ['**', `!${generated}`, `!${generated}/**`];
}

/** Folder and page names of the public sections: a staff page may share one ("Non-Revenue Water"). */
async function publicNames(publicDirs: readonly string[]): Promise<Set<string>> {
  const names = new Set<string>();
  for (const dir of publicDirs) {
    const patterns = withoutGeneratedPages(dir);
    for (const file of [...(await listFolders(dir, patterns)), ...(await listFiles(dir, patterns))])
      names.add(path.basename(file).replace(/\.(md|mdx)$/, ''));
  }
  return names;
}

export async function collectLeakMarkers(
  internalDir: string = staffSection.docsPath,
  publicDirs: readonly string[] = ['docs', 'gsharp'],
): Promise<LeakMarker[]> {
  const shared = await publicNames(publicDirs);
  const markers: LeakMarker[] = [];
  for (const folder of await listFolders(internalDir)) {
    const name = path.basename(folder);
    if (wordCount(name) >= 2 && !shared.has(name))
      markers.push({ text: name, source: `folder ${path.relative(internalDir, folder)}` });
  }
  for (const file of await listFiles(internalDir, '**/*.{md,mdx}')) {
    const name = path.basename(file).replace(/\.(md|mdx)$/, '');
    const relative = path.relative(internalDir, file);
    const source = await readFile(file, 'utf8');
    if (wordCount(name) >= 3 && !shared.has(name)) markers.push({ text: name, source: `file name ${relative}` });
    const { title, body } = await readPage(file, source);
    if (title && wordCount(title) >= 3) markers.push({ text: title, source: `title of ${relative}` });
    const sentence = openingSentence(body);
    if (sentence) markers.push({ text: sentence, source: `opening of ${relative}` });
  }
  return markers;
}
