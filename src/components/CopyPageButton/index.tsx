import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { copyPageMarkdown } from './copyPage';
import styles from './styles.module.css';
import hidden from '@site/src/css/visuallyHidden.module.css';

type Status = { kind: 'idle' } | { kind: 'copying' } | { kind: 'copied' } | { kind: 'failed'; message: string };

/** How long "Copied" stays before the button reads "Copy page" again. */
const confirmationMs = 2000;

/** "Copy page": puts the page on the clipboard as Markdown, for pasting into an AI assistant or an issue. */
export default function CopyPageButton(): ReactNode {
  const { pathname } = useLocation();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    if (status.kind !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), confirmationMs);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    setStatus({ kind: 'copying' });
    const outcome = await copyPageMarkdown(pathname);
    setStatus(outcome.ok ? { kind: 'copied' } : { kind: 'failed', message: outcome.message });
  };

  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.copyButton)}
        disabled={status.kind === 'copying'}
        title="Copy this page as Markdown"
        onClick={() => void copy()}
      >
        {status.kind === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <span role="status" className={status.kind === 'failed' ? styles.error : hidden.visuallyHidden}>
        {status.kind === 'failed' ? status.message : status.kind === 'copied' ? 'Page copied as Markdown.' : ''}
      </span>
    </div>
  );
}
