import { useEffect, useRef, type ReactNode } from 'react';
import SignInPanel from '@site/src/components/SignInPanel';
import { signInPaths } from '@site/contract/signIn';
import styles from '@site/src/components/ModalDialog/styles.module.css';

interface Props {
  onClose: () => void;
}

/** The login form as a modal overlay over the current page, which it returns to after sign-in. */
export default function LoginDialog({ onClose }: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // On the sign-in page (the 401/403 page of a guarded page) the reader wants the guarded page, not this one
  // again: returning to `/sign-in?returnTo=…` nested the address and left them on the form after signing in.
  const { pathname, search, hash } = window.location;
  const returnTo =
    pathname === signInPaths.page
      ? `${new URLSearchParams(search).get('returnTo') ?? '/'}${hash}`
      : `${pathname}${search}${hash}`;

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="login-title" onClose={onClose}>
      <button type="button" className={styles.close} aria-label="Close" onClick={() => dialogRef.current?.close()}>
        ×
      </button>
      <SignInPanel returnTo={returnTo} />
    </dialog>
  );
}
