/**
 * Where the Markdown copies of the pages live, for the build that writes them, the server that gates them
 * and the browser's "Copy page" button: every page at its route plus `.md`, and the llms.txt pair.
 */
export const llmsPaths = {
  /** The llms.txt convention: the site's title, summary and one line per page of the reader's audience. */
  index: '/llms.txt',
  /** Every page of the reader's audience in one file. */
  full: '/llms-full.txt',
} as const;

/** The block-quoted summary under the title of llms.txt, for both audiences. */
export const siteSummary =
  'Documentation for Tideline, the cloud analytics platform for water and wastewater utilities, its gNode field-device software and the gSharp C# calculation toolkit, including the generated gSharp API reference.';

/**
 * Each build's list of its pages, for the MCP endpoint's list_pages and get_page: the same pages llms.txt
 * lists, as data.
 */
export const pageManifestPath = '/page-markdown.json';

export interface PageManifestEntry {
  route: string;
  title: string;
  description: string;
  section: string;
  /** The page's Markdown copy, a site path. */
  markdown: string;
}

/** The home page's copy: `/.md` would be a hidden file. */
const homeMarkdown = '/index.md';

/** The Markdown copy of a route: `/gSharp/Overview` -> `/gSharp/Overview.md`, `/a/b/` -> `/a/b.md`, `/` -> `/index.md`. */
export function markdownPathOf(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? homeMarkdown : `${trimmed}.md`;
}
