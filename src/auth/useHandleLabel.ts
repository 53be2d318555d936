/**
 * A handle as the sign-in form, the account menu and the signed-in toast show it (src/auth/handleLabel.ts). The numbering plans that group
 * a phone number are most of the form's weight and more than the menu's, so both load them only for a phone number. In
 * the form the phone field has already loaded them, so the grouped number shows at once; the menu of a reader signed
 * in with a phone number shows it ungrouped until they arrive.
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
