/**
 * The llms.txt convention (https://llmstxt.org): the site's name as the title, a one-paragraph summary
 * in a block quote, then one H2 section per part of the site listing its pages, one line each, linking
 * to their Markdown copies. The "Optional" section holds what an assistant may skip when short of room.
 * llms-full.txt carries every page's Markdown in the same order.
 */
import { markdownPathOf } from '../../contract/pageMarkdown';

export interface MarkdownPage {
  route: string;
  title: string;
  description: string;
  /** The section of llms.txt the page is listed under. */
  section: string;
  markdown: string;
}

export interface SiteSummary {
  title: string;
  summary: string;
  /** The site's address without a trailing slash, e.g. http://localhost:3000. */
  url: string;
}

/** The section name the llms.txt convention gives to what may be skipped. */
export const optionalSection = 'Optional';

/** The page's address as a URL: spaces and other characters encoded as a browser would. */
function pageUrl(site: SiteSummary, path: string): string {
  return `${site.url}${encodeURI(path)}`;
}

/** Sections in the order given; the optional section last; pages by route within each. */
export function groupBySection(
  pages: readonly MarkdownPage[],
  sectionOrder: readonly string[],
): [string, MarkdownPage[]][] {
  const rank = (section: string) => {
    if (section === optionalSection) return Number.MAX_SAFE_INTEGER;
    const index = sectionOrder.indexOf(section);
    return index === -1 ? sectionOrder.length : index;
  };
  const groups = new Map<string, MarkdownPage[]>();
  for (const page of pages) groups.set(page.section, [...(groups.get(page.section) ?? []), page]);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([section, sectionPages]) => [section, [...sectionPages].sort((a, b) => a.route.localeCompare(b.route))]);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function llmsTxt(site: SiteSummary, sections: readonly [string, readonly MarkdownPage[]][]): string {
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  lines.push(
    `Every page is also served as Markdown at its address plus \`.md\`; [llms-full.txt](${site.url}/llms-full.txt) holds them all in one file.`,
    '',
  );
  for (const [section, pages] of sections) {
    lines.push(`## ${section}`, '');
    for (const page of pages) {
      const description = oneLine(page.description);
      lines.push(
        `- [${page.title}](${pageUrl(site, markdownPathOf(page.route))})${description ? `: ${description}` : ''}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Every page's Markdown, each followed by where it lives on the site. */
export function llmsFullTxt(site: SiteSummary, sections: readonly [string, readonly MarkdownPage[]][]): string {
  const pages = sections.flatMap(([, sectionPages]) => sectionPages);
  const parts = pages.map((page) => `${page.markdown.trim()}\n\nSource: ${pageUrl(site, page.route)}\n`);
  return `# ${site.title}\n\n> ${oneLine(site.summary)}\n\n---\n\n${parts.join('\n---\n\n')}`;
}
