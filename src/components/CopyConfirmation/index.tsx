/**
 * How a copy button confirms a copy, the same on "Copy page" and on code blocks: "✓ Copied" in the success colour
 * for a few seconds, the button still enabled, and the copy announced to screen readers. A greyed "Copied" read as
 * a disabled button.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

/** How long "✓ Copied" stays before the button reads as before. */
const confirmationMs = 3000;

/** Whether the last copy is still being confirmed, and the call that starts a confirmation. */
export function useCopyConfirmation(): { copied: boolean; confirmCopied: () => void } {
  // A count rather than a flag, so a second copy during the confirmation restarts its time.
  const [copies, setCopies] = useState(0);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (copies === 0) return undefined;
    setCopied(true);
    const timer = setTimeout(() => setCopied(false), confirmationMs);
    return () => clearTimeout(timer);
  }, [copies]);
  const confirmCopied = useCallback(() => setCopies((count) => count + 1), []);
  return { copied, confirmCopied };
}

/** The button's text while a copy is confirmed. */
export function CopiedLabel(): ReactNode {
  return (
    <span className={styles.copied}>
      <span aria-hidden="true">✓ </span>Copied
    </span>
  );
}
