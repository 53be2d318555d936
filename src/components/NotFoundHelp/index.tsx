/**
 * What the 404 page offers besides "not found": pages whose address is close to the one typed, a search started
 * from its words, and the site's main sections.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLocation } from '@docusaurus/router';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import type { SuggestedPage } from './suggestPages';
import styles from './styles.module.css';

const sections = [
  { label: 'Tideline platform guides', to: '/' },
  { label: 'gSharp guides', to: '/gSharp/Overview' },
  { label: 'gSharp API reference', to: '/gSharp/Development/Namespaces/' },
  { label: 'Search the documentation', to: '/search' },
];

function useDocPaths(): string[] {
  const allDocs = useAllDocsData();
  return useMemo(
    () =>
      Object.values(allDocs).flatMap((plugin) =>
        plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
      ),
    [allDocs],
  );
}

interface Suggestions {
  pages: SuggestedPage[];
  /** The missing address's words, to search for. */
  words: string;
}

/**
 * The pages nearest the missing address and its words. Loaded on demand: every doc page's layout includes the docs'
 * 404 page, so a static import would put the edit-distance code in the first load of every guide.
 */
function useSuggestions(missing: string, docPaths: string[]): Suggestions {
  const [found, setFound] = useState<Suggestions>({ pages: [], words: '' });
  useEffect(() => {
    if (!missing) return undefined;
    let live = true;
    void import(/* webpackChunkName: "page-suggestions" */ './suggestPages').then(({ searchWordsOf, suggestPages }) => {
      if (live) setFound({ pages: suggestPages(missing, docPaths), words: searchWordsOf(missing) });
    });
    return () => {
      live = false;
    };
  }, [missing, docPaths]);
  return found;
}

export default function NotFoundHelp(): ReactNode {
  // The page is built once for every missing address; only the browser knows which one the reader asked for.
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const docPaths = useDocPaths();
  const { pages: suggestions, words } = useSuggestions(isBrowser ? pathname : '', docPaths);

  return (
    <>
      {suggestions.length > 0 && (
        <section aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions">Did you mean</h2>
          <ul>
            {suggestions.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <search aria-label="Search the documentation">
        <form className={styles.search} action="/search" method="get">
          <label htmlFor="not-found-search">Search for</label>
          <input
            id="not-found-search"
            className={styles.searchField}
            type="search"
            name="q"
            defaultValue={words}
            key={words}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
      </search>
      <section aria-labelledby="not-found-sections">
        <h2 id="not-found-sections">Or browse</h2>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
