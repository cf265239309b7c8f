/**
 * localStorage access that never throws: private browsing, disabled storage or a server-side test run all
 * behave like an empty store instead of breaking the page.
 */
export function getStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readItem(key: string, storage: Storage | null = getStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, storage: Storage | null = getStorage()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value only lives for this page.
  }
}

export function removeItem(key: string, storage: Storage | null = getStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}
