import { describe, expect, it } from 'vitest';
import { withSection } from '@site/src/search/useModalSearch';
import { toPagefindFilter } from '@site/src/search/pagefindFilters';

describe('the filters of a search narrowed to a section', () => {
  const contextual = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

  it('add the section to the contextual filters, which Pagefind must all match', () => {
    const filters = withSection(contextual, 'API reference');
    expect(filters).toEqual([...contextual, 'section:API reference']);
    expect(toPagefindFilter(filters)).toEqual({
      all: [
        { language: 'en' },
        { any: [{ docusaurus_tag: 'default' }, { docusaurus_tag: 'docs-default-current' }] },
        { section: 'API reference' },
      ],
    });
  });

  it('are the contextual filters alone when every section is searched', () => {
    expect(withSection(contextual, null)).toEqual(contextual);
    expect(withSection('language:en', null)).toEqual(['language:en']);
  });
});
