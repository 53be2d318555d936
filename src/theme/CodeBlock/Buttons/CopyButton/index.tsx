// Replaced because the theme's copied state was a small check drawn for one second on a button at 40 % opacity, which read as disabled and was announced only through a changed label; this one confirms as "Copy page" does (src/components/CopyConfirmation).
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import { CopiedLabel, useCopyConfirmation } from '@site/src/components/CopyConfirmation';
import hidden from '@site/src/css/visuallyHidden.module.css';
import styles from './styles.module.css';

// The site is in English only; the theme's translate() call would carry its id and description into every page with code.
const copyLabel = 'Copy code to clipboard';

const copyFailedMessage = 'Copy refused: select the code instead.';

export default function CopyButton({ className }: { readonly className?: string }): ReactNode {
  const {
    metadata: { code },
  } = useCodeBlockContext();
  const { copied, confirmCopied } = useCopyConfirmation();
  const [failed, setFailed] = useState(false);
  // The clipboard API exists only on pages served over HTTPS or from this machine; elsewhere (no navigator.clipboard,
  // a throw inside the promise chain) or on a refusal the reader is told.
  const copy = () => {
    setFailed(false);
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(code))
      .then(confirmCopied, () => setFailed(true));
  };
  return (
    <>
      <Button
        aria-label={copied ? undefined : copyLabel}
        title={failed ? copyFailedMessage : copyLabel}
        className={clsx(className, styles.copyButton, copied && styles.copyButtonCopied)}
        onClick={copy}
      >
        {copied ? <CopiedLabel /> : <IconCopy className={styles.copyIcon} aria-hidden="true" />}
      </Button>
      <span role="status" className={hidden.visuallyHidden}>
        {copied ? 'Code copied.' : failed ? copyFailedMessage : ''}
      </span>
    </>
  );
}
