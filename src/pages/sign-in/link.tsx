import { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { completeLinkSignIn, type LinkOutcome } from '@site/src/auth/linkLanding';
import { signInEvents } from '@site/src/auth/events';
import { trackPageSignIns } from '@site/src/analytics/signInTracking';
import SuccessScreen from '@site/src/components/LoginForm/SuccessScreen';
import ErrorScreen from '@site/src/components/LoginForm/ErrorScreen';
import SiteLogo from '@site/src/components/SiteLogo';
import styles from './styles.module.css';

function LinkLanding(): ReactNode {
  const [outcome, setOutcome] = useState<LinkOutcome | undefined>();
  useEffect(() => {
    const { hash, search, pathname } = window.location;
    // The token is spent once; forget it so a reload or a shared screenshot of the address cannot reuse it.
    if (hash) window.history.replaceState(null, '', `${pathname}${search}`);
    trackPageSignIns();
    void completeLinkSignIn({ hash, search }, signInEvents).then(setOutcome);
  }, []);
  if (!outcome) return <p aria-live="polite">Signing you in…</p>;
  return outcome.ok ? (
    <SuccessScreen logo={<SiteLogo />} />
  ) : (
    <ErrorScreen logo={<SiteLogo />} detail={outcome.message} />
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
