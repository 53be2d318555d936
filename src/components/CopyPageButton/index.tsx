import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { CopiedLabel, useCopyConfirmation } from '@site/src/components/CopyConfirmation';
import { copyPageMarkdown } from './copyPage';
import styles from './styles.module.css';
import hidden from '@site/src/css/visuallyHidden.module.css';

/** "Copy page": puts the page on the clipboard as Markdown, for pasting into an AI assistant or an issue. */
export default function CopyPageButton(): ReactNode {
  const { pathname } = useLocation();
  const { copied, confirmCopied } = useCopyConfirmation();
  const [failure, setFailure] = useState<string | null>(null);
  // The button stays enabled while the copy runs (a disabled button looks broken); a second press copies again.
  const copy = async () => {
    setFailure(null);
    const outcome = await copyPageMarkdown(pathname);
    if (outcome.ok) confirmCopied();
    else setFailure(outcome.message);
  };

  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <button
        type="button"
        className={clsx(styles.copyButton, copied && styles.copyButtonCopied)}
        title="Copy this page as Markdown"
        onClick={() => void copy()}
      >
        {copied ? <CopiedLabel /> : 'Copy page'}
      </button>
      <span role="status" className={failure !== null ? styles.error : hidden.visuallyHidden}>
        {failure ?? (copied ? 'Page copied as Markdown.' : '')}
      </span>
    </div>
  );
}
