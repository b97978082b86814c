import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import { sql, type SQL } from 'drizzle-orm';
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
 * One query whatever the number of refs. `now` is accepted for time-bound availability;
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
  const visibility = catalogVisibility(bounded);
  if (!visibility) return result;
  for (const row of rowsOf<VisibilityRow>(await db.execute(visibility))) {
    const views = result.get(`${row.kind}:${Number(row.id)}`);
    if (views && row.store_view) views.add(row.store_view);
  }
  return result;
}

/** A row of a visibility statement: where an entity is shown (store view null: nowhere). */
export interface VisibilityRow {
  kind: string;
  id: number;
  store_view: StoreViewCode | null;
}

/**
 * The statement behind `visibleStoreViews`, for callers that run it together with other
 * owners' visibility in one statement (route lookups): (kind, id, store_view) rows, kind
 * 'product' or 'category'. Null when there are no refs.
 */
export function catalogVisibility(refs: readonly CatalogEntityRef[]): SQL | null {
  const bounded = refs.slice(0, MAX_AVAILABILITY_REFS);
  const productIds = unique(bounded.filter((ref) => ref.type === 'product').map((ref) => ref.id));
  const categoryIds = unique(bounded.filter((ref) => ref.type === 'category').map((ref) => ref.id));
  const parts: SQL[] = [];
  if (productIds.length > 0) {
    parts.push(sql`SELECT 'product' AS kind, i.product_id AS id, i.store_view
      FROM ${productIndex} i WHERE i.product_id = ANY(${intArray(productIds)}) AND i.visibility > 1`);
  }
  if (categoryIds.length > 0) {
    parts.push(
      sql`SELECT 'category' AS kind, c.id, c.store_view FROM (${categoryVisibility(categoryIds)}) c`,
    );
  }
  return parts.length ? sql.join(parts, sql` UNION ALL `) : null;
}

/**
 * Store views (of `storeViews`, default all) where each category (level 2 and below) and all
 * its ancestors under "Default Category" are enabled (a store value overrides the category's
 * own flag), in ONE query. Every such category has an entry, empty when it is shown nowhere;
 * the roots have none. Shared with the catalogue's category reads.
 */
export async function categoryEnablement(
  db: Database,
  categoryIds: number[],
  storeViews: readonly StoreViewCode[] = STORE_VIEW_CODES,
): Promise<Map<number, Set<StoreViewCode>>> {
  const result = new Map<number, Set<StoreViewCode>>();
  if (categoryIds.length === 0) return result;
  const rows = await db.execute(categoryVisibility(categoryIds, storeViews));
  for (const row of rowsOf<{ id: number; store_view: StoreViewCode | null }>(rows)) {
    const id = Number(row.id);
    let views = result.get(id);
    if (!views) result.set(id, (views = new Set()));
    if (row.store_view) views.add(row.store_view);
  }
  return result;
}

/**
 * (id, store_view) of each category of level 2 and below, once per store view where it and
 * every ancestor under the store root are enabled (a store value overrides the category's own
 * flag), or once with a null store view when it is shown nowhere. path "1/2/5/9": the shop's
 * part starts after the store root; a missing ancestor counts as disabled.
 */
function categoryVisibility(
  categoryIds: number[],
  storeViews: readonly StoreViewCode[] = STORE_VIEW_CODES,
): SQL {
  const codes = sql`ARRAY[${sql.join(
    storeViews.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
  return sql`SELECT t.id, v.code AS store_view
    FROM ${categories} t
    LEFT JOIN LATERAL (
      SELECT code FROM unnest(${codes}) AS code
      WHERE NOT EXISTS (
        SELECT 1 FROM unnest((string_to_array(t.path, '/'))[3:]) AS p(id)
        LEFT JOIN ${categories} a ON a.id = p.id::int
        LEFT JOIN ${categoryStoreValues} s ON s.category_id = p.id::int AND s.store_view = code
        WHERE coalesce(s.enabled, a.enabled) IS NOT TRUE
      )
    ) v ON true
    WHERE t.id = ANY(${intArray(unique(categoryIds))}) AND t.level >= 2`;
}

export function intArray(values: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`;
}

/** node-postgres and PGlite both answer a raw query with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[];
}

function unique(values: number[]): number[] {
  return [...new Set(values)];
}
