/**
 * How a copy button confirms a copy, the same on "Copy page" and on code blocks: "✓ Copied" in the success colour
 * for a few seconds, the button still enabled, and the copy announced to screen readers. A greyed "Copied" read as
 * a disabled button.
 */
import { useEffect, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

/** How long "✓ Copied" stays before the button reads as before. */
const confirmationMs = 3000;

/** Whether the last copy is still being confirmed, and the call that starts a confirmation. */
export function useCopyConfirmation(): { copied: boolean; confirmCopied: () => void } {
  // The time of the last copy rather than a flag, so a second copy during the confirmation restarts its time.
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return undefined;
    const timer = setTimeout(() => setCopiedAt(null), confirmationMs);
    return () => clearTimeout(timer);
  }, [copiedAt]);
  return { copied: copiedAt !== null, confirmCopied: () => setCopiedAt(Date.now()) };
}

/** The button's text while a copy is confirmed. */
export function CopiedLabel(): ReactNode {
  return (
    <span className={styles.copied}>
      <span aria-hidden="true">✓ </span>Copied
    </span>
  );
}
