import React, { type ReactNode } from 'react';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** Logo, title and subtitle at the top of every sign-in screen (seed §4 "Sign-in screens"). */
export default function ScreenHeader({ title, subtitle }: { title: string; subtitle: ReactNode }): ReactNode {
  const sources = { light: useBaseUrl('/img/logo.svg'), dark: useBaseUrl('/img/logo-dark.svg') };
  return (
    <header className={styles.header}>
      <ThemedImage className={styles.logo} sources={sources} alt="" width={55} height={55} />
      <h2 id="login-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.subtitle}>{subtitle}</p>
    </header>
  );
}
