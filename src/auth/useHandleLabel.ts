/**
 * A handle as the sign-in form, the account menu and the signed-in toast show it (src/auth/handleLabel.ts). The
 * numbering plans that group a phone number weigh more than the menu and most of the form, so they load only for a
 * phone number. Until they arrive a phone number shows as it is; in the form the phone field has loaded them already.
 */
import { useEffect, useState } from 'react';
import type { Handle } from '@site/contract/factors';

export function useHandleLabel(handle: Handle | undefined): string | undefined {
  // Kept with the value it groups: a handle that changes shows as it is at once, never the previous one's label.
  const [grouped, setGrouped] = useState<{ value: string; label: string }>();
  const type = handle?.type;
  const value = handle?.value;
  useEffect(() => {
    if (type !== 'phone_number' || value === undefined) return undefined;
    let live = true;
    void import(/* webpackChunkName: "handle-label" */ './handleLabel').then(({ phoneNumberLabel }) => {
      if (live) setGrouped({ value, label: phoneNumberLabel(value) });
    });
    return () => {
      live = false;
    };
  }, [type, value]);
  return grouped !== undefined && grouped.value === value && type === 'phone_number' ? grouped.label : value;
}
