import { createRegistry } from './registry';

/**
 * Browser storage access that never throws at the caller (private mode, disabled storage) and
 * SPEC §8's "Storage quota errors (codes 22 and 1014) on save: clear query cache and persisted
 * store, retry once; otherwise log".
 */

/** Cleared when storage is full: in-memory query caches (CMS blocks, routes) subscribe here. */
export const clearQueryCache = createRegistry('Query cache clear');

/** Removes the persisted store(s); set by the state store (client-state/store.ts). */
export const clearPersistedStore = createRegistry('Persisted store clear');

export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  // 22: most browsers; 1014: Firefox (NS_ERROR_DOM_QUOTA_REACHED).
  return (
    code === 22 ||
    code === 1014 ||
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED'
  );
}

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, storage = browserStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function removeItem(key: string, storage = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch (error) {
    console.error('Storage removal failed', error);
  }
}

/**
 * Saves a value. On a quota error: clears the query cache and the persisted store and retries
 * once; a second failure (or any other error) is logged. Returns whether the value was saved.
 */
export async function saveItem(
  key: string,
  value: string,
  storage = browserStorage(),
): Promise<boolean> {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    if (!isQuotaExceeded(error)) {
      console.error('Storage save failed', error);
      return false;
    }
  }
  await clearQueryCache.run();
  await clearPersistedStore.run();
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    console.error('Storage save failed', error);
    return false;
  }
}
