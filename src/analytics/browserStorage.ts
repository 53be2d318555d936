/**
 * localStorage and sessionStorage as this site uses them: a value of ours or nothing. Storage can be
 * unavailable (privacy settings, iframes, a full disk); then a warning is logged and the site carries on
 * without it.
 */
export type StorageKind = 'localStorage' | 'sessionStorage';

function storage(kind: StorageKind): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: string | null): void {
  try {
    const target = storage(kind);
    if (value === null) target?.removeItem(key);
    else target?.setItem(key, value);
  } catch (error) {
    console.warn(`The browser did not let this site keep ${key}; it carries on without it.`, error);
  }
}
