import { CACHE_KEY_PATTERNS, CLIENT_KEYS, persistedStateKey } from '../client-state/constants';
import { runningQueries } from '../client-state/graphql-client';
import { clearQueryCache } from '../client-state/storage';

/**
 * SPEC §7 cache-clean check and full local cache clean.
 *
 * Check (made when online, skipped on checkout pages): POST /last-cache-clean answers a stamp.
 * None stored: save it. Different: save it and clean. A failed call counts as a change (the
 * clean runs; the stamp is not saved, so the next check asks again). Cleanup errors are logged.
 *
 * Clean: wait, polling every 1000 ms until no query runs; purge the in-memory stores; remove the
 * persisted state, localStorage keys containing `apollo-cache-` or `redux-`, and Cache Storage's
 * responses; then reload.
 */

export const LAST_CACHE_CLEAN_PATH = '/last-cache-clean';
export const CACHE_CLEAN_POLL_MS = 1000;
/** Stops waiting after this many polls (a query that never ends must not block the clean). */
export const CACHE_CLEAN_MAX_POLLS = 30;
const CHECKOUT_PATH = /(^|\/)checkout(\/|$)/;

/** sessionStorage marker: a failed check already cleaned in this browser session. */
export const FAILED_CHECK_MARKER = 'last-cache-clean-failed';

export interface CacheCleanEnv {
  storage: Storage | null;
  /** sessionStorage (the failed-check marker). */
  session: Storage | null;
  fetchImpl: typeof fetch;
  isOnline(): boolean;
  pathname(): string;
  /** Resets every client store to its initial state. */
  purgeStores(): void;
  /** Persisted-state keys of every store view. */
  storeViews: readonly string[];
  caches: Pick<CacheStorage, 'keys' | 'delete'> | null;
  reload(): void;
  runningQueries(): number;
  sleep(ms: number): Promise<void>;
}

export function isCheckoutPath(pathname: string): boolean {
  return CHECKOUT_PATH.test(pathname);
}

export type CacheCleanOutcome = 'skipped' | 'saved' | 'unchanged' | 'cleaned';

export async function checkCacheClean(env: CacheCleanEnv): Promise<CacheCleanOutcome> {
  if (!env.isOnline() || isCheckoutPath(env.pathname())) return 'skipped';
  let stamp: string | null = null;
  try {
    const response = await env.fetchImpl(LAST_CACHE_CLEAN_PATH, {
      method: 'POST',
      credentials: 'same-origin',
    });
    if (response.ok) stamp = (await response.text()).trim().slice(0, 64) || null;
  } catch {
    stamp = null;
  }
  const stored = safeGet(env.storage, CLIENT_KEYS.lastCacheClean);
  if (stamp !== null && stored === null) {
    safeSet(env.storage, CLIENT_KEYS.lastCacheClean, stamp);
    return 'saved';
  }
  if (stamp !== null && stamp === stored) return 'unchanged';
  if (stamp === null) {
    // A failed call counts as a change, once per browser session: an api that stays down must
    // not make every page clean and reload again.
    if (safeGet(env.session, FAILED_CHECK_MARKER) !== null) return 'skipped';
    safeSet(env.session, FAILED_CHECK_MARKER, '1');
  }
  await runCacheClean(env);
  // Saved after the clean so the stamp survives it.
  if (stamp !== null) safeSet(env.storage, CLIENT_KEYS.lastCacheClean, stamp);
  env.reload();
  return 'cleaned';
}

export async function runCacheClean(env: CacheCleanEnv): Promise<void> {
  for (let poll = 0; env.runningQueries() > 0 && poll < CACHE_CLEAN_MAX_POLLS; poll += 1) {
    await env.sleep(CACHE_CLEAN_POLL_MS);
  }
  try {
    env.purgeStores();
    await clearQueryCache.run();
  } catch (error) {
    console.error('Cache clean: purging stores failed', error);
  }
  try {
    if (env.storage) {
      for (const view of env.storeViews) env.storage.removeItem(persistedStateKey(view));
      const keys: string[] = [];
      for (let index = 0; index < env.storage.length; index += 1) {
        const key = env.storage.key(index);
        if (key && CACHE_KEY_PATTERNS.some((pattern) => key.includes(pattern))) keys.push(key);
      }
      for (const key of keys) env.storage.removeItem(key);
    }
  } catch (error) {
    console.error('Cache clean: removing stored state failed', error);
  }
  try {
    if (env.caches) {
      for (const name of await env.caches.keys()) await env.caches.delete(name);
    }
  } catch (error) {
    console.error('Cache clean: removing cached responses failed', error);
  }
}

function safeGet(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch (error) {
    console.error('Cache clean: saving the stamp failed', error);
  }
}

/** The browser's environment for the check. */
export function browserCacheCleanEnv(
  overrides: Pick<CacheCleanEnv, 'purgeStores' | 'storeViews' | 'isOnline'>,
): CacheCleanEnv {
  let storage: Storage | null = null;
  let session: Storage | null = null;
  try {
    storage = window.localStorage;
    session = window.sessionStorage;
  } catch {
    // Storage disabled: nothing is kept.
  }
  return {
    storage,
    session,
    fetchImpl: (...args) => fetch(...args),
    pathname: () => window.location.pathname,
    caches: typeof caches === 'undefined' ? null : caches,
    reload: () => window.location.reload(),
    runningQueries,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...overrides,
  };
}
