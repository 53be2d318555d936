/**
 * The search modal and the /search page list pages, not records: hits of the same page (its `lvl1` record
 * and its sections) become one entry with the page's title, the section it sits in,
 * its snippet and links to the matching sections. Works on Algolia and Pagefind hits.
 *
 * Pagefind's excerpt of a page is the excerpt of its best-matching section, so the page's snippet and that section's
 * are the same text: a section shows its heading alone then, never the page's snippet a second time.
 */
import { hierarchyLevels, type HierarchyLevel, type SearchHit } from './searchHit';

export interface PageSectionMatch {
  url: string;
  /** HTML: heading text with matches highlighted. */
  title: string;
  /** HTML: excerpt with matches highlighted; empty when the heading itself matched. */
  snippet: string;
}

export interface PageGroup {
  url: string;
  /** HTML, as every field here: escaped text with highlight tags. */
  title: string;
  breadcrumbs: string[];
  summary: string;
  sections: PageSectionMatch[];
}

function highlighted(hit: SearchHit, level: HierarchyLevel): string | null {
  return hit._highlightResult.hierarchy[level]?.value ?? hit.hierarchy[level];
}

function snippet(hit: SearchHit): string {
  return hit._snippetResult.content?.value ?? hit.content ?? '';
}

/** The deepest heading a hit sits under: its own heading for lvl2-lvl6 hits. */
function sectionTitle(hit: SearchHit): string {
  const deepest = [...hierarchyLevels].reverse().find((level) => level !== 'lvl0' && hit.hierarchy[level]);
  return (deepest && highlighted(hit, deepest)) ?? '';
}

export function pageUrlOf(hit: Pick<SearchHit, 'url' | 'url_without_anchor'>): string {
  return hit.url_without_anchor || hit.url.split('#')[0] || hit.url;
}

/** The words of a snippet, without its highlight tags or spacing: two snippets that read the same compare equal. */
function snippetWords(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A section's snippet unless the page's summary says the same; sections come after their page's record. */
function withoutRepeatedSnippets(group: PageGroup): PageGroup {
  const summary = snippetWords(group.summary);
  const seen = new Set<string>();
  const sections = group.sections
    .filter((section) => !seen.has(section.url) && seen.add(section.url))
    .map((section) =>
      section.snippet && snippetWords(section.snippet) === summary ? { ...section, snippet: '' } : section,
    );
  return { ...group, sections };
}

export function groupHitsByPage(hits: readonly SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const url = pageUrlOf(hit);
    let group = groups.get(url);
    if (!group) {
      group = {
        url,
        title: highlighted(hit, 'lvl1') ?? '',
        breadcrumbs: [highlighted(hit, 'lvl0') ?? ''],
        summary: '',
        sections: [],
      };
      groups.set(url, group);
    }
    if (hit.type === 'lvl1' || hit.url === url) {
      group.summary ||= snippet(hit);
    } else {
      group.sections.push({
        url: hit.url,
        title: sectionTitle(hit),
        snippet: hit.type === 'content' ? snippet(hit) : '',
      });
    }
  }
  return [...groups.values()].map(withoutRepeatedSnippets);
}

export interface SectionOfPages {
  /** HTML: the section's name, escaped, without highlight tags. */
  section: string;
  pages: PageGroup[];
}

/** Pages under the section they sit in, sections in the order of their best page (as DocSearch groups its hits). */
export function pagesBySection(groups: readonly PageGroup[]): SectionOfPages[] {
  const sections = new Map<string, PageGroup[]>();
  for (const group of groups) {
    const section = (group.breadcrumbs[0] ?? '').replace(/<\/?mark>/g, '');
    sections.set(section, [...(sections.get(section) ?? []), group]);
  }
  return [...sections].map(([section, pages]) => ({ section, pages }));
}
