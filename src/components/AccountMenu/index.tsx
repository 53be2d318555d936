import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { signOut } from '@site/src/auth/signOut';
import { useOnStaffPage } from '@site/src/auth/staffPages';
import { firstHandleValue, type Me } from '@site/src/auth/me';
import { fetchSignInOptions } from '@site/src/auth/signInOptions';
import type { SignInMethod } from '@site/config/factors';
import { accountMenuItems, offeredItems, type AccountMenuItem } from './accountMenuItems';
import AccountDialog from './AccountDialog';
import styles from './styles.module.css';
import hidden from '@site/src/css/visuallyHidden.module.css';

interface Props {
  me: Me;
  /** In the slide-in menu at narrow widths: the items become plain menu entries. */
  mobile: boolean;
  className?: string;
}

/**
 * The navbar's account menu for a signed-in reader: their handle, which opens the account items
 * (./accountMenuItems.ts), and "Log out", always in view.
 */
export default function AccountMenu({ me, mobile, className }: Props): ReactNode {
  const handle = firstHandleValue(me) ?? 'Your account';
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<AccountMenuItem | undefined>();
  const menuRef = useRef<HTMLDivElement>(null);
  // A failed sign-out must say so: reloading would show the reader a page where they are still signed in.
  const [signOutError, setSignOutError] = useState<string | undefined>();
  const mobileSidebar = useNavbarMobileSidebar();
  const onStaffPage = useOnStaffPage();
  // Passkeys belong in the menu only where the server offers them as a way to sign in.
  const [offered, setOffered] = useState<ReadonlySet<SignInMethod> | undefined>();
  useEffect(() => {
    let live = true;
    fetchSignInOptions()
      .then((options) => live && setOffered(new Set(options.factors.map((factor) => factor.method))))
      .catch(() => live && setOffered(new Set()));
    return () => {
      live = false;
    };
  }, []);
  const items = offeredItems(accountMenuItems, offered);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  function choose(item: AccountMenuItem): void {
    setOpen(false);
    if (mobileSidebar.shown) mobileSidebar.toggle();
    setChosen(item);
  }

  const logOut = (
    <button
      type="button"
      className={clsx(
        mobile ? 'menu__link' : 'button button--sm button--outline button--primary',
        styles.plainButton,
        className,
      )}
      title={`Signed in as ${handle}`}
      onClick={() => {
        setSignOutError(undefined);
        void signOut().then((result) => {
          if (!result.ok) {
            setSignOutError(`Logging out failed, so you are still signed in. ${result.message}`);
            return;
          }
          // Reloaded, a staff page would show "Sign in to continue", which reads as a failed log-out.
          if (onStaffPage) window.location.assign('/');
          else window.location.reload();
        });
      }}
    >
      Log out
    </button>
  );
  const signOutAlert = signOutError && (
    <span role="alert" className={styles.signOutError}>
      {signOutError}
    </span>
  );
  const dialog = chosen && <AccountDialog item={chosen} onClose={() => setChosen(undefined)} />;

  if (mobile) {
    return (
      <>
        <li className={clsx('menu__list-item', styles.mobileHandle)}>{handle}</li>
        {items.map((item) => (
          <li key={item.label} className="menu__list-item">
            <button type="button" className={clsx('menu__link', styles.plainButton)} onClick={() => choose(item)}>
              {item.label}
            </button>
          </li>
        ))}
        <li className="menu__list-item">
          {logOut}
          {signOutAlert}
        </li>
        {dialog}
      </>
    );
  }
  return (
    // navbar__item hides the top-bar copy at mobile widths, where the slide-in menu carries the account items.
    <div className={clsx('navbar__item', styles.account)}>
      <div ref={menuRef} className={clsx('dropdown dropdown--right', open && 'dropdown--show')}>
        <button
          type="button"
          className={clsx('navbar__link', styles.plainButton, styles.handle)}
          aria-expanded={open}
          aria-controls="account-menu"
          onClick={() => setOpen(!open)}
        >
          <span className={hidden.visuallyHidden}>Account: </span>
          {handle}
        </button>
        <ul id="account-menu" className="dropdown__menu">
          {items.map((item) => (
            <li key={item.label}>
              <button type="button" className={clsx('dropdown__link', styles.plainButton)} onClick={() => choose(item)}>
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {logOut}
      {signOutAlert}
      {dialog}
    </div>
  );
}
