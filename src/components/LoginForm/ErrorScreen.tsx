import type { ReactNode } from 'react';
import ScreenHeader from './ScreenHeader';
import { loginText } from './loginText';
import styles from './styles.module.css';

interface Props {
  logo?: ReactNode;
  /** The server's or the method's own words (e.g. "Too many attempts"), shown under the generic message. */
  detail?: string;
  onBack?: () => void;
  /** A way forward the error itself suggests, such as continuing by redirect when the popup was blocked. */
  action?: { label: string; onClick: () => void };
}

/** The screen of a failed sign-in: title, the generic error message (loginText), an error icon, and Back. */
export default function ErrorScreen({ logo, detail, onBack, action }: Props): ReactNode {
  return (
    <div className={styles.screen} data-screen="error" role="alert">
      <ScreenHeader logo={logo} title={loginText.errorTitle} subtitle={loginText.errorSubtitle} />
      <svg
        className={styles.statusIcon}
        data-icon="error"
        viewBox="0 0 55 55"
        width="55"
        height="55"
        aria-hidden="true"
      >
        <circle cx="27.5" cy="27.5" r="27.5" fill="var(--ifm-color-danger-darker)" />
        <path d="M19 19l17 17M36 19L19 36" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      </svg>
      {detail && detail !== loginText.errorSubtitle && <p className={styles.errorDetail}>{detail}</p>}
      {action && (
        <button type="button" className="button button--primary button--block" onClick={action.onClick}>
          {action.label}
        </button>
      )}
      {onBack && (
        <button type="button" className="button button--secondary button--block" onClick={onBack}>
          {loginText.back}
        </button>
      )}
    </div>
  );
}
