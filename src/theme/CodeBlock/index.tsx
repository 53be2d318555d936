// Wrapped to load the code block's code only on pages that show one (67 of ~530); the theme imports it into every doc page's MDX components.
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

const ThemeCodeBlock = lazy(() => import(/* webpackChunkName: "code-block" */ '@theme-original/CodeBlock'));

/** The server renders the block in full; until the code arrives, hydration keeps that HTML as it is (no flash). */
export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <ThemeCodeBlock {...props} />
    </Suspense>
  );
}
