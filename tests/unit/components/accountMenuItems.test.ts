import { describe, expect, it } from 'vitest';
import { accountMenuItems, offeredItems } from '@site/src/components/AccountMenu/accountMenuItems';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('the account menu items', () => {
  it('offers Passkeys where the server offers passkey sign-in', () => {
    expect(labels(offeredItems(accountMenuItems, new Set(['email_link', 'webauthn'])))).toEqual([
      'Passkeys',
      'Access tokens',
    ]);
  });

  it('leaves Passkeys out where the server does not offer passkey sign-in', () => {
    expect(labels(offeredItems(accountMenuItems, new Set(['email_link'])))).toEqual(['Access tokens']);
  });

  it('shows only items that need nothing until the server has said what it offers', () => {
    expect(labels(offeredItems(accountMenuItems, undefined))).toEqual(['Access tokens']);
  });
});
