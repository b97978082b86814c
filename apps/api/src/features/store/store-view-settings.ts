import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';

/**
 * Per-store-view settings a Magento client reads beside the market data (SPEC §3.6 storeId and
 * hrefLangsEnabled). Numeric ids follow the store views' order: uk 1, gr 2, ie 3, eu 4, ca 5,
 * ch 6, us 7; they are what SPEC §7's lookups call storeId and what hreflang items carry.
 */
export interface StoreViewSettings {
  storeId: number;
  /** Emit hreflang alternates for this store view's pages (SPEC §2.4). */
  hrefLangsEnabled: boolean;
}

export const STORE_VIEW_SETTINGS: Readonly<Record<StoreViewCode, StoreViewSettings>> =
  Object.fromEntries(
    STORE_VIEW_CODES.map((code, index) => [code, { storeId: index + 1, hrefLangsEnabled: true }]),
  ) as Record<StoreViewCode, StoreViewSettings>;

/** The store view of a numeric store id (SPEC §7 storeId), or undefined. */
export function storeViewOfId(storeId: number): StoreViewCode | undefined {
  return STORE_VIEW_CODES.find((code) => STORE_VIEW_SETTINGS[code].storeId === storeId);
}
