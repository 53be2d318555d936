/**
 * The search hit every part of the site reads: the record shape of DocSearch
 * (hierarchy lvl0-lvl6, highlight and snippet results), which Algolia returns and the
 * Pagefind adapter produces. Every string in it is HTML: text is escaped, matches are
 * wrapped in the requested highlight tags, because DocSearch renders these fields as HTML.
 */

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];

export type HitType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightedValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface SnippetValue {
  value: string;
  matchLevel: MatchLevel;
}

export type Hierarchy = { lvl0: string; lvl1: string } & Record<
  Exclude<HierarchyLevel, 'lvl0' | 'lvl1'>,
  string | null
>;

export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: { hierarchy: Partial<Record<HierarchyLevel, HighlightedValue>>; content?: HighlightedValue };
  _snippetResult: { hierarchy: Partial<Record<HierarchyLevel, SnippetValue>>; content?: SnippetValue };
}

/** One search of the Algolia `search({ requests })` call, limited to what this site sends. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  attributesToSnippet?: string[];
}

/** Algolia's facet filters: strings are ANDed at the top level, ORed inside a nested array. */
export type FacetFilters = string | readonly (string | readonly string[])[];

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
}

/** The one method of an Algolia client this site calls. */
export interface SiteSearchClient {
  search(params: { requests: SearchRequest[] }): Promise<{ results: SearchResult[] }>;
  /** Starts loading what the first search needs, once a reader has opened the search; never fails. */
  prepare?(): void;
  /** A query like this one that the site's words would find ("Did you mean"), or undefined; never fails. */
  suggestQuery?(query: string): Promise<string | undefined>;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
