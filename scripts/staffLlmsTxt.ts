/**
 * Staff read llms.txt and llms-full.txt of the whole site: the public build's pages and the staff overlay's. Each build
 * lists its own pages (`page-markdown.json`, plugins/page-markdown); once both are built, this writes the pair for
 * staff into the overlay, from both lists and the pages' Markdown copies. The site server serves them to staff at
 * `/llms.txt` and `/llms-full.txt`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildPathOf } from '../contract/audience.js';
import { llmsPaths, pageManifestPath, siteSummary, type PageManifestEntry } from '../contract/pageMarkdown.js';
import { readSiteUrl, siteTitle } from '../contract/publishing.js';
import {
  groupBySection,
  llmsFullTxt,
  llmsTxt,
  type MarkdownPage,
  type SiteSummary,
} from '../plugins/page-markdown/llmsTxt.js';

/** The file of a site path in the build that serves it: the overlay's base URL is the staff section's address. */
function buildFileOf(buildRoot: string, sitePath: string): string {
  const { audience, pathInBuild } = buildPathOf(sitePath);
  return path.join(buildRoot, audience, ...pathInBuild.split('/'));
}

async function pagesOf(buildRoot: string, manifestFile: string): Promise<MarkdownPage[]> {
  const entries = JSON.parse(await readFile(manifestFile, 'utf8')) as PageManifestEntry[];
  return Promise.all(
    entries.map(async ({ route, title, description, section, markdown }) => ({
      route,
      title,
      description,
      section,
      markdown: await readFile(buildFileOf(buildRoot, markdown), 'utf8'),
    })),
  );
}

/** Writes the staff's llms.txt pair into `<buildRoot>/staff`: the public sections in their order, then the staff ones. */
export async function writeStaffLlmsTxt(buildRoot: string): Promise<void> {
  const publicPages = await pagesOf(buildRoot, path.join(buildRoot, 'public', pageManifestPath.slice(1)));
  const staffPages = await pagesOf(buildRoot, path.join(buildRoot, 'staff', pageManifestPath.slice(1)));
  const sectionOrder = [...new Set([...publicPages, ...staffPages].map((page) => page.section))];
  const sections = groupBySection([...publicPages, ...staffPages], sectionOrder);
  const site: SiteSummary = { title: siteTitle, summary: siteSummary, url: readSiteUrl().replace(/\/$/, '') };
  await writeFile(path.join(buildRoot, 'staff', llmsPaths.index.slice(1)), llmsTxt(site, sections));
  await writeFile(path.join(buildRoot, 'staff', llmsPaths.full.slice(1)), llmsFullTxt(site, sections));
}
