import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { useHistory, useLocation } from '@docusaurus/router';
import { safeReturnPath } from '@site/contract/returnTarget';
import { readablePath } from '@site/contract/urlPath';
import { isInStaffSection } from '@site/contract/audience';
import { supportAddress } from '@site/contract/support';
import { signInPaths } from '@site/contract/signIn';
import { signOut } from '@site/src/auth/signOut';
import { useSession } from '@site/src/auth/useSession';
import styles from './styles.module.css';

// The form, its validators and the country list load after the page shows, not with it.
const SignInPanel = lazy(() => import('@site/src/components/SignInPanel'));

/**
 * The page the server answers with (401 or 403) when a page needs a session the reader does not have.
 * It names nothing of what it protects: it is part of the public build.
 */
function SignInRequired(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const query = new URLSearchParams(location.search);
  const requested = query.get('returnTo');
  const returnPath = safeReturnPath(requested);
  // The server keeps the path and query; the fragment stays in the browser's address.
  const returnTo = returnPath + location.hash;
  // The address bar then holds the target the form will use, so nothing built from the address (the language
  // menu's link to this page, a copied address) carries a target that was refused (`?returnTo=//evil.example`).
  useEffect(() => {
    if (requested === null || requested === returnPath) return;
    const safeQuery = new URLSearchParams(location.search);
    safeQuery.set('returnTo', returnPath);
    history.replace({ search: `?${safeQuery.toString()}`, hash: location.hash });
  }, [requested, returnPath, location.search, location.hash, history]);
  // The server sends a signed-in reader here with `denied=1`; once the session says nobody is signed in (they logged out
  // on this page, which reloads it, or the session ended), the page offers sign-in rather than saying they are signed in.
  const session = useSession();
  const denied = query.get('denied') === '1' && session.status !== 'signedOut';
  const [signOutError, setSignOutError] = useState<string | undefined>();

  if (denied) {
    return (
      <section className={styles.card}>
        <Head>
          <title>Access denied | Tideline Docs</title>
        </Head>
        <h1>You do not have access to this page</h1>
        <p>
          You are signed in, but this page is for Tideline staff only. If you have a staff account, log out and sign in
          again with your staff e-mail address.
        </p>
        {/* Most readers here are customers who followed a staff link: the guides are what they can use. */}
        <div className={styles.actions}>
          <a className="button button--primary" href="/">
            Back to the public guides
          </a>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSignOutError(undefined);
              void signOut().then((result) => {
                if (result.ok) window.location.assign(`${signInPaths.page}?returnTo=${encodeURIComponent(returnTo)}`);
                else setSignOutError(`Logging out failed, so you are still signed in. ${result.message}`);
              });
            }}
          >
            Switch account
          </button>
          <a className="button button--link" href={`mailto:${supportAddress}`}>
            Contact support
          </a>
        </div>
        {signOutError && <p role="alert">{signOutError}</p>}
      </section>
    );
  }
  return (
    <section className={styles.card}>
      <h1>Sign in to continue</h1>
      {isInStaffSection(readablePath(returnPath.split(/[?#]/)[0] ?? '/')) ? (
        // Said before the form, so a customer does not sign in for a page they cannot have.
        <p>
          This page is for Tideline staff. Sign in with your staff account; after signing in you return to it. The
          public guides need no account.
        </p>
      ) : (
        <p>This page needs you to sign in. After signing in you return to it.</p>
      )}
      <Suspense fallback={<p aria-live="polite">Loading the sign-in form…</p>}>
        <SignInPanel returnTo={returnTo} />
      </Suspense>
    </section>
  );
}

export default function SignInPage(): ReactNode {
  return (
    <Layout title="Sign in" description="Sign in to Tideline Docs.">
      <main className={styles.main}>
        <BrowserOnly fallback={<p className={styles.card}>Loading the sign-in form…</p>}>
          {() => <SignInRequired />}
        </BrowserOnly>
      </main>
    </Layout>
  );
}
