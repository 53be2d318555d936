import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { searchCountries, type Country } from '@site/src/auth/countries';
import { loginText } from './loginText';
import styles from './styles.module.css';

interface Props {
  selected: Country;
  onSelect: (country: Country) => void;
}

// The dial code first, the part the number needs; no flag, since many systems draw flag emoji as boxes or letters.
const describeCountry = (country: Country) => `${country.dial_code} ${country.name}`;

/**
 * The country of a phone number: a combobox that searches by name, two-letter code and every dial code of
 * a country, preferred countries first. Focusing it keeps the chosen country in view (selected, so typing
 * replaces it) and opens the whole list.
 */
export default function CountryPicker({ selected, onSelect }: Props): ReactNode {
  const listId = useId();
  const [open, setOpen] = useState(false);
  /** What the reader typed; null until they type, while the field still shows the chosen country. */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const matches = open ? searchCountries(query ?? '') : [];

  function close(): void {
    setOpen(false);
    setQuery(null);
  }

  function choose(country: Country | undefined): void {
    if (country) onSelect(country);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className={styles.countryPicker}>
      <label className={styles.label}>
        {loginText.countryLabel}
        <input
          className={styles.input}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? `${listId}-${matches[active].code}` : undefined}
          autoComplete="off"
          value={query ?? describeCountry(selected)}
          placeholder="Search by name, code or +dial code"
          onFocus={(e) => {
            setOpen(true);
            setActive(0);
            e.currentTarget.select();
          }}
          onChange={(e) => {
            setOpen(true);
            setQuery(e.target.value);
            setActive(0);
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </label>
      {open && (
        // The combobox pattern of WAI-ARIA: the list and its options are named by role, and the options never take
        // the focus (the field keeps it, and points at the active option with aria-activedescendant), so the keys are
        // handled on the field.
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox of options, as the pattern has it.
        <ul id={listId} role="listbox" aria-label="Countries" className={styles.countryList}>
          {matches.length === 0 && <li className={styles.countryEmpty}>No country matches “{query}”.</li>}
          {matches.map((country, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the listbox above; the field handles its keys.
            <li
              key={country.code}
              id={`${listId}-${country.code}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox, as the pattern has it.
              role="option"
              aria-selected={index === active}
              className={clsx(styles.countryOption, index === active && styles.countryOptionActive)}
              // Keep the focus in the search field, so choosing does not blur (and close) the list first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(country)}
            >
              <span className={styles.dialCodes}>{country.dial_codes.join(', ')}</span> {country.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
