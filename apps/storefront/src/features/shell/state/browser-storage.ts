import { useSyncExternalStore } from 'react';

/**
 * A localStorage or sessionStorage value as React state, the same on the server and during
 * hydration (null), then the stored value. Writes through `writeStoredValue` re-render every
 * reader; other tabs' writes arrive through the `storage` event.
 */
type Area = 'local' | 'session';

const CHANGE_EVENT = 'lumo:storage';

function storageOf(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('storage', callback);
  window.addEventListener(CHANGE_EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(CHANGE_EVENT, callback);
  };
}

/** `undefined` until hydrated; then the stored string or null. */
export function useStoredValue(area: Area, key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => {
      try {
        return storageOf(area)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    () => undefined,
  );
}

/** Stores (or, with null, removes) a value; false when storage is unavailable. */
export function writeStoredValue(area: Area, key: string, value: string | null): boolean {
  const storage = storageOf(area);
  let stored = false;
  try {
    if (storage) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
      stored = true;
    }
  } catch {
    stored = false;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return stored;
}

const noop = () => () => {};

/** False on the server and while hydrating, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
