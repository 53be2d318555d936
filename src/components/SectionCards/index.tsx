import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import { cardGroups, type SectionCard, type SectionCardGroup } from './cards';
import styles from './styles.module.css';

export interface SectionCardsProps {
  /** Which predefined group to show when `cards` is not given. Defaults to `all`. */
  readonly group?: SectionCardGroup;
  /** Cards to show instead of a predefined group. */
  readonly cards?: readonly SectionCard[];
  /** Heading level of the card titles; the landing page uses h3 under its h2 sections. */
  readonly headingLevel?: 2 | 3 | 4;
  /** Accessible name of the card list. */
  readonly ariaLabel?: string;
  readonly className?: string;
}

function CardHeading({
  level,
  className,
  children,
}: {
  readonly level: 2 | 3 | 4;
  readonly className: string | undefined;
  readonly children: ReactNode;
}): ReactNode {
  if (level === 2) {
    return <h2 className={className}>{children}</h2>;
  }
  if (level === 4) {
    return <h4 className={className}>{children}</h4>;
  }
  return <h3 className={className}>{children}</h3>;
}

function Card({ card, headingLevel }: { readonly card: SectionCard; readonly headingLevel: 2 | 3 | 4 }): ReactNode {
  return (
    <li className={styles.item}>
      <article className={styles.card}>
        {card.eyebrow !== undefined && <p className={styles.eyebrow}>{card.eyebrow}</p>}
        <CardHeading level={headingLevel} className={styles.title}>
          <Link to={card.to} className={styles.mainLink}>
            {card.title}
          </Link>
        </CardHeading>
        <p className={styles.description}>{card.description}</p>
      </article>
    </li>
  );
}

/**
 * A responsive grid of cards leading into the sections of the site.
 * Three columns on desktop; one column at the 996 px mobile breakpoint and below.
 */
export default function SectionCards({
  group = 'all',
  cards,
  headingLevel = 3,
  ariaLabel,
  className,
}: SectionCardsProps): ReactNode {
  const items = cards ?? cardGroups[group];
  return (
    <ul className={clsx(styles.grid, className)} aria-label={ariaLabel}>
      {items.map((card) => (
        <Card key={card.to} card={card} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
