/** SPEC §3.6 "Stored client keys" this feature owns, and SPEC §7's cache-clean patterns. */
export const CLIENT_KEYS = {
  cookieConsent: 'cookieConsent',
  referral: 'aw-raf-referral',
  lastCacheClean: 'last-cache-clean',
  promoCode: 'promoCode',
} as const;

/** The persisted state of one store view (SPEC §4 "Persistence: per store view"). */
export function persistedStateKey(storeView: string): string {
  return `lumo-state-${storeView}`;
}

/** SPEC §7 cache clean: local storage keys containing these are removed. */
export const CACHE_KEY_PATTERNS = ['apollo-cache-', 'redux-'] as const;
