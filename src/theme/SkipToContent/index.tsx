// Wrapped so the consent question follows the skip link in the page: the skip link stays the first tab stop, and the question comes right after it, before the navbar (it is shown fixed at the bottom).
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import { consentSnapshot, serverConsentSnapshot, subscribeConsent } from '@site/src/analytics/consent';

const ConsentBanner = lazy(() => import(/* webpackChunkName: "consent-banner" */ '@site/src/components/ConsentBanner'));

export default function SkipToContentWrapper(): ReactNode {
  const { askOpen } = useSyncExternalStore(subscribeConsent, consentSnapshot, serverConsentSnapshot);
  return (
    <>
      <SkipToContent />
      {askOpen && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
    </>
  );
}
