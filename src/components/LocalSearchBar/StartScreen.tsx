/**
 * The modal before the reader types: the searches they finished here recently (src/search/recentSearches.ts), the
 * sections of the site and the pages most readers start from (contract/searchSections.ts).
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { startingPages, type SearchSection } from '@site/contract/searchSections';

interface Props {
  recent: readonly string[];
  sections: readonly SearchSection[];
  onSearch: (query: string) => void;
  onNavigate: () => void;
}

function StartList({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <section className="local-search-start__group">
      <h2 className="DocSearch-Hit-source">{title}</h2>
      <ul className="local-search-start__list">{children}</ul>
    </section>
  );
}

export default function StartScreen({ recent, sections, onSearch, onNavigate }: Props): ReactNode {
  return (
    <div className="local-search-start">
      {recent.length > 0 && (
        <StartList title="Recent searches">
          {recent.map((query) => (
            <li key={query}>
              <button
                type="button"
                className="local-search-start__item"
                data-search-option=""
                onClick={() => onSearch(query)}
              >
                {query}
              </button>
            </li>
          ))}
        </StartList>
      )}
      <StartList title="Sections">
        {sections.map(({ label, landingPage }) => (
          <li key={label}>
            <Link to={landingPage} className="local-search-start__item" data-search-option="" onClick={onNavigate}>
              {label}
            </Link>
          </li>
        ))}
      </StartList>
      <StartList title="Popular pages">
        {startingPages.map(({ label, to }) => (
          <li key={to}>
            <Link to={to} className="local-search-start__item" data-search-option="" onClick={onNavigate}>
              {label}
            </Link>
          </li>
        ))}
      </StartList>
    </div>
  );
}
