import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage, quotaError } from './fake-storage';
import { clearPersistedStore, clearQueryCache, isQuotaExceeded, saveItem } from './storage';

describe('saveItem: SPEC §8 storage quota errors', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    vi.restoreAllMocks();
  });

  function watchClears() {
    const calls: string[] = [];
    cleanups.push(clearQueryCache.subscribe(() => void calls.push('query cache')));
    cleanups.push(clearPersistedStore.subscribe(() => void calls.push('persisted store')));
    return calls;
  }

  it.each([22, 1014] as const)(
    'code %i: clears the query cache and the persisted store, then retries once',
    async (code) => {
      const storage = new FakeStorage();
      storage.failSets = [quotaError(code)];
      const clears = watchClears();
      expect(await saveItem('k', 'v', storage)).toBe(true);
      expect(clears).toEqual(['query cache', 'persisted store']);
      expect(storage.getItem('k')).toBe('v');
      expect(storage.setCalls).toBe(2);
    },
  );

  it('logs when the retry fails too, and does not retry again', async () => {
    const storage = new FakeStorage();
    storage.failSets = [quotaError(), quotaError()];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    watchClears();
    expect(await saveItem('k', 'v', storage)).toBe(false);
    expect(storage.setCalls).toBe(2);
    expect(error).toHaveBeenCalledWith('Storage save failed', expect.any(DOMException));
  });

  it('logs other errors without clearing anything', async () => {
    const storage = new FakeStorage();
    storage.failSets = [new TypeError('denied')];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const clears = watchClears();
    expect(await saveItem('k', 'v', storage)).toBe(false);
    expect(clears).toEqual([]);
    expect(error).toHaveBeenCalledOnce();
  });

  it('recognises quota errors by code or name', () => {
    expect(isQuotaExceeded({ code: 22 })).toBe(true);
    expect(isQuotaExceeded({ code: 1014 })).toBe(true);
    expect(isQuotaExceeded({ name: 'QuotaExceededError' })).toBe(true);
    expect(isQuotaExceeded({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaExceeded(new Error('x'))).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });
});
