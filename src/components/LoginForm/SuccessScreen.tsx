import type { ReactNode } from 'react';
import ScreenHeader from './ScreenHeader';
import { loginText } from './loginText';
import styles from './styles.module.css';

interface Props {
  logo?: ReactNode;
  /** Where the reader goes on from here (the link's own tab: the page they were reading). */
  next?: { label: string; href: string };
}

/** The screen after a successful sign-in: title, subtitle, a check icon, and the way on when there is one. */
export default function SuccessScreen({ logo, next }: Props): ReactNode {
  return (
    <div className={styles.screen} data-screen="success" role="status">
      <ScreenHeader logo={logo} title={loginText.successTitle} subtitle={loginText.successSubtitle} />
      <svg
        className={styles.statusIcon}
        data-icon="success"
        viewBox="0 0 55 55"
        width="55"
        height="55"
        aria-hidden="true"
      >
        <circle cx="27.5" cy="27.5" r="27.5" fill="var(--ifm-color-success-darker)" />
        <path
          d="M16 28.5l8 8 15-17"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {next && (
        <a className="button button--primary button--block" href={next.href}>
          {next.label}
        </a>
      )}
    </div>
  );
}
