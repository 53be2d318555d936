import React, { useEffect, useRef, type ReactNode } from 'react';
import SignInPanel from '@site/src/components/SignInPanel';
import styles from '@site/src/components/ModalDialog/styles.module.css';

interface Props {
  onClose: () => void;
}

/** The login form as a modal overlay over the current page, which it returns to after sign-in. */
export default function LoginDialog({ onClose }: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = `${window.location.pathname}${window.location.search}${window.location.hash}`;

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
