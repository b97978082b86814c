import type { StoreViewCode } from '@lumo/block-schema';

/**
 * How prices may be presented per market. COMPLIANCE.md (UK): regulators upheld complaints
 * against strikethrough "was" prices, so the UK shows only the current price; other markets may
 * show the regular price struck through beside a special price. One table, not scattered checks.
 */
const MARKETS_WITHOUT_WAS_PRICES: ReadonlySet<StoreViewCode> = new Set<StoreViewCode>(['uk']);

export function showsWasPrice(storeView: StoreViewCode): boolean {
  return !MARKETS_WITHOUT_WAS_PRICES.has(storeView);
}
