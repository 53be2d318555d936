import React, { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { completeLinkSignIn, type LinkOutcome } from '@site/src/auth/linkLanding';
import { linkReturnTarget } from '@site/src/auth/linkReturn';
import { markJustSignedIn } from '@site/src/auth/signedInNotice';
import { signInEvents } from '@site/src/auth/events';
import { trackPageSignIns } from '@site/src/analytics/signInTracking';
import SuccessScreen from '@site/src/components/LoginForm/SuccessScreen';
import ErrorScreen from '@site/src/components/LoginForm/ErrorScreen';
import SiteLogo from '@site/src/components/SiteLogo';
import styles from './styles.module.css';

/**
 * The page the reader asked for the link from, when this browser asked for it (the link may be opened on another
 * device); the home page otherwise. Signed in or not, the reader can go on from there (Log in is in every navbar).
 */
function wayOn(): { label: string; href: string } {
  const returnTo = linkReturnTarget();
  if (returnTo === undefined || returnTo === '/') return { label: 'Go to the home page', href: '/' };
  return { label: 'Continue to the page you were reading', href: returnTo };
}

function LinkLanding(): ReactNode {
  const [outcome, setOutcome] = useState<LinkOutcome | undefined>();
  useEffect(() => {
    const { hash, search, pathname } = window.location;
    // The token is spent once; forget it so a reload or a shared screenshot of the address cannot reuse it.
    if (hash) window.history.replaceState(null, '', `${pathname}${search}`);
    trackPageSignIns();
    void completeLinkSignIn({ hash, search }, signInEvents).then((done) => {
      // The page this tab goes on to says who the reader is signed in as.
      if (done.ok) markJustSignedIn();
      setOutcome(done);
    });
  }, []);
  if (!outcome) return <p aria-live="polite">Signing you in…</p>;
  const next = wayOn();
  return outcome.ok ? (
    <SuccessScreen logo={<SiteLogo />} next={next} />
  ) : (
    <ErrorScreen
      logo={<SiteLogo />}
      detail={outcome.message}
      action={{ label: next.label, onClick: () => window.location.assign(next.href) }}
    />
  );
}

/** Where e-mailed and texted sign-in links land (signInPaths.linkLanding). */
export default function SignInLinkPage(): ReactNode {
  return (
    <Layout title="Signing in" description="Finishing a sign-in from a link.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={styles.main}>
        <section className={styles.card}>
          <BrowserOnly fallback={<p>Signing you in…</p>}>{() => <LinkLanding />}</BrowserOnly>
        </section>
      </main>
    </Layout>
  );
}
