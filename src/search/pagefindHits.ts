/**
 * Maps one Pagefind result to DocSearch hits: a `lvl1` hit for the page (title and
 * excerpt) followed by hits for its best-matching sections, each carrying the heading
 * trail as `hierarchy.lvl2`-`lvl6`: the shape of Algolia's DocSearch records, so the
 * search modal and the /search page read Pagefind's and Algolia's hits alike
 * (./pageGroups.ts groups them by page, and pages by `lvl0`, the section of the site).
 */
import escapeRegExp from 'escape-string-regexp';
import {
  escapeHtml,
  type HighlightedValue,
  type Hierarchy,
  type HierarchyLevel,
  type HitType,
  type MatchLevel,
  type SearchHit,
  type SnippetValue,
} from './searchHit';

/** The parts of Pagefind's `result.data()` this adapter reads. Text fields are raw text. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: PagefindAnchor;
  /** Pagefind escapes `<` and `>` and wraps matches in `<mark>`. */
  excerpt: string;
  locations: number[];
}

export interface PagefindPage {
  url: string;
  excerpt: string;
  meta: Readonly<Record<string, string | undefined>>;
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface HitOptions {
  query: string;
  /** Hits carry absolute URLs, as Algolia records do. */
  origin: string;
  maxSectionsPerPage: number;
  tags: HighlightTags;
  /** Group label of pages the index gave no section. */
  fallbackSection: string;
}

export function queryTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** Escapes `text` and wraps every word that starts with a query term in the highlight tags. */
export function highlightText(text: string, terms: readonly string[], tags: HighlightTags): HighlightedValue {
  const escaped = escapeHtml(text);
  const matchedWords = terms.filter((term) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(escapeHtml(term))}`, 'iu').test(escaped),
  );
  if (matchedWords.length === 0) return { value: escaped, matchLevel: 'none', matchedWords };
  const alternatives = matchedWords.map((term) => escapeRegExp(escapeHtml(term))).join('|');
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])((?:${alternatives})[\\p{L}\\p{N}]*)`, 'giu');
  const value = escaped.replace(
    pattern,
    (_, before: string, word: string) => `${before}${tags.pre}${word}${tags.post}`,
  );
  const matchLevel: MatchLevel = matchedWords.length === terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}

/** Pagefind's excerpt with its `<mark>` swapped for the requested tags. */
export function snippetOf(excerpt: string, tags: HighlightTags): SnippetValue {
  const matched = excerpt.includes('<mark>');
  return {
    value: excerpt.replaceAll('<mark>', tags.pre).replaceAll('</mark>', tags.post),
    matchLevel: matched ? 'full' : 'none',
  };
}

function plainExcerpt(excerpt: string): string {
  return excerpt.replace(/<\/?mark>/g, '');
}

function headingLevel(anchor: PagefindAnchor): number | undefined {
  const match = /^h([1-6])$/i.exec(anchor.element);
  return match ? Number(match[1]) : undefined;
}

/** The headings above `target`, h2 first, as Pagefind recorded them in document order. */
export function headingTrail(anchors: readonly PagefindAnchor[], target: PagefindAnchor): (string | null)[] {
  let trail: (string | null)[] = [];
  const before = anchors.filter((anchor) => anchor.location <= target.location).sort((a, b) => a.location - b.location);
  for (const anchor of before) {
    const level = headingLevel(anchor);
    if (level === undefined || level < 2) continue;
    const above = trail.slice(0, level - 2);
    const skipped = Array<null>(level - 2 - above.length).fill(null);
    trail = [...above, ...skipped, anchor.text ?? null];
  }
  return trail;
}

function hierarchyOf(lvl0: string, lvl1: string, trail: readonly (string | null)[]): Hierarchy {
  const at = (index: number) => {
    const heading = trail[index];
    return heading === undefined || heading === null ? null : escapeHtml(heading);
  };
  return {
    lvl0: escapeHtml(lvl0),
    lvl1: escapeHtml(lvl1),
    lvl2: at(0),
    lvl3: at(1),
    lvl4: at(2),
    lvl5: at(3),
    lvl6: at(4),
  };
}

interface HitParts {
  url: string;
  pageUrl: string;
  anchor: string | null;
  type: HitType;
  rawLevels: Partial<Record<HierarchyLevel, string>>;
  hierarchy: Hierarchy;
  excerpt: string;
}

function buildHit(parts: HitParts, options: HitOptions, terms: readonly string[]): SearchHit {
  const highlighted: Partial<Record<HierarchyLevel, HighlightedValue>> = {};
  for (const [level, text] of Object.entries(parts.rawLevels) as [HierarchyLevel, string][]) {
    highlighted[level] = highlightText(text, terms, options.tags);
  }
  const snippet = snippetOf(parts.excerpt, options.tags);
  const snippetHierarchy = Object.fromEntries(
    Object.entries(highlighted).map(([level, { value, matchLevel }]) => [level, { value, matchLevel }]),
  );
  return {
    objectID: parts.url,
    url: parts.url,
    url_without_anchor: parts.pageUrl,
    anchor: parts.anchor,
    type: parts.type,
    content: parts.excerpt ? plainExcerpt(parts.excerpt) : null,
    hierarchy: parts.hierarchy,
    _highlightResult: { hierarchy: highlighted, content: { ...snippet, matchedWords: [] } },
    _snippetResult: { hierarchy: snippetHierarchy, content: snippet },
  };
}

/** Sections whose heading names the query first, then those with the most matches; kept in page order. */
function bestSections(
  page: PagefindPage,
  count: number,
  terms: readonly string[],
): (PagefindSubResult & { anchor: PagefindAnchor })[] {
  const headingScore: Record<MatchLevel, number> = { full: 2, partial: 1, none: 0 };
  const plainTags = { pre: '', post: '' };
  return page.sub_results
    .filter((section): section is PagefindSubResult & { anchor: PagefindAnchor } => section.anchor !== undefined)
    .map((section, order) => {
      const heading = highlightText(section.anchor.text ?? section.title, terms, plainTags).matchLevel;
      return { section, order, score: headingScore[heading], matches: section.locations.length };
    })
    .sort((a, b) => b.score - a.score || b.matches - a.matches || a.order - b.order)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map(({ section }) => section);
}

function sectionHit(
  page: PagefindPage,
  section: PagefindSubResult & { anchor: PagefindAnchor },
  context: { lvl0: string; lvl1: string; pageUrl: string },
  options: HitOptions,
  terms: readonly string[],
): SearchHit {
  const trail = headingTrail(page.anchors, section.anchor);
  const level = headingLevel(section.anchor);
  const heading = section.anchor.text ?? section.title;
  const headingMatches =
    level !== undefined && level >= 2 && highlightText(heading, terms, options.tags).matchLevel !== 'none';
  const rawLevels: Partial<Record<HierarchyLevel, string>> = { lvl0: context.lvl0, lvl1: context.lvl1 };
  trail.forEach((text, index) => {
    if (text !== null) rawLevels[`lvl${index + 2}` as HierarchyLevel] = text;
  });
  return buildHit(
    {
      url: new URL(section.url, options.origin).href,
      pageUrl: context.pageUrl,
      anchor: section.anchor.id,
      type: headingMatches ? (`lvl${level}` as HitType) : 'content',
      rawLevels,
      hierarchy: hierarchyOf(context.lvl0, context.lvl1, trail),
      excerpt: headingMatches ? '' : section.excerpt,
    },
    options,
    terms,
  );
}

export function toSearchHits(page: PagefindPage, options: HitOptions): SearchHit[] {
  const terms = queryTerms(options.query);
  const pageUrl = new URL(page.url, options.origin).href;
  const lvl0 = page.meta.lvl0 ?? options.fallbackSection;
  const lvl1 = page.meta.title ?? page.url;
  const pageHit = buildHit(
    {
      url: pageUrl,
      pageUrl,
      anchor: null,
      type: 'lvl1',
      rawLevels: { lvl0, lvl1 },
      hierarchy: hierarchyOf(lvl0, lvl1, []),
      excerpt: page.excerpt,
    },
    options,
    terms,
  );
  const sections = bestSections(page, options.maxSectionsPerPage, terms).map((section) =>
    sectionHit(page, section, { lvl0, lvl1, pageUrl }, options, terms),
  );
  return [pageHit, ...sections];
}
