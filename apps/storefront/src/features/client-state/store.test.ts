import { describe, expect, it, vi } from 'vitest';
import { FakeStorage, quotaError } from './fake-storage';
import { clearQueryCache } from './storage';
import { createClientStore, PERSISTED_FIELDS } from './store';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client store (SPEC §4 persistence per store view)', () => {
  it('saves only promo code, referer code and store view config, under a key per store view', async () => {
    const storage = new FakeStorage();
    const store = createClientStore('gr', { storage, pathPrefix: '/gr' });
    store.setState({
      promoCode: 'SPRING',
      cart: { ...store.getState().cart, isLoaded: true },
      account: { ...store.getState().account, isLoggedIn: true },
      isOnline: false,
    });
    await flush();
    expect(storage.keys()).toEqual(['lumo-state-gr']);
    const saved = JSON.parse(storage.getItem('lumo-state-gr') ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(Object.keys(saved.state).sort()).toEqual([...PERSISTED_FIELDS].sort());
    expect(saved.state).toEqual({
      promoCode: 'SPRING',
      refererCode: '',
      storeViewConfig: { storeId: -1, pathPrefix: '/gr' },
    });
  });

  it('restores its own store view only, ignoring fields it does not persist', () => {
    const storage = new FakeStorage();
    storage.setItem(
      'lumo-state-uk',
      JSON.stringify({ state: { promoCode: 'UK10', cart: { isLoaded: true } }, version: 1 }),
    );
    storage.setItem('lumo-state-ie', JSON.stringify({ state: { promoCode: 'IE10' }, version: 1 }));
    const uk = createClientStore('uk', { storage });
    expect(uk.getState().promoCode).toBe('UK10');
    expect(uk.getState().cart.isLoaded).toBe(false);
    expect(createClientStore('gr', { storage }).getState().promoCode).toBe('');
  });

  it('on a quota error clears the query cache and its persisted state, then saves again', async () => {
    const storage = new FakeStorage();
    storage.setItem('lumo-state-uk', JSON.stringify({ state: { promoCode: 'OLD' }, version: 1 }));
    const store = createClientStore('uk', { storage });
    const queryCache = vi.fn();
    const unsubscribe = clearQueryCache.subscribe(queryCache);
    storage.failSets = [quotaError(22)];
    store.setState({ promoCode: 'NEW' });
    await flush();
    unsubscribe();
    expect(queryCache).toHaveBeenCalledOnce();
    expect(JSON.parse(storage.getItem('lumo-state-uk') ?? '{}').state.promoCode).toBe('NEW');
  });
});
