import { describe, expect, it } from 'vitest';
import { headingTrail, highlightText, toSearchHits, type HitOptions } from '@site/src/search/pagefindHits';
import { genericPage, systemRequirements } from './fixtures';

const options: HitOptions = {
  query: 'server',
  origin: 'http://docs.test',
  maxSectionsPerPage: 3,
  tags: { pre: '<mark>', post: '</mark>' },
  fallbackSection: 'Tideline Docs',
};
const pageUrl = 'http://docs.test/gSharp/Getting%20Started/Installation/SystemRequirements';

describe('the page hit', () => {
  const [page] = toSearchHits(systemRequirements, options);

  it('comes first, as a lvl1 record of the page with an absolute URL', () => {
    expect(page).toMatchObject({
      type: 'lvl1',
      url: pageUrl,
      url_without_anchor: pageUrl,
      anchor: null,
      objectID: pageUrl,
    });
  });

  it('puts the section in lvl0 and the page title in lvl1', () => {
    expect(page?.hierarchy).toEqual({
      lvl0: 'gSharp',
      lvl1: 'gSharp system requirements',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
  });

  it("snippets Pagefind's excerpt with the matches marked", () => {
    expect(page?._snippetResult.content).toEqual({ value: systemRequirements.excerpt, matchLevel: 'full' });
    expect(page?.content).toBe(
      'This page lists what the gSharp Server, gSharp Manager and developer workstations need',
    );
  });

  it('highlights query words in the title', () => {
    const [hit] = toSearchHits(systemRequirements, { ...options, query: 'system' });
    expect(hit?._highlightResult.hierarchy.lvl1).toEqual({
      value: 'gSharp <mark>system</mark> requirements',
      matchLevel: 'full',
      matchedWords: ['system'],
    });
    expect(hit?._snippetResult.hierarchy.lvl1?.value).toBe('gSharp <mark>system</mark> requirements');
  });

  it('escapes titles, which Pagefind keeps as raw text', () => {
    const [hit] = toSearchHits(genericPage, { ...options, query: 'find' });
    expect(hit?.hierarchy.lvl1).toBe('List&lt;T&gt;.Find &amp; friends');
    expect(hit?._highlightResult.hierarchy.lvl1?.value).toBe('List&lt;T&gt;.<mark>Find</mark> &amp; friends');
  });

  it('uses the fallback section when the index has none', () => {
    const [hit] = toSearchHits({ ...genericPage, meta: { title: 'Find' } }, options);
    expect(hit?.hierarchy.lvl0).toBe('Tideline Docs');
  });
});

describe('section hits', () => {
  const [, ...sections] = toSearchHits(systemRequirements, options);

  it('follow the page hit, best matches first, kept in page order', () => {
    expect(sections.map((hit) => hit.anchor)).toEqual(['gsharp-server', 'server-core', 'sizing']);
  });

  it('link to the heading anchor', () => {
    expect(sections[0]?.url).toBe(`${pageUrl}#gsharp-server`);
    expect(sections[0]?.url_without_anchor).toBe(pageUrl);
  });

  it('are heading hits when the heading matches the query', () => {
    expect(sections[0]).toMatchObject({ type: 'lvl2', content: null });
    expect(sections[0]?._snippetResult.hierarchy.lvl2?.value).toBe('gSharp <mark>Server</mark>');
  });

  it('carry the headings above them: an h3 sits under its h2', () => {
    expect(sections[1]).toMatchObject({ type: 'lvl3' });
    expect(sections[1]?.hierarchy).toMatchObject({
      lvl1: 'gSharp system requirements',
      lvl2: 'gSharp Server',
      lvl3: 'Server Core',
      lvl4: null,
    });
  });

  it('are content hits with a snippet when only the text matches', () => {
    expect(sections[2]).toMatchObject({ type: 'content', content: 'one server runs 40 contexts' });
    expect(sections[2]?._snippetResult.content?.value).toBe('one <mark>server</mark> runs 40 contexts');
    expect(sections[2]?.hierarchy.lvl2).toBe('Sizing example');
  });

  it('prefer sections whose heading names the query over sections that only mention it often', () => {
    const mentionsOften = systemRequirements.sub_results.map((section) =>
      section.anchor?.id === 'sizing' ? { ...section, locations: [201, 202, 203, 204, 205, 206] } : section,
    );
    const hits = toSearchHits(
      { ...systemRequirements, sub_results: mentionsOften },
      { ...options, maxSectionsPerPage: 2 },
    );
    expect(hits.map((hit) => hit.anchor)).toEqual([null, 'gsharp-server', 'server-core']);
  });

  it('are limited per page', () => {
    const hits = toSearchHits(systemRequirements, { ...options, maxSectionsPerPage: 1 });
    expect(hits.map((hit) => hit.anchor)).toEqual([null, 'server-core']);
  });

  it('use the highlight tags the caller asks for', () => {
    const hits = toSearchHits(systemRequirements, { ...options, tags: { pre: '<em>', post: '</em>' } });
    expect(hits[3]?._snippetResult.content?.value).toBe('one <em>server</em> runs 40 contexts');
    expect(hits[1]?._highlightResult.hierarchy.lvl2?.value).toBe('gSharp <em>Server</em>');
  });
});

describe('heading trail', () => {
  const anchors = [
    { element: 'h2', id: 'a', text: 'A', location: 1 },
    { element: 'h4', id: 'b', text: 'B', location: 2 },
    { element: 'h2', id: 'c', text: 'C', location: 3 },
    { element: 'div', id: 'd', text: 'D', location: 4 },
  ];

  it('leaves a skipped level empty', () => {
    expect(headingTrail(anchors, anchors[1]!)).toEqual(['A', null, 'B']);
  });

  it('starts over at the next heading of the same level', () => {
    expect(headingTrail(anchors, anchors[2]!)).toEqual(['C']);
  });

  it('ignores anchors that are not headings', () => {
    expect(headingTrail(anchors, anchors[3]!)).toEqual(['C']);
  });
});

describe('highlighting', () => {
  const tags = { pre: '<mark>', post: '</mark>' };

  it('marks whole words that start with a query term, whatever their case', () => {
    expect(highlightText('Recorded values and RecordedValue', ['recorded'], tags).value).toBe(
      '<mark>Recorded</mark> values and <mark>RecordedValue</mark>',
    );
  });

  it('does not mark a term inside a word', () => {
    expect(highlightText('unrecorded', ['recorded'], tags)).toMatchObject({ value: 'unrecorded', matchLevel: 'none' });
  });

  it('reports a partial match when some terms are missing', () => {
    expect(highlightText('Pump operations', ['pump', 'rdii'], tags)).toMatchObject({
      matchLevel: 'partial',
      matchedWords: ['pump'],
    });
  });

  it('treats regular expression characters in the query as text', () => {
    expect(highlightText('C# (preview)', ['(preview'], tags).value).toBe('C# <mark>(preview</mark>)');
  });
});
