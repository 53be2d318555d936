// Wrapped to load the code block's code only with pages that show one (67 of ~530); the theme imports it into every doc page's MDX components.
import { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import { loadedCodeBlock } from '@site/src/codeBlock/themeCodeBlock';

const OnDemandCodeBlock = lazy(() => import(/* webpackChunkName: "code-block" */ '@theme-original/CodeBlock'));

/**
 * A page with code blocks has loaded the theme's code block with itself (src/codeBlock/withCodeBlocks.ts), on the
 * server and before hydration alike, so it renders at once and without a Suspense boundary: React's server renderer
 * moves a boundary's content of more than 500 bytes out of place once the page has sent ~12.8 KB, into a hidden element
 * that only a script puts back, so readers without scripts and crawlers would not see the code. Otherwise it loads here,
 * and hydration keeps the server's HTML until the code arrives, so nothing flashes.
 */
export default function CodeBlock(props: Props): ReactNode {
  const ThemeCodeBlock = loadedCodeBlock();
  if (ThemeCodeBlock) return <ThemeCodeBlock {...props} />;
  return (
    <Suspense fallback={null}>
      <OnDemandCodeBlock {...props} />
    </Suspense>
  );
}
