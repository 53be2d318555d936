import type { ReactNode } from 'react';
import ScreenHeader from './ScreenHeader';
import { loginText } from './loginText';
import styles from './styles.module.css';

/** The screen after a successful sign-in: title, subtitle and a check icon. */
export default function SuccessScreen({ logo }: { logo?: ReactNode }): ReactNode {
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
    </div>
  );
}
