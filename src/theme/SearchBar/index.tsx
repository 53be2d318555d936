// Wrapped so search answers from this build's own Pagefind index unless Algolia is configured, staff builds search Algolia's staff index with a key from the server, and `/` opens search while a button has the focus.
import React, { useCallback, type ComponentProps, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import LocalSearchBar from '@site/src/components/LocalSearchBar';
import { missingResultsUrl } from '@site/src/search/missingResults';
import { searchTranslations } from '@site/src/search/searchTranslations';
import { asDocSearchClient } from '@site/src/search/siteSearchClient';
import { useSearchEngine, useSiteSearchClient } from '@site/src/search/useSiteSearch';
import { useSlashOpensSearch } from '@site/src/search/useSlashOpensSearch';

type Props = ComponentProps<typeof SearchBar>;

/** Algolia with the public index keeps the theme's client; staff builds swap in the staff one. */
function AlgoliaSearchBar({ staff, ...props }: Props & { staff: boolean }): ReactNode {
  const searchClient = useSiteSearchClient();
  const transformSearchClient = useCallback(() => asDocSearchClient(searchClient()), [searchClient]);
  return (
    <SearchBar
      {...props}
      getMissingResultsUrl={missingResultsUrl}
      translations={searchTranslations}
      {...(staff ? { transformSearchClient } : {})}
    />
  );
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const engine = useSearchEngine();
  useSlashOpensSearch();
  if (engine.engine === 'local') return <LocalSearchBar />;
  return <AlgoliaSearchBar {...props} staff={engine.staffKeyUrl !== null} />;
}
