import { getStoreView, STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import type { CmsBlockRow, CmsPageRow } from '../../db/schema';
import type { CmsPageAvailabilityRow, SearchLanguage } from './cms-repository';

/** Identifier of the block whose content is SPEC §7's custom routes JSON. */
export const CUSTOM_ROUTES_BLOCK = 'custom_routes';

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

/**
 * Where each page is visible: for each id, the store views whose effective row of the page's
 * identifier is active. `rows` holds every row of those identifiers.
 */
export function pageStoreViews(
  ids: readonly number[],
  rows: readonly CmsPageAvailabilityRow[],
): Map<number, Set<StoreViewCode>> {
  const byIdentifier = new Map<string, Set<StoreViewCode>>();
  for (const storeView of STORE_VIEW_CODES) {
    for (const [identifier, row] of effectiveRows(rows, storeView)) {
      if (!row.isActive) continue;
      let views = byIdentifier.get(identifier);
      if (!views) byIdentifier.set(identifier, (views = new Set()));
      views.add(storeView);
    }
  }
  const result = new Map<number, Set<StoreViewCode>>();
  for (const id of ids) {
    const identifier = rows.find((row) => row.id === id)?.identifier;
    result.set(id, (identifier && byIdentifier.get(identifier)) || new Set());
  }
  return result;
}

/** The text search configuration of a store view's language (FAQ search). */
export function searchLanguageOf(storeView: StoreViewCode): SearchLanguage {
  const language = getStoreView(storeView).locale.split('-')[0];
  if (language === 'en') return 'english';
  if (language === 'el') return 'greek';
  if (language === 'de') return 'german';
  return 'simple';
}
