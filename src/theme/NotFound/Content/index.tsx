// Replaced: the theme's 404 only says to contact whoever linked here; this one suggests pages, searches and sections.
import { lazy, Suspense, type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import { PageMetadata } from '@docusaurus/theme-common';

/**
 * Loaded with a missing page only: the docs plugin's layout includes this component, so a static import would put the
 * suggestions, the search form and the sections in the first load of every guide.
 */
const NotFoundHelp = lazy(() => import(/* webpackChunkName: "not-found-help" */ '@site/src/components/NotFoundHelp'));

const title = 'Page not found';

export default function NotFoundContent({ className }: { className?: string }): ReactNode {
  return (
    <>
      <PageMetadata title={title} />
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p>There is no page at this address. It may have moved, or the address may be mistyped.</p>
            <Suspense fallback={null}>
              <NotFoundHelp />
            </Suspense>
          </div>
        </div>
      </main>
    </>
  );
}
