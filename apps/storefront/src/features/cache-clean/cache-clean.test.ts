import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage } from '../client-state/fake-storage';
import {
  CACHE_CLEAN_POLL_MS,
  checkCacheClean,
  isCheckoutPath,
  type CacheCleanEnv,
} from './cache-clean';
import { cacheCleanStamp, handleLastCacheClean } from './stamp';

function env(answer: string | Error, overrides: Partial<CacheCleanEnv> = {}) {
  const storage = new FakeStorage();
  const session = new FakeStorage();
  const requests: string[] = [];
  const cacheNames = ['next-data', 'images'];
  const deleted: string[] = [];
  const calls = { reload: 0, purge: 0, sleeps: [] as number[] };
  const value: CacheCleanEnv = {
    storage,
    session,
    fetchImpl: (async (url: string) => {
      requests.push(url);
      if (answer instanceof Error) throw answer;
      return new Response(answer);
    }) as typeof fetch,
    isOnline: () => true,
    pathname: () => '/',
    purgeStores: () => void (calls.purge += 1),
    storeViews: ['uk', 'gr'],
    caches: {
      keys: async () => cacheNames.filter((name) => !deleted.includes(name)),
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    },
    reload: () => void (calls.reload += 1),
    runningQueries: () => 0,
    sleep: async (ms) => void calls.sleeps.push(ms),
    ...overrides,
  };
  return { value, storage, session, requests, deleted, calls };
}

describe('SPEC §7 cache-clean check', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the stamp when none is stored, without cleaning', async () => {
    const t = env('2026-11-23');
    expect(await checkCacheClean(t.value)).toBe('saved');
    expect(t.storage.getItem('last-cache-clean')).toBe('2026-11-23');
    expect(t.requests).toEqual(['/last-cache-clean']);
    expect(t.calls.reload).toBe(0);
  });

  it('does nothing when the stamp is the stored one', async () => {
    const t = env('v1');
    t.storage.setItem('last-cache-clean', 'v1');
    expect(await checkCacheClean(t.value)).toBe('unchanged');
    expect(t.calls.reload).toBe(0);
  });

  it('a different stamp: saves it and runs the full clean, then reloads', async () => {
    const t = env('v2');
    for (const [key, value] of [
      ['last-cache-clean', 'v1'],
      ['lumo-state-uk', '{}'],
      ['lumo-state-gr', '{}'],
      ['apollo-cache-persist', '{}'],
      ['persist:redux-root', '{}'],
      ['cookieConsent', '{"accepted":true}'],
      ['ageBarrier', '{"confirmedAge":18}'],
    ]) {
      t.storage.setItem(key!, value!);
    }
    expect(await checkCacheClean(t.value)).toBe('cleaned');
    expect(t.storage.keys().sort()).toEqual(['ageBarrier', 'cookieConsent', 'last-cache-clean']);
    expect(t.storage.getItem('last-cache-clean')).toBe('v2');
    expect(t.deleted).toEqual(['next-data', 'images']);
    expect(t.calls).toMatchObject({ purge: 1, reload: 1 });
  });

  it('waits, polling every 1000 ms, until no query runs', async () => {
    let running = 3;
    const t = env('v2', { runningQueries: () => running-- });
    t.storage.setItem('last-cache-clean', 'v1');
    await checkCacheClean(t.value);
    expect(t.calls.sleeps).toEqual([CACHE_CLEAN_POLL_MS, CACHE_CLEAN_POLL_MS, CACHE_CLEAN_POLL_MS]);
    expect(CACHE_CLEAN_POLL_MS).toBe(1000);
  });

  it('a failed call is treated as a change (once per browser session)', async () => {
    const t = env(new TypeError('offline'));
    t.storage.setItem('last-cache-clean', 'v1');
    t.storage.setItem('apollo-cache-x', '{}');
    expect(await checkCacheClean(t.value)).toBe('cleaned');
    expect(t.storage.getItem('apollo-cache-x')).toBeNull();
    expect(t.storage.getItem('last-cache-clean')).toBe('v1');
    expect(t.calls.reload).toBe(1);
    expect(await checkCacheClean(t.value)).toBe('skipped');
    expect(t.calls.reload).toBe(1);
  });

  it('logs cleanup errors and still reloads', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = env('v2', {
      caches: {
        keys: async () => {
          throw new Error('SecurityError');
        },
        delete: async () => false,
      },
    });
    t.storage.setItem('last-cache-clean', 'v1');
    expect(await checkCacheClean(t.value)).toBe('cleaned');
    expect(error).toHaveBeenCalledWith(
      'Cache clean: removing cached responses failed',
      expect.any(Error),
    );
    expect(t.calls.reload).toBe(1);
  });

  it('is skipped offline and on checkout pages', async () => {
    const offline = env('v2', { isOnline: () => false });
    expect(await checkCacheClean(offline.value)).toBe('skipped');
    const checkout = env('v2', { pathname: () => '/gr/checkout/shipping' });
    expect(await checkCacheClean(checkout.value)).toBe('skipped');
    expect([...offline.requests, ...checkout.requests]).toEqual([]);
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout-faq')).toBe(false);
  });
});

describe('POST /last-cache-clean stamp', () => {
  it('answers CACHE_CLEAN_STAMP as text, uncached; 0 when unset', async () => {
    const response = handleLastCacheClean({
      CACHE_CLEAN_STAMP: ' 2026-11-23 ',
    });
    expect(await response.text()).toBe('2026-11-23');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(cacheCleanStamp({})).toBe('0');
  });
});
