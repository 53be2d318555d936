// Replaces the theme's page, which builds its own Algolia client: this one searches with the build's client (Pagefind or Algolia), narrows to a section and lists results grouped by page.
import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString } from '@docusaurus/theme-common';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchNoResults from '@site/src/components/SearchNoResults';
import { markedText } from '@site/src/search/markedText';
import SearchSectionFilter from '@site/src/components/SearchSectionFilter';
import type { PageGroup } from '@site/src/search/pageGroups';
import { usePageSearch, type PageSearch } from '@site/src/search/usePageSearch';
import { useSearchEngine } from '@site/src/search/useSearchEngine';
import { useSearchSections } from '@site/src/search/useSearchSections';
import { useSearchTracker, type SearchTracker } from '@site/src/analytics/searchTracking';
import styles from './styles.module.css';

function pageTitle(query: string): string {
  return query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
}

function DocumentsFound({ count }: { count: number }): ReactNode {
  const { selectMessage } = usePluralForm();
  return selectMessage(
    count,
    translate(
      { id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found' },
      { count },
    ),
  );
}

function PoweredBy(): ReactNode {
  const engine = useSearchEngine();
  const [name, href] =
    engine.engine === 'local' ? ['Pagefind', 'https://pagefind.app/'] : ['Algolia', 'https://www.algolia.com/'];
  return (
    <>
      <span>{translate({ id: 'theme.SearchPage.algoliaLabel', message: 'Powered by' })}</span>
      <Link to={href}>{name}</Link>
    </>
  );
}

/** Every string of a group is HTML from the search engine: escaped text with <mark> around matches. */
function Result({ group, tracker }: { group: PageGroup; tracker: SearchTracker }): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2" className={styles.searchResultItemHeading}>
        <Link to={processUrl(group.url)} onClick={tracker.hitOpened}>
          {markedText(group.title)}
        </Link>
      </Heading>
      {/* Where the hit sits, not navigation of this page: a plain list, so a page of results has no run of same-named landmarks. */}
      <ul className={clsx('breadcrumbs', styles.searchResultItemPath)} aria-label="Location">
        {group.breadcrumbs.map((html, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's breadcrumbs are its path; they never reorder.
          <li key={index} className="breadcrumbs__item">
            {markedText(html)}
          </li>
        ))}
      </ul>
      {group.summary && <p className={styles.searchResultItemSummary}>{markedText(group.summary)}</p>}
      {group.sections.length > 0 && (
        <ul className={styles.searchResultSections}>
          {group.sections.map((section) => (
            <li key={section.url}>
              <Link to={processUrl(section.url)} onClick={tracker.hitOpened}>
                {markedText(section.title)}
              </Link>
              {section.snippet && <p>{markedText(section.snippet)}</p>}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function SearchFailed(): ReactNode {
  return (
    <div role="alert">
      <p className={styles.searchErrorTitle}>
        {translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}
      </p>
      <p>
        {translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
        })}
      </p>
    </div>
  );
}

interface ResultsProps {
  query: string;
  search: PageSearch;
  tracker: SearchTracker;
  /** What a search that found nothing offers instead. */
  noResults: ReactNode;
}

function Results({ query, search, tracker, noResults }: ResultsProps): ReactNode {
  if (search.status === 'failed') return <SearchFailed />;
  if (search.groups.length === 0) {
    if (search.status === 'loading') return <div className={styles.loadingSpinner} />;
    return search.status === 'done' && query !== '' ? noResults : null;
  }
  return (
    <section aria-label={translate({ id: 'search.page.resultsLabel', message: 'Search results' })}>
      {search.groups.map((group) => (
        <Result key={group.url} group={group} tracker={tracker} />
      ))}
      {search.hasMore && (
        <button
          type="button"
          className={clsx('button button--secondary', styles.loader)}
          disabled={search.status === 'loading'}
          onClick={search.loadMore}
        >
          <Translate id="search.page.moreResults">More results</Translate>
        </button>
      )}
    </section>
  );
}

/** Inside the Layout: contextual search reads the docs version context the Layout provides. */
function SearchPageBody(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const [section, setSection] = useState<string | null>(null);
  const sections = useSearchSections();
  const search = usePageSearch(query, section);
  const title = pageTitle(query);
  const tracker = useSearchTracker();
  useEffect(() => {
    if (search.status === 'done') tracker.resultsShown(search.answered, search.nbHits);
  }, [search.status, search.answered, search.nbHits, tracker]);
  return (
    <main className="container margin-vert--lg">
      <PageMetadata
        title={title}
        description="Search the Tideline, gNode and gSharp guides and the gSharp API reference."
      />
      <Heading as="h1">{title}</Heading>
      <search>
        <form className="row" onSubmit={(event) => event.preventDefault()}>
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
              aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
              onChange={(event) => setQuery(event.target.value)}
              value={query}
              autoComplete="off"
              // biome-ignore lint/a11y/noAutofocus: the search page exists to search: focus the box, as the theme's own page does.
              autoFocus
            />
          </div>
        </form>
      </search>
      <SearchSectionFilter className={styles.sectionFilter} sections={sections} value={section} onChange={setSection} />
      <div className="row">
        <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
          {search.nbHits > 0 && <DocumentsFound count={search.nbHits} />}
        </div>
        <div className={clsx('col', 'col--4', styles.searchLogoColumn)}>
          <PoweredBy />
        </div>
      </div>
      <Results
        query={query}
        search={search}
        tracker={tracker}
        noResults={
          <SearchNoResults
            query={query}
            section={section}
            suggestion={search.suggestion}
            sections={sections}
            onSearch={setQuery}
            onAllSections={() => setSection(null)}
          />
        }
      />
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Indexable, unlike the theme's page: its canonical address has no query, so result pages fold into it. */}
      <Layout>
        <SearchPageBody />
      </Layout>
    </HtmlClassNameProvider>
  );
}
