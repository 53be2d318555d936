// Wrapped to load the code block's code only with pages that show one (67 of ~530); the theme imports it into every doc page's MDX components.
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import { loadedCodeBlock } from '@site/src/codeBlock/themeCodeBlock';

const OnDemandCodeBlock = lazy(() => import(/* webpackChunkName: "code-block" */ '@theme-original/CodeBlock'));

/**
 * A page with code blocks has loaded the theme's code block with itself (src/codeBlock/withCodeBlocks.ts), so it
 * renders at once. Otherwise it loads here; the server renders the block in full and hydration keeps that HTML until
 * the code arrives, so nothing flashes. The boundary is there in both cases, so server and browser HTML always match.
 */
export default function CodeBlock(props: Props): ReactNode {
  const ThemeCodeBlock = loadedCodeBlock() ?? OnDemandCodeBlock;
  return (
    <Suspense fallback={null}>
      <ThemeCodeBlock {...props} />
    </Suspense>
  );
}
