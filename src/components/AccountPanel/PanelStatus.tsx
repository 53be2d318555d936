import type { ReactNode } from 'react';
import type { PanelStatus as Status } from './useAccountList';
import styles from './styles.module.css';

/** The outcome of the panel's last action: an alert when it failed, a status line when it worked. */
export default function PanelStatus({ status }: { status: Status }): ReactNode {
  if (status.kind === 'error') {
    return (
      <p role="alert" className={styles.error}>
        {status.message}
      </p>
    );
  }
  if (status.kind === 'done') {
    return (
      <p role="status" className={styles.done}>
        {status.message}
      </p>
    );
  }
  return null;
}
