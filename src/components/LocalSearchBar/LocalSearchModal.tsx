/**
 * DocSearch's modal answered by this build's Pagefind index, loaded when a reader first reaches for search (see
 * ./index.tsx). Hits open through the router; its footer links to /search and credits nobody, since Algolia does not
 * answer here. The index starts loading as the modal opens, and the modal says nothing about results until it has
 * answered. The search is counted for the Insights page when the modal closes (src/analytics/searchTracking.ts).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react/modal';
import type { InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useAlgoliaContextualFacetFilters, useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import { missingResultsUrl } from '@site/src/search/missingResults';
import { searchTranslations as translations } from '@site/src/search/searchTranslations';
import { signallingInFlight } from '@site/src/search/searchInFlight';
import { asDocSearchClient } from '@site/src/search/siteSearchClient';
import { useSiteSearchClient } from '@site/src/search/useSiteSearch';
import { useBuildPart } from '@site/src/components/SiteLink';
import { crossBuildAddress } from '@site/src/navigation/crossBuild';
import { isStaff, useSession } from '@site/src/auth/useSession';
import { observedSearchClient, useSearchTracker, type SearchTracker } from '@site/src/analytics/searchTracking';

/** Pages per query, each with its best two sections; each costs a fetch (bench/search.ts). */
const pagesPerQuery = 6;
/** Rows per section of the site: three pages with their sections (DocSearch shows 5 records). */
const rowsPerGroup = 9;

/** Ask AI needs Algolia; the local modal never offers it. */
const noAskAi = (): void => undefined;

function hitComponent(tracker: SearchTracker) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per tracker inside useMemo (below), so it is stable.
  return function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
    return (
      <Link to={hit.url} onClick={tracker.hitOpened}>
        {children}
      </Link>
    );
  };
}

/** The public build's /search page; the staff overlay has none and links there (src/components/SiteLink). */
const searchPageAddress = (query: string) => `/search?q=${encodeURIComponent(query)}`;

function SeeAllResults({ query, count, onClose }: { query: string; count: number; onClose: () => void }) {
  return (
    <Link to={searchPageAddress(query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** Hits carry absolute URLs (as Algolia records do); the router wants the path. */
function sitePath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export default function LocalSearchModal({ onClose }: { onClose: () => void }): ReactNode {
  const { algolia } = useAlgoliaThemeConfig();
  const history = useHistory();
  const buildPart = useBuildPart();
  // Recent searches are kept per index name: a staff session's, which name staff pages, stay apart from others'.
  const recentSearchesName = isStaff(useSession()) ? `${algolia.indexName}-staff` : algolia.indexName;
  const searchClient = useSiteSearchClient();
  const facetFilters = useAlgoliaContextualFacetFilters();
  // Mounted while the modal is open: the search ends when it closes.
  const tracker = useSearchTracker();
  const [searching, setSearching] = useState(false);
  const modalSearchClient = useMemo(
    () => signallingInFlight(observedSearchClient(searchClient(), tracker), setSearching),
    [searchClient, tracker],
  );
  useEffect(() => {
    searchClient().prepare?.();
  }, [searchClient]);

  const modalProps = useMemo(
    (): Partial<DocSearchModalProps> => ({
      transformSearchClient: () => asDocSearchClient(modalSearchClient),
      transformItems: (items) => items.map((item) => ({ ...item, url: sitePath(item.url) })),
      navigator: {
        navigate: ({ itemUrl }) => {
          tracker.hitOpened();
          // A hit in the other build (a staff page from the public site, or back) loads that page from the server.
          const crossing = crossBuildAddress(itemUrl, buildPart);
          if (crossing === undefined) history.push(itemUrl);
          else window.location.assign(crossing);
        },
      },
      hitComponent: hitComponent(tracker),
      resultsFooterComponent: ({ state }) => (
        <SeeAllResults query={state.query} count={state.context.nbHits as number} onClose={onClose} />
      ),
      searchParameters: { facetFilters, hitsPerPage: pagesPerQuery },
      getMissingResultsUrl: missingResultsUrl,
      maxResultsPerGroup: rowsPerGroup,
    }),
    [modalSearchClient, history, facetFilters, onClose, tracker, buildPart],
  );

  return (
    // While a search is in flight, styles.css hides the "No results" screen DocSearch draws before the answer.
    <div className="local-search-modal__frame" data-searching={searching || undefined}>
      <DocSearchModal
        appId={algolia.appId}
        apiKey={algolia.apiKey}
        indexName={recentSearchesName}
        onClose={onClose}
        onAskAiToggle={noAskAi}
        initialScrollY={window.scrollY}
        placeholder={translations.placeholder}
        translations={translations.modal}
        {...modalProps}
      />
    </div>
  );
}
