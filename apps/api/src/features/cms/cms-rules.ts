import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import type { CmsBlockRow, CmsPageRow } from '../../db/schema';
import type { SearchLanguage } from './cms-repository';

/** Identifier of the block whose content is SPEC §7's custom routes JSON. */
export const CUSTOM_ROUTES_BLOCK = 'custom_routes';

/**
 * Identifier of the block whose content is SPEC §2.1's alternative head blocks as JSON: the
 * paths that get another title, description or robots rule than their page gives (ADR 0020).
 */
export const HEAD_ALTERNATIVES_BLOCK = 'head_alternatives';

/**
 * Magento's store fallback: a row for the store view wins over the all-store-views row (store_view
 * null) of the same identifier. Returns one row per identifier that has any.
 */
export function effectiveRows<
  Row extends Pick<CmsPageRow | CmsBlockRow, 'identifier' | 'storeView'>,
>(rows: readonly Row[], storeView: StoreViewCode): Map<string, Row> {
  const chosen = new Map<string, Row>();
  for (const row of rows) {
    if (row.storeView !== null && row.storeView !== storeView) continue;
    const current = chosen.get(row.identifier);
    if (!current || (current.storeView === null && row.storeView === storeView)) {
      chosen.set(row.identifier, row);
    }
  }
  return chosen;
}

/** The text search configuration of a store view's language (FAQ search). */
export function searchLanguageOf(storeView: StoreViewCode): SearchLanguage {
  const language = getStoreView(storeView).locale.split('-')[0];
  if (language === 'en') return 'english';
  if (language === 'el') return 'greek';
  if (language === 'de') return 'german';
  return 'simple';
}
