// Wrapped to load the version banner's code only for a docs version that has a banner; this site's only version has none.
import { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/DocVersionBanner';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

const ThemeDocVersionBanner = lazy(
  () => import(/* webpackChunkName: "doc-version-banner" */ '@theme-original/DocVersionBanner'),
);

/** The theme's banner shows only when the version has one (an unreleased or unmaintained version); otherwise nothing. */
export default function DocVersionBanner(props: Props): ReactNode {
  if (!useDocsVersion().banner) return null;
  return (
    <Suspense fallback={null}>
      <ThemeDocVersionBanner {...props} />
    </Suspense>
  );
}
