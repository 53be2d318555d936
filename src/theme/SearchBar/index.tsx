// Wrapped so search answers from the site's own Pagefind indexes unless Algolia is configured, staff search Algolia's staff index (when there is one) with a key from the server, and `/` opens search while a button has the focus.
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type SearchBar from '@theme-original/SearchBar';
import LocalSearchBar from '@site/src/components/LocalSearchBar';
import { useSearchEngine } from '@site/src/search/useSearchEngine';
import { useSlashOpensSearch } from '@site/src/search/useSlashOpensSearch';

// Only builds configured for Algolia load the theme's DocSearch bar, so the others never download it.
const AlgoliaSearchBar = lazy(() => import('@site/src/components/AlgoliaSearchBar'));

type Props = ComponentProps<typeof SearchBar>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const engine = useSearchEngine();
  useSlashOpensSearch();
  if (engine.engine === 'local') return <LocalSearchBar />;
  return (
    <Suspense fallback={null}>
      <AlgoliaSearchBar {...props} staff={engine.staffKeyUrl !== null} />
    </Suspense>
  );
}
