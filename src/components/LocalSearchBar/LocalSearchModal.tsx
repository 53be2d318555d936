/**
 * The search modal, answered by this build's Pagefind index, loaded when a reader first reaches for search (see
 * ./index.tsx). The site's own component in DocSearch's looks (its classes and stylesheet): DocSearch's modal has no
 * place for a section filter or for what an empty or fruitless search should offer, and two of its screens never
 * showed in 4.7 ("Try searching for", "Unable to fetch results"). A native modal <dialog> keeps the keyboard and
 * screen readers inside it. The index starts loading as the modal opens, and the modal gives no verdict until the
 * index has answered. The search is counted for the Insights page when the modal closes
 * (src/analytics/searchTracking.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useAlgoliaContextualFacetFilters, useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import { translate } from '@docusaurus/Translate';
import SearchNoResults, { searchPageAddress } from '@site/src/components/SearchNoResults';
import SearchSectionFilter from '@site/src/components/SearchSectionFilter';
import { isStaff, useSession } from '@site/src/auth/useSession';
import { recentSearches } from '@site/src/search/recentSearches';
import type { FacetFilters } from '@site/src/search/searchHit';
import { useModalSearch, type ModalSearch } from '@site/src/search/useModalSearch';
import { useSearchSections } from '@site/src/search/useSearchSections';
import { useSiteSearchClient } from '@site/src/search/useSiteSearch';
import { observedSearchClient, useSearchTracker } from '@site/src/analytics/searchTracking';
import SearchHits from './SearchHits';
import StartScreen from './StartScreen';

/** Pages per query, each with its best two sections; each costs a fetch (bench/search.ts). */
const pagesPerQuery = 6;

const placeholder = translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' });

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function LoadingIcon(): ReactNode {
  return (
    <svg viewBox="0 0 38 38" stroke="currentColor" strokeOpacity=".5" aria-hidden="true">
      <g fill="none" fillRule="evenodd">
        <g transform="translate(1 1)" strokeWidth="2">
          <circle strokeOpacity=".3" cx="18" cy="18" r="18" />
          <path d="M36 18c0-9.94-8.06-18-18-18">
            <animateTransform
              attributeName="transform"
              type="rotate"
              from="0 18 18"
              to="360 18 18"
              dur="1s"
              repeatCount="indefinite"
            />
          </path>
        </g>
      </g>
    </svg>
  );
}

function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">
        {translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}
      </p>
      <p className="DocSearch-Help">
        {translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
        })}
      </p>
    </div>
  );
}

/** What a screen reader hears once an answer is on screen. */
function statusText(search: ModalSearch): string {
  if (search.status === 'failed') return 'Unable to fetch results';
  if (search.status !== 'done') return '';
  return search.groups.length === 0 ? `No results for "${search.answered}"` : `${search.nbHits} pages found`;
}

/** Arrow keys move between the input and the hits (or the start screen's items); Tab still works as ever. */
function moveFocus(event: KeyboardEvent<HTMLElement>, modal: HTMLElement | null, input: HTMLInputElement | null): void {
  if (!modal || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const target = event.target as HTMLElement;
  if (target !== input && !target.hasAttribute('data-search-option')) return;
  const options = Array.from(modal.querySelectorAll<HTMLElement>('[data-search-option]'));
  const index = options.indexOf(target);
  const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
  if (target === input && event.key === 'ArrowUp') return;
  event.preventDefault();
  if (next < 0) input?.focus();
  else options[next]?.focus();
}

export default function LocalSearchModal({ onClose }: { onClose: () => void }): ReactNode {
  const { algolia } = useAlgoliaThemeConfig();
  const staff = isStaff(useSession());
  const sections = useSearchSections();
  // Staff keep their recent searches apart from anyone else's on the same browser.
  const recent = useMemo(
    () => recentSearches(window.localStorage, `tideline-docs.recent-searches${staff ? '.staff' : ''}`),
    [staff],
  );
  const searchClient = useSiteSearchClient();
  const contextualFilters = useAlgoliaContextualFacetFilters() as FacetFilters;
  // Mounted while the modal is open: the search ends when it closes.
  const tracker = useSearchTracker();
  const client = useMemo(() => observedSearchClient(searchClient(), tracker), [searchClient, tracker]);
  useEffect(() => {
    searchClient().prepare?.();
  }, [searchClient]);

  const [query, setQuery] = useState('');
  const [section, setSection] = useState<string | null>(null);
  const search = useModalSearch(query, section, {
    client,
    suggestClient: searchClient(),
    indexName: algolia.indexName,
    facetFilters: contextualFilters,
    pagesPerQuery,
  });

  const dialog = useRef<HTMLDialogElement>(null);
  const modal = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const opened = dialog.current;
    opened?.showModal();
    input.current?.focus();
    // DocSearch's class: the page behind stops scrolling, and `/` is typed into the box (src/search/useSlashOpensSearch.ts).
    document.body.classList.add('DocSearch--active');
    return () => {
      document.body.classList.remove('DocSearch--active');
      opened?.close();
    };
  }, []);

  const searchAgain = useCallback((next: string) => {
    setQuery(next);
    input.current?.focus();
  }, []);
  const hitOpened = useCallback(() => {
    recent.remember(search.answered);
    tracker.hitOpened();
    onClose();
  }, [recent, search.answered, tracker, onClose]);

  const typed = query.trim() !== '';
  const answered = search.status === 'done' && search.answered === query.trim();
  let screen: ReactNode = null;
  if (!typed) {
    screen = <StartScreen recent={recent.read()} sections={sections} onSearch={searchAgain} onNavigate={onClose} />;
  } else if (search.status === 'failed') {
    screen = <ErrorScreen />;
  } else if (search.groups.length > 0) {
    screen = (
      <>
        <SearchHits groups={search.groups} onOpen={hitOpened} />
        <p className="DocSearch-HitsFooter">
          <Link to={searchPageAddress(query.trim())} onClick={onClose}>
            {`See all ${search.nbHits} results`}
          </Link>
        </p>
      </>
    );
  } else if (answered) {
    screen = (
      <SearchNoResults
        className="DocSearch-NoResults local-search-no-results"
        query={search.answered}
        section={section}
        suggestion={search.suggestion}
        sections={sections}
        onSearch={searchAgain}
        onAllSections={() => setSection(null)}
        searchPage={{ onNavigate: onClose }}
      />
    );
  }

  return (
    <dialog
      ref={dialog}
      className={clsx('DocSearch-Container', 'local-search-dialog', search.stalled && 'DocSearch-Container--Stalled')}
      aria-label="Search the documentation"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      {/* Arrow keys only move the focus here; every item is a link or button that Tab reaches too. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys move the focus among the links and buttons inside; the box itself is never focused. */}
      <div
        className="DocSearch-Modal"
        ref={modal}
        onKeyDown={(event) => moveFocus(event, modal.current, input.current)}
      >
        <header className="DocSearch-SearchBar">
          {/* biome-ignore lint/a11y/useSemanticElements: DocSearch's stylesheet lays the bar out as header > form; a <search> wrapper would break it. */}
          <form
            className="DocSearch-Form"
            role="search"
            aria-label="Search the documentation"
            onSubmit={(event) => {
              event.preventDefault();
              // Enter opens the first hit, as in DocSearch.
              modal.current?.querySelector<HTMLElement>('.DocSearch-Hits [data-search-option]')?.click();
            }}
          >
            <div className="DocSearch-MagnifierLabel">
              <SearchIcon />
            </div>
            <div className="DocSearch-LoadingIndicator">
              <LoadingIcon />
            </div>
            <input
              ref={input}
              className="DocSearch-Input"
              type="search"
              aria-label={placeholder}
              placeholder={placeholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={64}
            />
            {query !== '' && (
              <button type="button" className="DocSearch-Clear" onClick={() => searchAgain('')}>
                Clear
              </button>
            )}
          </form>
          <button type="button" className="local-search-close" onClick={onClose}>
            Close
          </button>
        </header>
        <SearchSectionFilter
          className="local-search-filter"
          sections={sections}
          value={section}
          onChange={setSection}
        />
        <div className="DocSearch-Dropdown">
          <div className="DocSearch-Dropdown-Container">{screen}</div>
        </div>
        <p className="local-search-status" role="status">
          {statusText(search)}
        </p>
        <footer className="DocSearch-Footer">
          <ul className="DocSearch-Commands" aria-label="Keys">
            <li>
              <kbd className="DocSearch-Commands-Key">↵</kbd>
              <span className="DocSearch-Label">to open</span>
            </li>
            <li>
              <kbd className="DocSearch-Commands-Key">↓</kbd>
              <kbd className="DocSearch-Commands-Key">↑</kbd>
              <span className="DocSearch-Label">to move</span>
            </li>
            <li>
              <kbd className="DocSearch-Commands-Key">esc</kbd>
              <span className="DocSearch-Label">to close</span>
            </li>
          </ul>
        </footer>
      </div>
    </dialog>
  );
}
