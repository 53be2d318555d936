/**
 * The modal's hits: pages under the section of the site they sit in, each page once with its snippet, and under it
 * its best-matching sections by heading (a section's own snippet only when it says something the page's does not,
 * src/search/pageGroups.ts). DocSearch's classes, so the modal looks as the theme's does.
 */
import { Fragment, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { pagesBySection, type PageGroup } from '@site/src/search/pageGroups';
import { markedText } from '@site/src/search/markedText';

/** Hits carry absolute URLs (as Algolia records do); the router wants the path. */
function sitePath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function PageIcon(): ReactNode {
  return (
    <svg className="DocSearch-Hit-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M17 6v12c0 .52-.2 1-1 1H4c-.7 0-1-.33-1-1V2c0-.55.42-1 1-1h8l5 5zM14 8h-3.13c-.51 0-.87-.34-.87-.87V4"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SectionIcon(): ReactNode {
  return (
    <svg className="DocSearch-Hit-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M13 13h4-4V8H7v5h6v4-4H7V8H3h4V3v5h6V3v5h4-4v5zm-6 0v4-4H3h4z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface HitProps {
  url: string;
  /** HTML from the search engine: escaped text with <mark> around matches. */
  title: string;
  detail: string;
  child: boolean;
  onOpen: () => void;
}

function Hit({ url, title, detail, child, onOpen }: HitProps): ReactNode {
  return (
    <li className={child ? 'DocSearch-Hit local-search-hit--child' : 'DocSearch-Hit'}>
      <Link to={sitePath(url)} onClick={onOpen} data-search-option="">
        <div className="DocSearch-Hit-Container">
          {child ? <SectionIcon /> : <PageIcon />}
          <div className="DocSearch-Hit-content-wrapper">
            <span className="DocSearch-Hit-title">{markedText(title)}</span>
            {detail && <span className="DocSearch-Hit-path">{markedText(detail)}</span>}
          </div>
        </div>
      </Link>
    </li>
  );
}

export default function SearchHits({
  groups,
  onOpen,
}: {
  groups: readonly PageGroup[];
  onOpen: () => void;
}): ReactNode {
  return (
    <div className="DocSearch-Hits">
      {pagesBySection(groups).map(({ section, pages }) => (
        <section key={section}>
          <h2 className="DocSearch-Hit-source">{markedText(section)}</h2>
          <ul className="local-search-hits__list">
            {pages.map((page) => (
              <Fragment key={page.url}>
                <Hit url={page.url} title={page.title} detail={page.summary} child={false} onOpen={onOpen} />
                {page.sections.map((section) => (
                  <Hit
                    key={section.url}
                    url={section.url}
                    title={section.title}
                    detail={section.snippet}
                    child
                    onOpen={onOpen}
                  />
                ))}
              </Fragment>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
