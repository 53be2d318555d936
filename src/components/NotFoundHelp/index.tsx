/**
 * What the 404 page offers besides "not found": pages whose address is close to the one typed, a search started
 * from its words, and the site's main sections.
 */
import { useMemo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLocation } from '@docusaurus/router';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { searchWordsOf, suggestPages } from './suggestPages';
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

export default function NotFoundHelp(): ReactNode {
  // The page is built once for every missing address; only the browser knows which one the reader asked for.
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const docPaths = useDocPaths();
  const missing = isBrowser ? pathname : '';
  const suggestions = useMemo(() => suggestPages(missing, docPaths), [missing, docPaths]);
  const words = searchWordsOf(missing);

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
