/**
 * Narrows a search to one section of the site (contract/searchSections.ts), in the search modal and on the /search
 * page: a group of radio buttons drawn as chips, so the keyboard reaches it with Tab, moves along it with the arrow
 * keys, and a screen reader names it "Search in".
 */
import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import type { SearchSection } from '@site/contract/searchSections';
import styles from './styles.module.css';

interface Props {
  sections: readonly SearchSection[];
  /** The chosen section's label, or null for all of them. */
  value: string | null;
  onChange: (section: string | null) => void;
  className?: string;
}

export default function SearchSectionFilter({ sections, value, onChange, className }: Props): ReactNode {
  const name = useId();
  const choices = [null, ...sections.map((section) => section.label)];
  return (
    <fieldset className={clsx(styles.filter, className)}>
      <legend className={styles.legend}>Search in</legend>
      {choices.map((section) => (
        <label key={section ?? ''} className={styles.chip}>
          <input
            type="radio"
            name={name}
            className={styles.radio}
            checked={value === section}
            onChange={() => onChange(section)}
          />
          <span className={styles.chipText}>{section ?? 'All sections'}</span>
        </label>
      ))}
    </fieldset>
  );
}
