// Replaces the theme's empty Root (Docusaurus's documented place for site-wide UI) to show the consent banner, whose code loads only when it has something to ask.
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { consentSnapshot, serverConsentSnapshot, subscribeConsent } from '@site/src/analytics/consent';

const ConsentBanner = lazy(() => import(/* webpackChunkName: "consent-banner" */ '@site/src/components/ConsentBanner'));

export default function Root({ children }: { children: ReactNode }): ReactNode {
  const { askOpen } = useSyncExternalStore(subscribeConsent, consentSnapshot, serverConsentSnapshot);
  return (
    <>
      {/* First in the page, so keyboard and screen-reader users meet the question first; shown fixed at the bottom. */}
      {askOpen && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      {children}
    </>
  );
}
