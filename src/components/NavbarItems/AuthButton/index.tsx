import { lazy, Suspense, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useSession } from '@site/src/auth/useSession';
import { useStaffSiteUrl } from '@site/src/auth/useStaffSiteUrl';
import { staffSignInUrl } from '@site/src/auth/staffSignIn';
import { useLocation } from '@docusaurus/router';
import styles from './styles.module.css';

// The form and its validators load only when someone asks to sign in, so they cost a first visit nothing.
const LoginDialog = lazy(() => import('@site/src/components/LoginDialog'));
// The account menu and its panels load only for a signed-in reader.
const AccountMenu = lazy(() => import('@site/src/components/AccountMenu'));

interface Props {
  mobile?: boolean;
  className?: string;
}

/**
 * Navbar "Log in"; signed in, the account menu (with "Log out"). At desktop widths both are buttons of one fixed
 * width (./styles.module.css), so the navbar's other items stay put whichever shows, and while the page is still
 * asking the server who is signed in.
 */
export default function AuthButton({ mobile = false, className }: Props): ReactNode {
  const session = useSession();
  const staffSiteUrl = useStaffSiteUrl();
  const location = useLocation();
  const mobileSidebar = useNavbarMobileSidebar();
  const [dialogOpen, setDialogOpen] = useState(false);
  const buttonClass = clsx(
    // navbar__item hides the top-bar copy at mobile widths, where the slide-in menu carries the button.
    mobile ? 'menu__link' : ['navbar__item button button--sm button--outline button--primary', styles.fixedWidth],
    styles.authButton,
    className,
  );

  if (session.status === 'noSignIn') {
    // A static host: sign-in lives on the staff site, if this build was told where that is.
    if (!staffSiteUrl) return null;
    return (
      <a className={buttonClass} href={staffSignInUrl(staffSiteUrl, location)}>
        Log in
      </a>
    );
  }
  if (session.status === 'signedIn') {
    return (
      <Suspense fallback={mobile ? null : <span className={clsx(buttonClass, styles.standIn)} aria-hidden="true" />}>
        <AccountMenu me={session.me} mobile={mobile} className={className} buttonClassName={styles.fixedWidth} />
      </Suspense>
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
        }}
      >
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
