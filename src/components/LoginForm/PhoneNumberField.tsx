import React, { useState, type ReactNode } from 'react';
import { defaultCountryCode, findByCountryCode, joinPhoneNumber, pickerOrder, splitPhoneNumber } from '@site/src/auth/countries';
import styles from './styles.module.css';

interface Props {
  /** The full number, dial code included. */
  value: string;
  onChange: (fullNumber: string) => void;
}

const pickerCountries = pickerOrder();

/** A country picker (preferred countries first, GB by default) beside the number field (seed §5). */
export default function PhoneNumberField({ value, onChange }: Props): ReactNode {
  const prefilled = splitPhoneNumber(value);
  const [countryCode, setCountryCode] = useState(prefilled?.country.code ?? defaultCountryCode);
  const [number, setNumber] = useState(prefilled?.number ?? '');
  const country = findByCountryCode(countryCode) ?? pickerCountries[0];

  function update(nextCode: string, nextNumber: string): void {
    setCountryCode(nextCode);
    setNumber(nextNumber);
    const nextCountry = findByCountryCode(nextCode);
    onChange(nextCountry && nextNumber.trim() ? joinPhoneNumber(nextCountry, nextNumber) : '');
  }

  return (
    <div className={styles.phoneRow}>
      <label className={styles.label}>
        Country
        <select className={styles.input} value={country?.code} onChange={(e) => update(e.target.value, number)}>
          {pickerCountries.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.flag} ${c.name} (${c.dial_code})`}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.label}>
        Phone number
        <input
          className={styles.input}
          type="tel"
          name="phone"
          autoComplete="tel-national"
          value={number}
          onChange={(e) => update(countryCode, e.target.value)}
        />
      </label>
    </div>
  );
}
