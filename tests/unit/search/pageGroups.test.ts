import { describe, expect, it } from 'vitest';
import { groupHitsByPage } from '@site/src/search/pageGroups';
import { toSearchHits } from '@site/src/search/pagefindHits';
import type { SearchHit } from '@site/src/search/searchHit';
import { genericPage, systemRequirements } from './fixtures';

const options = {
  query: 'server',
  origin: 'http://docs.test',
  maxSectionsPerPage: 3,
  tags: { pre: '<mark>', post: '</mark>' },
  fallbackSection: 'Docs',
};

describe('search page results grouped by page', () => {
  const groups = groupHitsByPage([...toSearchHits(systemRequirements, options), ...toSearchHits(genericPage, options)]);

  it('lists each page once, in ranking order', () => {
    expect(groups.map((group) => group.title)).toEqual([
      'gSharp system requirements',
      'List&lt;T&gt;.Find &amp; friends',
    ]);
  });

  it('gives each page its section as breadcrumb and its snippet as summary', () => {
    expect(groups[0]).toMatchObject({ breadcrumbs: ['gSharp'], summary: systemRequirements.excerpt });
  });

  it('lists the matching sections of a page under it, with snippets for text matches', () => {
    expect(groups[0]?.sections).toEqual([
      {
        url: 'http://docs.test/gSharp/Getting%20Started/Installation/SystemRequirements#gsharp-server',
        title: 'gSharp <mark>Server</mark>',
        snippet: '',
      },
      {
        url: 'http://docs.test/gSharp/Getting%20Started/Installation/SystemRequirements#server-core',
        title: '<mark>Server</mark> Core',
        snippet: '',
      },
      {
        url: 'http://docs.test/gSharp/Getting%20Started/Installation/SystemRequirements#sizing',
        title: 'Sizing example',
        snippet: 'one <mark>server</mark> runs 40 contexts',
      },
    ]);
  });

  it("shows a section without a snippet when its snippet is the page's own (Pagefind excerpts the best section)", () => {
    const sizingExcerpt = 'one <mark>server</mark> runs 40 contexts';
    const [group] = groupHitsByPage(toSearchHits({ ...systemRequirements, excerpt: sizingExcerpt }, options));
    expect(group?.summary).toBe(sizingExcerpt);
    expect(group?.sections.find((section) => section.url.endsWith('#sizing'))).toMatchObject({
      title: 'Sizing example',
      snippet: '',
    });
  });

  it('groups Algolia records whose page record did not match', () => {
    const record: SearchHit = {
      objectID: '1',
      url: 'https://docs.test/intro#setup',
      url_without_anchor: 'https://docs.test/intro',
      anchor: 'setup',
      type: 'content',
      content: 'Install the agent',
      hierarchy: {
        lvl0: 'Tideline',
        lvl1: 'Introduction',
        lvl2: 'Setup',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      _highlightResult: { hierarchy: {} },
      _snippetResult: { hierarchy: {}, content: { value: 'Install the <mark>agent</mark>', matchLevel: 'full' } },
    };
    expect(groupHitsByPage([record])).toEqual([
      {
        url: 'https://docs.test/intro',
        title: 'Introduction',
        breadcrumbs: ['Tideline'],
        summary: '',
        sections: [{ url: 'https://docs.test/intro#setup', title: 'Setup', snippet: 'Install the <mark>agent</mark>' }],
      },
    ]);
  });
});
