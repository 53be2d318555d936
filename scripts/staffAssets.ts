/**
 * The files a staff page includes (an image bigger than Docusaurus inlines, a download it links to) are written by
 * Docusaurus under `assets/` at the site's root, as every page's are, so `build/public` would carry them for anyone to
 * fetch. Once the staff section's folder is out of the site, this moves every such file that only the staff section's
 * files name into that folder, under the same path, and points the staff files at its new address. A file a public
 * page names too stays where it is: it is public already.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import escapeRegExp from 'escape-string-regexp';
import { staffSectionPrefix } from '../contract/audience.js';
import { listFiles } from '../plugins/shared/listFiles.js';

/** The bundler's own folders: scripts and styles, which plugins/staff-section places. */
const bundlerFolders = ['assets/js/', 'assets/css/'];

/** Files that can name an asset: pages, scripts, styles and the data the pages load. */
const namingFiles = new Set(['.html', '.js', '.css', '.json']);

/** Where a moved file's address starts, escaped as the staff pages spell the section's address. */
const staffAddress = encodeURI(staffSectionPrefix).slice(1);

async function textFilesOf(dir: string): Promise<Array<{ file: string; text: string }>> {
  const files = (await listFiles(dir)).filter((file) => namingFiles.has(path.extname(file)));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(file, 'utf8') })));
}

/**
 * `assets/images/x-1a2b.png` where a file names it: after a slash or a quote, as an address or a script's string, its
 * characters as they are or escaped as in an address (`Server%20Rack-1a2b.png` for a file named with a space). A staff
 * page that names its file only in the escaped form must still take the file with it.
 */
const namingOf = (asset: string, flags = '') =>
  new RegExp(`(?<=[/"'(])(?:${[...new Set([asset, encodeURI(asset)])].map(escapeRegExp).join('|')})`, flags);

/**
 * Moves the assets only the staff section names from `siteDir` (the site, the staff folder already out of it) into
 * `staffDir`; returns their paths, relative to either folder.
 */
export async function moveStaffOnlyAssets(siteDir: string, staffDir: string): Promise<string[]> {
  const assets = (await listFiles(path.join(siteDir, 'assets')).catch(() => []))
    .map((file) => path.relative(siteDir, file).split(path.sep).join('/'))
    .filter((asset) => !bundlerFolders.some((folder) => asset.startsWith(folder)));
  if (assets.length === 0) return [];
  // Made once per asset and without the global flag, so testing one file leaves nothing behind for the next.
  const naming = new Map(assets.map((asset) => [asset, namingOf(asset)]));
  const namedBy = (asset: string, files: ReadonlyArray<{ text: string }>) =>
    files.some(({ text }) => naming.get(asset)?.test(text));
  const staffFiles = await textFilesOf(staffDir);
  const namedByStaff = assets.filter((asset) => namedBy(asset, staffFiles));
  if (namedByStaff.length === 0) return [];
  const siteFiles = await textFilesOf(siteDir);
  const staffOnly = namedByStaff.filter((asset) => !namedBy(asset, siteFiles));
  for (const asset of staffOnly) {
    const target = path.join(staffDir, ...asset.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(siteDir, ...asset.split('/')), target);
  }
  const everyNaming = staffOnly.map((asset) => namingOf(asset, 'g'));
  await Promise.all(
    staffFiles.map(async ({ file, text }) => {
      const moved = everyNaming.reduce(
        (current, pattern) => current.replace(pattern, (named) => `${staffAddress}${named}`),
        text,
      );
      if (moved !== text) await writeFile(file, moved);
    }),
  );
  return staffOnly;
}
