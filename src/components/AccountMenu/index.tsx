import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { signOut } from '@site/src/auth/signOut';
import { useOnStaffPage } from '@site/src/auth/staffPages';
import type { Me } from '@site/src/auth/me';
import { useHandleLabel } from '@site/src/auth/useHandleLabel';
import { fetchSignInOptions } from '@site/src/auth/signInOptions';
import { openPrivacySettings } from '@site/src/analytics/consent';
import type { SignInMethod } from '@site/contract/factors';
import { accountMenuItems, offeredItems, type AccountMenuItem } from './accountMenuItems';
import AccountDialog from './AccountDialog';
import styles from './styles.module.css';
import hidden from '@site/src/css/visuallyHidden.module.css';

interface Props {
  me: Me;
  /** In the slide-in menu at narrow widths: the items become plain menu entries. */
  mobile: boolean;
  className?: string;
  /** The account button's size, which the navbar's "Log in" shares (src/components/NavbarItems/AuthButton). */
  buttonClassName?: string;
}

/** The items the menu holds, in order: the account panels, then the privacy choice, then "Log out". */
interface MenuEntry {
  label: string;
  onChoose: () => void;
}

/**
 * The navbar's account menu for a signed-in reader: one button, the size of "Log in", naming their e-mail address or
 * phone number, which opens the account panels (./accountMenuItems.ts), "Privacy settings" and "Log out". One button
 * in place of the handle and a separate "Log out" leaves the site's title its room at 1024 px.
 */
export default function AccountMenu({ me, mobile, className, buttonClassName }: Props): ReactNode {
  // The numbering plans that group a phone number weigh more than the rest of the menu (about 28 KB gzip), and every
  // signed-in page draws the menu: only a reader signed in with a phone number loads them.
  const handle = useHandleLabel(me.handles[0]) ?? 'Your account';
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<AccountMenuItem | undefined>();
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
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

  function close(returnFocus: boolean): void {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    // The first entry takes the focus, so the keyboard reaches the entries at once and Tab walks through them.
    listRef.current?.querySelector('button')?.focus();
    const closeOutside = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const buttons = Array.from(listRef.current?.querySelectorAll('button') ?? []);
      event.preventDefault();
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    };
    // A click elsewhere, or the focus leaving the menu (Tab past its last entry), closes it.
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function logOut(): void {
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
  }

  const entries: MenuEntry[] = [
    ...items.map((item) => ({
      label: item.label,
      onChoose: () => {
        close(true);
        if (mobileSidebar.shown) mobileSidebar.toggle();
        setChosen(item);
      },
    })),
    {
      label: 'Privacy settings',
      onChoose: () => {
        // The settings hand the focus back to whatever had it when they opened: the account button, still in view.
        close(true);
        if (mobileSidebar.shown) mobileSidebar.toggle();
        openPrivacySettings();
      },
    },
    { label: 'Log out', onChoose: logOut },
  ];

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
        {entries.map((entry) => (
          <li key={entry.label} className="menu__list-item">
            <button type="button" className={clsx('menu__link', styles.plainButton)} onClick={entry.onChoose}>
              {entry.label}
            </button>
          </li>
        ))}
        {signOutAlert && <li className="menu__list-item">{signOutAlert}</li>}
        {dialog}
      </>
    );
  }

  return (
    // Hidden at 996 px and less, where the slide-in menu carries the account entries.
    <div className={clsx(styles.account, className)}>
      <div ref={menuRef} className={clsx('dropdown dropdown--right', open && 'dropdown--show')}>
        <button
          ref={buttonRef}
          type="button"
          className={clsx('navbar__item button button--sm button--outline button--primary', buttonClassName)}
          title={`Signed in as ${handle}`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !open) {
              event.preventDefault();
              setOpen(true);
            }
          }}
        >
          <span className={hidden.visuallyHidden}>Account: </span>
          {handle}
        </button>
        <ul id={menuId} ref={listRef} className={clsx('dropdown__menu', styles.menu)} aria-label="Account">
          {/* The button may cut a long address short; the open menu shows it whole. */}
          <li className={styles.menuHandle}>{handle}</li>
          {entries.map((entry) => (
            <li key={entry.label}>
              <button
                type="button"
                className={clsx('dropdown__link', styles.plainButton)}
                tabIndex={open ? 0 : -1}
                onClick={entry.onChoose}
              >
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {signOutAlert}
      {dialog}
    </div>
  );
}
