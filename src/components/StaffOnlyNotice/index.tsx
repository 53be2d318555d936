/**
 * A band at the top of every staff page saying it is internal: staff pages otherwise look exactly like public ones,
 * and a runbook is easy to paste into a customer's ticket.
 */
import type { ReactNode } from 'react';
import { useOnStaffPage } from '@site/src/auth/staffPages';
import styles from './styles.module.css';

export default function StaffOnlyNotice(): ReactNode {
  if (!useOnStaffPage()) return null;
  return (
    // Not part of what the page says, so search leaves it out. A <div>, not a <p>: the minified page drops </p>,
    // and Pagefind, not closing the paragraph at the next block, would leave out the whole page after it.
    <div className={styles.notice} role="note" data-pagefind-ignore="all">
      <strong>Internal</strong>: for Tideline staff only. Do not share this page or its text with customers.
    </div>
  );
}
