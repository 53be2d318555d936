/**
 * DocSearch's button and modal answered by this build's Pagefind index. It mirrors the
 * theme's SearchBar (shortcuts, modal, "See all results" link to /search) without the
 * theme's `preconnect` to Algolia's servers: in local mode no request goes to Algolia.
 * Nor does its footer credit Algolia, which does not answer here. The modal is portaled
 * to the top of the body, out of the navbar, which hides on scroll with a transform.
 */
import React, { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaContextualFacetFilters, useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import { missingResultsUrl } from '@site/src/search/missingResults';
import { searchTranslations as translations } from '@site/src/search/searchTranslations';
import { asDocSearchClient } from '@site/src/search/siteSearchClient';
import { useSiteSearchClient } from '@site/src/search/useSiteSearch';
import { observedSearchClient, useSearchTracker, type SearchTracker } from '@site/src/analytics/searchTracking';
// Docusaurus bundles every stylesheet into one file, so the modal's styles come with the page anyway.
import '@docsearch/react/style';
import './styles.css';

/** Pages per query, each with its best two sections; each costs a fetch (bench/search.ts). */
const pagesPerQuery = 6;
/** Rows per section of the site: three pages with their sections (DocSearch shows 5 records). */
const rowsPerGroup = 9;

/** Ask AI needs Algolia; the local modal never offers it. */
const noAskAi = (): void => undefined;

let DocSearchModal: typeof DocSearchModalType | null = null;

async function importModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return;
  ({ DocSearchModal } = await import('@docsearch/react/modal'));
}

function hitComponent(tracker: SearchTracker) {
  return function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
    return (
      <Link to={hit.url} onClick={tracker.hitOpened}>
        {children}
      </Link>
    );
  };
}

function SeeAllResults({ query, count, onClose }: { query: string; count: number; onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
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

export default function LocalSearchBar(): ReactNode {
  const { algolia } = useAlgoliaThemeConfig();
  const history = useHistory();
  const searchClient = useSiteSearchClient();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const portal = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const tracker = useSearchTracker();

  const openModal = useCallback(() => {
    if (!portal.current) {
      portal.current = document.createElement('div');
      portal.current.className = 'local-search-modal';
      document.body.insertBefore(portal.current, document.body.firstChild);
    }
    void importModalIfNeeded().then(() => setIsOpen(true));
  }, []);

  const closeModal = useCallback(() => {
    tracker.finish();
    setIsOpen(false);
    buttonRef.current?.focus();
  }, [tracker]);

  useDocSearchKeyboardEvents({ isOpen, onOpen: openModal, onClose: closeModal, searchButtonRef: buttonRef });

  const modalProps = useMemo(
    (): Partial<DocSearchModalProps> => ({
      transformSearchClient: () => asDocSearchClient(observedSearchClient(searchClient(), tracker)),
      transformItems: (items) => items.map((item) => ({ ...item, url: sitePath(item.url) })),
      navigator: {
        navigate: ({ itemUrl }) => {
          tracker.hitOpened();
          history.push(itemUrl);
        },
      },
      hitComponent: hitComponent(tracker),
      resultsFooterComponent: ({ state }) => (
        <SeeAllResults query={state.query} count={state.context.nbHits as number} onClose={closeModal} />
      ),
      searchParameters: { facetFilters, hitsPerPage: pagesPerQuery },
      getMissingResultsUrl: missingResultsUrl,
      maxResultsPerGroup: rowsPerGroup,
    }),
    [searchClient, history, facetFilters, closeModal, tracker],
  );

  return (
    <>
      <DocSearchButton
        onTouchStart={importModalIfNeeded}
        onFocus={importModalIfNeeded}
        onMouseOver={importModalIfNeeded}
        onClick={openModal}
        ref={buttonRef}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        portal.current &&
        createPortal(
          <DocSearchModal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            onClose={closeModal}
            onAskAiToggle={noAskAi}
            initialScrollY={window.scrollY}
            placeholder={translations.placeholder}
            translations={translations.modal}
            {...modalProps}
          />,
          portal.current,
        )}
    </>
  );
}
