/**
 * Marks up one built page for Pagefind: what to index (the article), how to filter it
 * (language and docs tag, the facets DocSearch filters on, and the sections a reader narrows a search to,
 * contract/searchSections.ts) and which section it belongs to (DocSearch's lvl0). Pure string work on the HTML Docusaurus wrote, so it runs on
 * a thousand pages in milliseconds and needs no parser.
 */
import { sectionFacet, searchSectionsOf } from '../../contract/searchSections';

export interface PageSections {
  /** Section label per docs plugin id, e.g. { default: 'Tideline', gsharp: 'gSharp' }. */
  byDocsPluginId: Readonly<Record<string, string>>;
  /** Label of pages outside any docs section (Markdown pages). */
  fallback: string;
}

export interface AnnotatedPage {
  html: string;
  language: string;
  docusaurusTag: string;
  section: string;
  /** The sections a reader can narrow a search to that hold this page. */
  searchSections: string[];
}

/** Indexed: docs pages and Markdown pages. Not indexed: 404, /search, tag lists, React pages. */
const indexedPageClasses = ['docs-doc-page', 'mdx-page'];

function openingTag(html: string, name: string): { start: number; end: number; text: string } | undefined {
  const match = new RegExp(`<${name}(?=[\\s>/])[^>]*>`, 'i').exec(html);
  if (!match) return undefined;
  return { start: match.index, end: match.index + match[0].length, text: match[0] };
}

/** Reads an attribute from an opening tag, quoted or not (Docusaurus minifies its HTML). */
export function readAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(tag);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3];
}

function metaContent(html: string, name: string): string | undefined {
  for (const match of html.matchAll(/<meta\s[^>]*>/gi)) {
    if (readAttribute(match[0], 'name') === name) return readAttribute(match[0], 'content');
  }
  return undefined;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function sectionOf(htmlClasses: string[], sections: PageSections): string {
  if (!htmlClasses.includes('plugin-docs')) return sections.fallback;
  const pluginId = htmlClasses.find((name) => name.startsWith('plugin-id-'))?.slice('plugin-id-'.length);
  return (pluginId !== undefined ? sections.byDocsPluginId[pluginId] : undefined) ?? sections.fallback;
}

/** Hidden markers Pagefind reads as filters and metadata; they add no words to the index. */
function pagefindMarkers(page: Omit<AnnotatedPage, 'html'>): string {
  const marker = (attribute: string, value: string) => `<span hidden ${attribute}="${escapeAttribute(value)}"></span>`;
  return [
    marker('data-pagefind-filter', `language:${page.language}`),
    marker('data-pagefind-filter', `docusaurus_tag:${page.docusaurusTag}`),
    ...page.searchSections.map((section) => marker('data-pagefind-filter', `${sectionFacet}:${section}`)),
    marker('data-pagefind-meta', `lvl0:${page.section}`),
  ].join('');
}

/**
 * Minified HTML drops the closing tags of table cells and list items, and Pagefind would
 * glue neighbouring cells into one word ("ItemRequirementOperating"), which no query
 * finds. A space before each cell, row and item keeps the words apart.
 */
export function separateCells(html: string): string {
  return html.replace(/<(td|th|tr|li|dt|dd)(?=[\s>])/gi, ' <$1');
}

/**
 * Code counts for a fifth of prose: a word in a code block ("mnf" in `mean < mnf`) is rarely what a reader searching
 * for it wants to read first, and one sample repeating a name outranked the page that explains it.
 */
const codeWeight = 0.2;

export function weightDownCode(html: string): string {
  return html.replace(/<pre(?=[\s>])/gi, `<pre data-pagefind-weight="${codeWeight}"`);
}

/**
 * An acronym where a page defines it ("minimum night flow (MNF)") counts for more, so searching the acronym opens on
 * a page that explains it rather than one that only uses it.
 */
const definedAcronymWeight = 5;

export function weightUpDefinedAcronyms(html: string): string {
  return html.replace(
    /(\w) \(([A-Z][A-Z0-9]{1,5})\)/g,
    `$1 (<span data-pagefind-weight="${definedAcronymWeight}">$2</span>)`,
  );
}

/**
 * Returns the page ready for Pagefind, or undefined when the page is not searchable
 * content (no article, or not a docs or Markdown page).
 * @param route the page's address on the site, decoded (`/Internal Documentation/intro`)
 */
export function annotatePage(html: string, sections: PageSections, route: string): AnnotatedPage | undefined {
  const htmlTag = openingTag(html, 'html');
  const article = openingTag(html, 'article');
  if (!htmlTag || !article) return undefined;
  const htmlClasses = (readAttribute(htmlTag.text, 'class') ?? '').split(/\s+/);
  if (!indexedPageClasses.some((name) => htmlClasses.includes(name))) return undefined;

  const language = readAttribute(htmlTag.text, 'lang') ?? 'en';
  const docusaurusTag = metaContent(html, 'docusaurus_tag') ?? 'default';
  const section = sectionOf(htmlClasses, sections);
  const searchSections = searchSectionsOf(route);
  const body = `${article.text.slice(0, -1).replace(/\/$/, '')} data-pagefind-body>`;
  const annotated =
    html.slice(0, article.start) +
    body +
    pagefindMarkers({ language, docusaurusTag, section, searchSections }) +
    weightUpDefinedAcronyms(weightDownCode(separateCells(html.slice(article.end))));
  return { html: annotated, language, docusaurusTag, section, searchSections };
}

/** The route a built HTML file answers: `a/b/index.html` -> `/a/b`, `index.html` -> `/`. */
export function routeOfHtmlFile(relativePath: string): string {
  const route = relativePath
    .split(/[\\/]/)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${route}`;
}
