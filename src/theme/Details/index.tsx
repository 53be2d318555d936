// Wrapped to load the collapsible's code only on pages that show one; the theme imports it into every doc page's MDX components.
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/Details';

const ThemeDetails = lazy(() => import(/* webpackChunkName: "details" */ '@theme-original/Details'));

/** The server renders it in full; until the code arrives, hydration keeps that HTML as it is (no flash). */
export default function Details(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <ThemeDetails {...props} />
    </Suspense>
  );
}
