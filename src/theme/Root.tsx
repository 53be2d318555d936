// Wrapped (Root is Docusaurus's documented place for site-wide UI) to show the "Signed in as" notice, whose code loads only when there is something to show. The consent question sits after the skip link instead (./SkipToContent).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { takeJustSignedIn } from '@site/src/auth/signedInNotice';
import ThemeRoot from '@theme-original/Root';

const SignedInToast = lazy(
  () => import(/* webpackChunkName: "signed-in-toast" */ '@site/src/components/SignedInToast'),
);

export default function Root({ children }: { children: ReactNode }): ReactNode {
  // Read after hydration: the server-rendered page cannot know, and must match the first render.
  const [justSignedIn, setJustSignedIn] = useState(false);
  useEffect(() => setJustSignedIn(takeJustSignedIn()), []);
  return (
    <ThemeRoot>
      {children}
      {justSignedIn && (
        <Suspense fallback={null}>
          <SignedInToast />
        </Suspense>
      )}
    </ThemeRoot>
  );
}
