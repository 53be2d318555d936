// Wrapped to load the unlisted and draft banners' code only for pages that show one; the theme imports them into every doc page.
import { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/ContentVisibility';

const ThemeContentVisibility = lazy(
  () => import(/* webpackChunkName: "content-visibility" */ '@theme-original/ContentVisibility'),
);

/** The theme shows a banner on an unlisted page (by metadata or front matter) and on a draft; others show nothing. */
export default function ContentVisibility(props: Props): ReactNode {
  const { unlisted, frontMatter } = props.metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return (
    <Suspense fallback={null}>
      <ThemeContentVisibility {...props} />
    </Suspense>
  );
}
