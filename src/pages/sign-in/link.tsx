import { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { completeLinkSignIn, type LinkOutcome } from '@site/src/auth/linkLanding';
import { linkReturnTarget } from '@site/src/auth/linkReturn';
import { markJustSignedIn } from '@site/src/auth/signedInNotice';
import { announceSignIn } from '@site/src/auth/signInBroadcast';
import { accountLabel } from '@site/src/auth/handleLabel';
import { signInEvents } from '@site/src/auth/events';
import { trackPageSignIns } from '@site/src/analytics/signInTracking';
import SuccessScreen from '@site/src/components/LoginForm/SuccessScreen';
import ErrorScreen from '@site/src/components/LoginForm/ErrorScreen';
import SiteLogo from '@site/src/components/SiteLogo';
import ScreenHeader from '@site/src/components/LoginForm/ScreenHeader';
import styles from './styles.module.css';

/**
 * A link opened in a browser that did not ask for it: the reader sees whose account it is and signs in only by
 * choosing to, since someone else's link would sign them in to that person's account.
 */
function ConfirmLinkScreen({ account, onConfirm }: { account: string; onConfirm: () => void }): ReactNode {
  const shown = accountLabel(account);
  return (
    <div data-screen="confirm-link">
      <ScreenHeader
        logo={<SiteLogo />}
        title={`Sign in as ${shown}?`}
        subtitle="This sign-in link was opened in a browser that did not ask for it. Continue only if you asked for the link yourself: a link someone else sent you would sign you in to their account."
      />
      <button type="button" className="button button--primary button--block" onClick={onConfirm}>
        Sign in as {shown}
      </button>
    </div>
  );
}

/**
 * The page the reader asked for the link from, when this browser asked for it (the link may be opened on another
 * device); the home page otherwise. Signed in or not, the reader can go on from there (Log in is in every navbar).
 */
function wayOn(): { label: string; href: string } {
  const returnTo = linkReturnTarget();
  if (returnTo === undefined || returnTo === '/') return { label: 'Go to the home page', href: '/' };
  return { label: 'Continue to the page you were reading', href: returnTo };
}

/**
 * The page this tab goes on to says who the reader is signed in as, and the tab that asked for the link hears of it at
 * once (its own check of the session may be slowed down while it is in the background).
 */
function noteSignIn(outcome: LinkOutcome): LinkOutcome {
  if (outcome.ok) {
    markJustSignedIn();
    announceSignIn();
  }
  return outcome;
}

function LinkLanding(): ReactNode {
  const [outcome, setOutcome] = useState<LinkOutcome | undefined>();
  useEffect(() => {
    const { hash, search, pathname, origin } = window.location;
    // The token is spent once; forget it so a reload or a shared screenshot of the address cannot reuse it.
    if (hash) window.history.replaceState(null, '', `${pathname}${search}`);
    trackPageSignIns();
    void completeLinkSignIn({ hash, search, origin }, signInEvents).then(noteSignIn).then(setOutcome);
  }, []);
  if (!outcome) return <p aria-live="polite">Signing you in…</p>;
  if ('confirm' in outcome) {
    const { account, accept } = outcome.confirm;
    return (
      <ConfirmLinkScreen
        account={account}
        onConfirm={() => {
          setOutcome(undefined);
          void accept().then(noteSignIn).then(setOutcome);
        }}
      />
    );
  }
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
