import { describe, expect, it } from 'vitest';
import { admitSearchTags, toPagefindFilter } from '@site/src/search/pagefindFilters';

describe('DocSearch facet filters as Pagefind filters', () => {
  it("turns Docusaurus' contextual search into: this language AND any of these docs tags", () => {
    const facetFilters = [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-gsharp-current'],
    ];
    expect(toPagefindFilter(facetFilters)).toEqual({
      all: [
        { language: 'en' },
        {
          any: [
            { docusaurus_tag: 'default' },
            { docusaurus_tag: 'docs-default-current' },
            { docusaurus_tag: 'docs-gsharp-current' },
          ],
        },
      ],
    });
  });

  it('accepts a single filter string', () => {
    expect(toPagefindFilter('language:en')).toEqual({ all: [{ language: 'en' }] });
  });

  it("reads Algolia's negation as not", () => {
    expect(toPagefindFilter(['docusaurus_tag:-docs-gsharp-current'])).toEqual({
      all: [{ not: { docusaurus_tag: 'docs-gsharp-current' } }],
    });
  });

  it('keeps colons inside values', () => {
    expect(toPagefindFilter(['docusaurus_tag:docs:x'])).toEqual({ all: [{ docusaurus_tag: 'docs:x' }] });
  });

  it('filters nothing when there are no filters', () => {
    expect(toPagefindFilter(undefined)).toBeUndefined();
    expect(toPagefindFilter([])).toBeUndefined();
    expect(toPagefindFilter([[]])).toBeUndefined();
  });

  it('rejects a filter without a facet name', () => {
    expect(() => toPagefindFilter(['en'])).toThrow(/facet:value/);
  });
});

describe('a search over both builds', () => {
  const siteTags = ['default', 'docs-default-current', 'docs-gsharp-current', 'docs-internal-current'];

  it("admits every docs tag of the site in the clause of the reader's build's tags", () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-internal-current']];
    expect(admitSearchTags(filters, siteTags)).toEqual([
      'language:en',
      [
        'docusaurus_tag:default',
        'docusaurus_tag:docs-internal-current',
        'docusaurus_tag:docs-default-current',
        'docusaurus_tag:docs-gsharp-current',
      ],
    ]);
  });

  it('leaves the language, negations and an absent filter as they are', () => {
    expect(admitSearchTags(['language:en', ['docusaurus_tag:-default']], siteTags)).toEqual([
      'language:en',
      ['docusaurus_tag:-default'],
    ]);
    expect(admitSearchTags(undefined, siteTags)).toBeUndefined();
  });
});
