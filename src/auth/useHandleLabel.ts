/**
 * A handle as the sign-in form shows it (src/auth/handleLabel.ts). The numbering plans that group a phone number are
 * most of the form's weight, so the form loads them only for a phone number; the phone field has already loaded them
 * by then, so the grouped number shows at once.
 */
import { useEffect, useState } from 'react';
import type { Handle } from '@site/contract/factors';

export function useHandleLabel(handle: Handle | undefined): string | undefined {
  const [label, setLabel] = useState(handle?.value);
  const type = handle?.type;
  const value = handle?.value;
  useEffect(() => {
    setLabel(value);
    if (type !== 'phone_number' || value === undefined) return undefined;
    let live = true;
    void import(/* webpackChunkName: "handle-label" */ './handleLabel').then(({ phoneNumberLabel }) => {
      if (live) setLabel(phoneNumberLabel(value));
    });
    return () => {
      live = false;
    };
  }, [type, value]);
  return label;
}
