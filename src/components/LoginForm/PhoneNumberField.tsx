import { useState, type ReactNode } from 'react';
import {
  defaultCountryCode,
  findByCountryCode,
  joinPhoneNumber,
  splitPhoneNumber,
  type Country,
} from '@site/src/auth/countries';
import CountryPicker from './CountryPicker';
import { loginText } from './loginText';
import styles from './styles.module.css';

interface Props {
  /** The full number, dial code included. */
  value: string;
  onChange: (fullNumber: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

const defaultCountry = findByCountryCode(defaultCountryCode) as Country;

/** A country picker (GB by default) beside the number field; the form gets dial code + number. */
export default function PhoneNumberField({ value, onChange, invalid, describedBy }: Props): ReactNode {
  const [initial] = useState(() => splitPhoneNumber(value));
  const [country, setCountry] = useState<Country>(initial?.country ?? defaultCountry);
  const [number, setNumber] = useState(initial?.number ?? '');

  function update(nextCountry: Country, nextNumber: string): void {
    setCountry(nextCountry);
    setNumber(nextNumber);
    onChange(nextNumber.trim() ? joinPhoneNumber(nextCountry, nextNumber) : '');
  }

  return (
    <div className={styles.phoneRow}>
      <CountryPicker selected={country} onSelect={(next) => update(next, number)} />
      <label className={styles.label}>
        {loginText.phoneLabel}
        <input
          className={styles.input}
          type="tel"
          name="phone"
          autoComplete="tel-national"
          value={number}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => update(country, e.target.value)}
        />
      </label>
    </div>
  );
}
