/**
 * What an account panel (Passkeys, Access tokens) keeps: the reader's list of things, loaded when the panel opens,
 * and the outcome of the last action on it. An action reloads the list and reports its message.
 */
import { useEffect, useState } from 'react';

export type PanelStatus =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; message: string };

export interface AccountList<Item> {
  /** Undefined while loading (or when loading failed, then `status` says why). */
  items: Item[] | undefined;
  status: PanelStatus;
  busy: boolean;
  /** Runs an action that returns what to tell the reader, then reloads the list. */
  run: (action: () => Promise<string>) => Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useAccountList<Item>(load: () => Promise<Item[]>): AccountList<Item> {
  const [items, setItems] = useState<Item[] | undefined>();
  const [status, setStatus] = useState<PanelStatus>({ kind: 'idle' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is loaded once, when the panel opens; `load` is a module function.
  useEffect(() => {
    load().then(setItems, (error: unknown) => setStatus({ kind: 'error', message: messageOf(error) }));
  }, []);

  async function run(action: () => Promise<string>): Promise<void> {
    setStatus({ kind: 'busy' });
    try {
      const message = await action();
      setItems(await load());
      setStatus({ kind: 'done', message });
    } catch (error) {
      setStatus({ kind: 'error', message: messageOf(error) });
    }
  }

  return { items, status, busy: status.kind === 'busy', run };
}
