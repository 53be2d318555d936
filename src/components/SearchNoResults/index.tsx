/**
 * What a search that found nothing offers, in the search modal and on the /search page: the same search in every
 * section when one was chosen, a query the site's words would find ("Did you mean"), the sections' first pages, the
 * /search page with the query (from the modal), and a way to tell the docs team.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { SearchSection } from '@site/contract/searchSections';
import { missingResultsUrl } from '@site/src/search/missingResults';
import { noResultsText } from '@site/src/search/searchTranslations';
import styles from './styles.module.css';

interface Props {
  query: string;
  /** The section the search was narrowed to, or null. */
  section: string | null;
  suggestion: string | undefined;
  sections: readonly SearchSection[];
  /** Runs another query (the suggestion), in the same box. */
  onSearch: (query: string) => void;
  onAllSections: () => void;
  /** From the modal: a link to the /search page with the query, and what following a link does first. */
  searchPage?: { onNavigate: () => void };
  className?: string;
}

/** The site's one /search page, in the public build; staff pages link there too. */
export const searchPageAddress = (query: string) => `/search?q=${encodeURIComponent(query)}`;

export default function SearchNoResults({
  query,
  section,
  suggestion,
  sections,
  onSearch,
  onAllSections,
  searchPage,
  className,
}: Props): ReactNode {
  return (
    <div className={className}>
      <p className={styles.verdict}>
        {noResultsText} "<strong>{query}</strong>"{section !== null && <> in {section}</>}
      </p>
      {section !== null && (
        <button type="button" className={styles.action} onClick={onAllSections}>
          Search all sections instead
        </button>
      )}
      {suggestion !== undefined && (
        <p>
          Did you mean{' '}
          <button type="button" className={styles.action} onClick={() => onSearch(suggestion)}>
            {suggestion}
          </button>
          ?
        </p>
      )}
      <nav aria-label="Sections" className={styles.sections}>
        <p>Browse a section:</p>
        <ul>
          {sections.map(({ label, landingPage }) => (
            <li key={label}>
              <Link to={landingPage} onClick={searchPage?.onNavigate}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {searchPage && (
        <p>
          <Link to={searchPageAddress(query)} onClick={searchPage.onNavigate}>
            Search for "{query}" on the search page
          </Link>
        </p>
      )}
      <p className={styles.report}>
        Believe this query should return results? <a href={missingResultsUrl({ query })}>Let us know.</a>
      </p>
    </div>
  );
}
