/**
 * The last handle used to sign in, remembered so the form opens on the right tab with the value filled.
 * Storage can be unavailable (privacy settings, iframes); then nothing is remembered and nothing breaks.
 */
import type { Handle } from '@site/contract/factors';

export const lastHandleStorageKey = 'tideline.signIn.lastHandle';

export function readLastHandle(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Handle | undefined {
  try {
    const parsed = JSON.parse(storage?.getItem(lastHandleStorageKey) ?? 'null') as Partial<Handle> | null;
    if (
      parsed &&
      (parsed.type === 'email_address' || parsed.type === 'phone_number') &&
      typeof parsed.value === 'string'
    ) {
      return { type: parsed.type, value: parsed.value };
    }
  } catch {
    // A value written by something else is no handle of ours: ignore it.
  }
  return undefined;
}

export function saveLastHandle(
  handle: Handle,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(lastHandleStorageKey, JSON.stringify(handle));
  } catch (error) {
    console.warn('The last sign-in handle could not be saved; sign-in goes on without it.', error);
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
