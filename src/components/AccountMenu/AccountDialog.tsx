import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import type { AccountMenuItem } from './accountMenuItems';
import clsx from 'clsx';
import modal from '@site/src/components/ModalDialog/styles.module.css';
import styles from './styles.module.css';

interface Props {
  item: AccountMenuItem;
  onClose: () => void;
}

/** One account menu item's panel, as a modal over the current page. */
export default function AccountDialog({ item, onClose }: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { Panel } = item;

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={clsx(modal.dialog, styles.wideDialog)}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <button type="button" className={modal.close} aria-label="Close" onClick={() => dialogRef.current?.close()}>
        ×
      </button>
      <Suspense fallback={<p aria-live="polite">Loading…</p>}>
        <Panel titleId={titleId} />
      </Suspense>
    </dialog>
  );
}
