import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** The widget's logo: an image or any element. */
  logo?: ReactNode;
  title: string;
  subtitle: ReactNode;
}

/** Logo, title and subtitle at the top of every sign-in screen. */
export default function ScreenHeader({ logo, title, subtitle }: Props): ReactNode {
  return (
    <header className={styles.header}>
      {logo && <div className={styles.logo}>{logo}</div>}
      <h2 id="login-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.subtitle}>{subtitle}</p>
    </header>
  );
}
