import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories, categoryStoreValues, productIndex } from '../../db/schema';

/** Magento's fixed roots (SPEC §9): "Root Catalog" and "Default Category", every view's root. */
export const ROOT_CATALOG_ID = 1;
export const DEFAULT_CATEGORY_ID = 2;

/** A catalogue entity as url_rewrites names it (entity_type, entity_id). */
export interface CatalogEntityRef {
  type: 'product' | 'category';
  id: number;
}

/** Largest number of refs one call answers (a batch route lookup asks for at most 50). */
export const MAX_AVAILABILITY_REFS = 500;

/**
 * The store views where each entity exists, is enabled and is allowed by the market rules,
 * keyed `${type}:${id}` (an entity seen nowhere maps to an empty set). Products read the
 * sellable index (rebuilt on every write, so it already applies enablement, prices and market
 * rules); a category is visible where it and every ancestor below the store root is enabled.
 * Two queries whatever the number of refs. `now` is accepted for time-bound availability;
 * nothing is time-bound today (special prices change the price, not the availability).
 */
export async function visibleStoreViews(
  db: Database,
  refs: CatalogEntityRef[],
  now: Date,
): Promise<Map<string, Set<StoreViewCode>>> {
  void now;
  const bounded = refs.slice(0, MAX_AVAILABILITY_REFS);
  const result = new Map<string, Set<StoreViewCode>>();
  for (const ref of bounded) result.set(`${ref.type}:${ref.id}`, new Set());
  const productIds = unique(bounded.filter((ref) => ref.type === 'product').map((ref) => ref.id));
  const categoryIds = unique(bounded.filter((ref) => ref.type === 'category').map((ref) => ref.id));

  if (productIds.length > 0) {
    const rows = await db
      .select({ id: productIndex.productId, storeView: productIndex.storeView })
      .from(productIndex)
      .where(and(inArray(productIndex.productId, productIds), sql`${productIndex.visibility} > 1`));
    for (const row of rows) result.get(`product:${row.id}`)?.add(row.storeView);
  }

  if (categoryIds.length > 0) {
    const enabledByCategory = await categoryEnablement(db, categoryIds);
    for (const [id, views] of enabledByCategory) result.set(`category:${id}`, views);
  }
  return result;
}

/**
 * Store views where each category (level 2 and below) and all its ancestors under "Default
 * Category" are enabled. Shared with the catalogue's category reads.
 */
export async function categoryEnablement(
  db: Database,
  categoryIds: number[],
): Promise<Map<number, Set<StoreViewCode>>> {
  const result = new Map<number, Set<StoreViewCode>>();
  if (categoryIds.length === 0) return result;
  const targets = await db
    .select({ id: categories.id, path: categories.path, level: categories.level })
    .from(categories)
    .where(inArray(categories.id, categoryIds));
  const lineage = new Map<number, number[]>();
  for (const target of targets) {
    if (target.level < 2) continue;
    // path "1/2/5/9": the shop's part starts after the store root (index 2).
    lineage.set(target.id, target.path.split('/').slice(2).map(Number));
  }
  const involved = unique([...lineage.values()].flat());
  if (involved.length === 0) return result;
  const [defaults, overrides] = await Promise.all([
    db
      .select({ id: categories.id, enabled: categories.enabled })
      .from(categories)
      .where(inArray(categories.id, involved)),
    db
      .select({
        id: categoryStoreValues.categoryId,
        storeView: categoryStoreValues.storeView,
        enabled: categoryStoreValues.enabled,
      })
      .from(categoryStoreValues)
      .where(inArray(categoryStoreValues.categoryId, involved)),
  ]);
  const enabledDefault = new Map(defaults.map((row) => [row.id, row.enabled]));
  const override = new Map(overrides.map((row) => [`${row.id}:${row.storeView}`, row.enabled]));
  for (const [id, ancestors] of lineage) {
    const views = new Set<StoreViewCode>();
    for (const storeView of STORE_VIEW_CODES) {
      const allEnabled = ancestors.every(
        (ancestor) =>
          (override.get(`${ancestor}:${storeView}`) ?? enabledDefault.get(ancestor)) === true,
      );
      if (allEnabled) views.add(storeView);
    }
    result.set(id, views);
  }
  return result;
}

function unique(values: number[]): number[] {
  return [...new Set(values)];
}
