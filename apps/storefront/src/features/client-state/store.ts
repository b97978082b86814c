import { createStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { persistedStateKey } from './constants';
import {
  initialAccount,
  initialCart,
  initialFirstBuy,
  type AccountState,
  type CartState,
  type CountriesState,
  type FirstBuyState,
  type NewsletterState,
} from './slices';
import { browserStorage, clearPersistedStore, readItem, removeItem, saveItem } from './storage';

/**
 * The storefront's client state (SPEC §4), one store per store view. Only the fields named in
 * `PERSISTED_FIELDS` are saved, under a key that includes the store view code; cart, account,
 * popup, modal, product and purchase limit never are (SPEC §4 "Persistence").
 */
export interface StoreViewConfigState {
  /** SPEC §3.6 default store id -1. */
  storeId: number;
  pathPrefix: string;
}

export interface ClientState {
  // Persisted (SPEC §3.6: promo code, referer code, store view config).
  promoCode: string;
  refererCode: string;
  storeViewConfig: StoreViewConfigState;
  // Not persisted.
  isOnline: boolean;
  /** X-Country-Restriction: null until a response says. */
  isCountryValid: boolean | null;
  account: AccountState;
  newsletter: NewsletterState;
  countries: CountriesState;
  cart: CartState;
  /** SPEC §4 first-time-buyer flag (orders feature). */
  firstBuy: FirstBuyState;
}

export const PERSISTED_FIELDS = ['promoCode', 'refererCode', 'storeViewConfig'] as const;
type PersistedState = Pick<ClientState, (typeof PERSISTED_FIELDS)[number]>;

export function initialClientState(pathPrefix = ''): ClientState {
  return {
    promoCode: '',
    refererCode: '',
    storeViewConfig: { storeId: -1, pathPrefix },
    isOnline: true,
    isCountryValid: null,
    account: initialAccount,
    newsletter: { isSubscribed: false },
    countries: { isLoading: false, countries: [] },
    cart: initialCart,
    firstBuy: initialFirstBuy,
  };
}

export function persistedPart(state: ClientState): PersistedState {
  return {
    promoCode: state.promoCode,
    refererCode: state.refererCode,
    storeViewConfig: state.storeViewConfig,
  };
}

/** A zustand StateStorage over localStorage with SPEC §8's quota handling. */
export function quotaSafeStorage(storage: Storage | null): StateStorage {
  return {
    getItem: (name) => readItem(name, storage),
    setItem: async (name, value) => {
      await saveItem(name, value, storage);
    },
    removeItem: (name) => removeItem(name, storage),
  };
}

export type ClientStore = StoreApi<ClientState>;

export function createClientStore(
  storeView: string,
  options: { storage?: Storage | null; pathPrefix?: string } = {},
): ClientStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const key = persistedStateKey(storeView);
  const store = createStore<ClientState>()(
    persist(() => initialClientState(options.pathPrefix), {
      name: key,
      version: 1,
      storage: createJSONStorage(() => quotaSafeStorage(storage)),
      partialize: persistedPart,
      merge: (persisted, current) => ({ ...current, ...pickPersisted(persisted) }),
    }),
  );
  clearPersistedStore.subscribe(() => removeItem(key, storage));
  return store;
}

/** Only known, well-typed fields of what storage held (it may be old or edited by hand). */
function pickPersisted(value: unknown): Partial<PersistedState> {
  if (!value || typeof value !== 'object') return {};
  const source = value as Record<string, unknown>;
  const picked: Partial<PersistedState> = {};
  if (typeof source.promoCode === 'string') picked.promoCode = source.promoCode.slice(0, 255);
  if (typeof source.refererCode === 'string') picked.refererCode = source.refererCode.slice(0, 255);
  const config = source.storeViewConfig as Partial<StoreViewConfigState> | undefined;
  if (config && typeof config.storeId === 'number' && typeof config.pathPrefix === 'string') {
    picked.storeViewConfig = { storeId: config.storeId, pathPrefix: config.pathPrefix };
  }
  return picked;
}

const stores = new Map<string, ClientStore>();

/** The page's store (one per store view and page load). */
export function getClientStore(storeView: string, pathPrefix = ''): ClientStore {
  let store = stores.get(storeView);
  if (!store) {
    store = createClientStore(storeView, { pathPrefix });
    stores.set(storeView, store);
  }
  return store;
}

/** Every store of the page, for the cache clean (SPEC §7 "purge stores"). */
export function allClientStores(): ClientStore[] {
  return [...stores.values()];
}
