/**
 * Translates DocSearch's facet filters (`language:en`, `docusaurus_tag:docs-gsharp-current`)
 * into a Pagefind filter. The index carries the same two facets as filters (see
 * plugins/search-index/annotatePage.ts), so the contextual search Docusaurus asks for
 * behaves the same on both engines.
 */
import type { FacetFilters } from './searchHit';

/** Pagefind's filter object: `{ key: value }`, `{ all: [...] }`, `{ any: [...] }`, `{ not: filter }`. */
export type PagefindFilter =
  | { readonly [facet: string]: string }
  | { readonly all: readonly PagefindFilter[] }
  | { readonly any: readonly PagefindFilter[] }
  | { readonly not: PagefindFilter };

/** `facet:value` matches, `facet:-value` excludes (Algolia's negation). */
function facetFilter(filter: string): PagefindFilter {
  const separator = filter.indexOf(':');
  if (separator <= 0) throw new Error(`A facet filter reads "facet:value"; got "${filter}"`);
  const facet = filter.slice(0, separator);
  const value = filter.slice(separator + 1);
  return value.startsWith('-') ? { not: { [facet]: value.slice(1) } } : { [facet]: value };
}

/** Returns undefined when there is nothing to filter on. */
export function toPagefindFilter(facetFilters: FacetFilters | undefined): PagefindFilter | undefined {
  if (facetFilters === undefined) return undefined;
  const clauses = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters)
    .map((clause) => (typeof clause === 'string' ? [clause] : clause))
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives): PagefindFilter => {
      const filters = alternatives.map(facetFilter);
      return filters.length === 1 && filters[0] ? filters[0] : { any: filters };
    });
  return clauses.length > 0 ? { all: clauses } : undefined;
}

const docsTagFacet = 'docusaurus_tag:';

/**
 * Contextual search asks for the docs tags of the docs sections the page knows (`docusaurus_tag:default` or
 * `docusaurus_tag:docs-gsharp-current`, ...). Staff search the public index and the staff section's at once, and a page
 * outside the staff section knows none of its docs (plugins/staff-section keeps them out of its global data), so a
 * clause of docs tags also admits `searchTags`, every docs tag of the site. Other clauses (the language) stay as they
 * are.
 */
export function admitSearchTags(
  facetFilters: FacetFilters | undefined,
  searchTags: readonly string[],
): FacetFilters | undefined {
  if (facetFilters === undefined || typeof facetFilters === 'string') return facetFilters;
  return facetFilters.map((clause) => {
    const alternatives = typeof clause === 'string' ? [clause] : clause;
    const isDocsTags =
      alternatives.length > 0 &&
      alternatives.every(
        (alternative) => alternative.startsWith(docsTagFacet) && !alternative.startsWith(`${docsTagFacet}-`),
      );
    if (!isDocsTags) return clause;
    return [...new Set([...alternatives, ...searchTags.map((tag) => `${docsTagFacet}${tag}`)])];
  });
}
