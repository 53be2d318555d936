import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { openSiteSearch } from '@site/src/search/openSiteSearch';
import styles from './styles.module.css';

function SearchIcon(): ReactNode {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" className={styles.searchIcon}>
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.6" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The home page's opening: its title as the page's only h1, its description as the lead, and a search entry.
 * Both come from the page's front matter, so the `<title>`, the search result and the hero say the same thing.
 * The search entry is a button that opens the navbar's search, the same modal as Ctrl+K, rather than a second
 * search box with results of its own.
 */
export default function HomeHero(): ReactNode {
  const { metadata } = useDoc();
  return (
    <header className={styles.hero}>
      <h1 className={styles.title}>{metadata.title}</h1>
      <p className={styles.lead}>{metadata.description}</p>
      <button type="button" className={styles.searchEntry} onClick={() => openSiteSearch()}>
        <SearchIcon />
        <span>Search the guides and the API reference</span>
      </button>
    </header>
  );
}
