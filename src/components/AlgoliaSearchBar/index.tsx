/**
 * The theme's DocSearch bar for builds that search with Algolia: the public index keeps the theme's client; staff
 * builds swap in the staff index, with a key from the server.
 */
import { useCallback, type ComponentProps, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import { missingResultsUrl } from '@site/src/search/missingResults';
import { searchTranslations } from '@site/src/search/searchTranslations';
import { asDocSearchClient } from '@site/src/search/siteSearchClient';
import { useSiteSearchClient } from '@site/src/search/useSiteSearch';

type Props = ComponentProps<typeof SearchBar> & { staff: boolean };

export default function AlgoliaSearchBar({ staff, ...props }: Props): ReactNode {
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
