/**
 * What the account menu offers a signed-in reader, in order. Each item opens its panel in a dialog; the
 * panel's code loads only when the reader picks it. Add an account feature by adding an item here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AccountPanelProps {
  /** The panel's heading id, which names the dialog. */
  titleId: string;
}

export interface AccountMenuItem {
  label: string;
  Panel: LazyExoticComponent<ComponentType<AccountPanelProps>>;
}

export const accountMenuItems: readonly AccountMenuItem[] = [
  { label: 'Passkeys', Panel: lazy(() => import('@site/src/components/PasskeysPanel')) },
];
