/**
 * What the account menu offers a signed-in reader, in order. Each item opens its panel in a dialog; the
 * panel's code loads only when the reader picks it. Add an account feature by adding an item here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SignInMethod } from '@site/contract/factors';

export interface AccountPanelProps {
  /** The panel's heading id, which names the dialog. */
  titleId: string;
}

export interface AccountMenuItem {
  label: string;
  Panel: LazyExoticComponent<ComponentType<AccountPanelProps>>;
  /** The sign-in method the server must offer for the item to make sense (SIGN_IN_METHODS). */
  needs?: SignInMethod;
}

export const accountMenuItems: readonly AccountMenuItem[] = [
  { label: 'Passkeys', needs: 'webauthn', Panel: lazy(() => import('@site/src/components/PasskeysPanel')) },
  { label: 'Access tokens', Panel: lazy(() => import('@site/src/components/AccessTokensPanel')) },
];

/** The items to show, given the methods the server offers (undefined until it has said). */
export function offeredItems(
  items: readonly AccountMenuItem[],
  offered: ReadonlySet<SignInMethod> | undefined,
): AccountMenuItem[] {
  return items.filter((item) => item.needs === undefined || offered?.has(item.needs) === true);
}
