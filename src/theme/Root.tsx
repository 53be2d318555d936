// Wrapped (Root is Docusaurus's documented place for site-wide UI) to show the consent banner and the "Signed in as" notice, whose code loads only when there is something to show.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { consentSnapshot, serverConsentSnapshot, subscribeConsent } from '@site/src/analytics/consent';
import { takeJustSignedIn } from '@site/src/auth/signedInNotice';
import ThemeRoot from '@theme-original/Root';

const ConsentBanner = lazy(() => import(/* webpackChunkName: "consent-banner" */ '@site/src/components/ConsentBanner'));
const SignedInToast = lazy(
  () => import(/* webpackChunkName: "signed-in-toast" */ '@site/src/components/SignedInToast'),
);

export default function Root({ children }: { children: ReactNode }): ReactNode {
  const { askOpen } = useSyncExternalStore(subscribeConsent, consentSnapshot, serverConsentSnapshot);
  // Read after hydration: the server-rendered page cannot know, and must match the first render.
  const [justSignedIn, setJustSignedIn] = useState(false);
  useEffect(() => setJustSignedIn(takeJustSignedIn()), []);
  return (
    <ThemeRoot>
      {/* First in the page, so keyboard and screen-reader users meet the question first; shown fixed at the bottom. */}
      {askOpen && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      {children}
      {justSignedIn && (
        <Suspense fallback={null}>
          <SignedInToast />
        </Suspense>
      )}
    </ThemeRoot>
  );
}
