import React, { lazy, Suspense, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useSession } from '@site/src/auth/useSession';
import { signOut } from '@site/src/auth/authClient';
import { firstHandleValue } from '@site/src/auth/me';
import styles from './styles.module.css';

// The form and its validators load only when someone asks to sign in, so they cost a first visit nothing.
const LoginDialog = lazy(() => import('@site/src/components/LoginDialog'));

interface Props {
  mobile?: boolean;
  className?: string;
}

/** Navbar "Log in" / "Log out" (seed §4 "Authentication"). */
export default function AuthButton({ mobile = false, className }: Props): ReactNode {
  const session = useSession();
  const mobileSidebar = useNavbarMobileSidebar();
  const [dialogOpen, setDialogOpen] = useState(false);
  // A failed sign-out must say so: reloading would show the reader a page where they are still signed in.
  const [signOutError, setSignOutError] = useState<string | undefined>();
  const buttonClass = clsx(
    // navbar__item hides the top-bar copy at mobile widths, where the slide-in menu carries the button.
    mobile ? 'menu__link' : 'navbar__item button button--sm button--outline button--primary',
    styles.authButton,
    className,
  );

  if (session.status === 'signedIn') {
    return (
      <>
        <button
          type="button"
          className={buttonClass}
          title={`Signed in as ${firstHandleValue(session.me) ?? 'an unnamed account'}`}
          onClick={() => {
            setSignOutError(undefined);
            void signOut().then((result) => {
              if (result.ok) window.location.reload();
              else setSignOutError(`Logging out failed, so you are still signed in. ${result.message}`);
            });
          }}>
          Log out
        </button>
        {signOutError && (
          <span role="alert" className={styles.signOutError}>
            {signOutError}
          </span>
        )}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-haspopup="dialog"
        disabled={session.status === 'loading'}
        onClick={() => {
          if (mobileSidebar.shown) mobileSidebar.toggle();
          setDialogOpen(true);
        }}>
        Log in
      </button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
