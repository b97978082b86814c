import type { StoreViewCode } from '@lumo/block-schema';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { searchLanguages } from './catalog-rules';

/** Filters after parsing: ids and codes, prices in minor units. */
export interface ListingFilter {
  categoryIds?: number[];
  productIds?: number[];
  urlKeys?: string[];
  skus?: string[];
  nameMatch?: string;
  priceFromMinor?: number;
  priceToMinor?: number;
  flavours?: string[];
  strengths?: number[];
  volumes?: number[];
  colours?: string[];
  deviceTypes?: string[];
}

export type ListingSort =
  | { by: 'relevance'; direction: 'ASC' | 'DESC' }
  | { by: 'position'; direction: 'ASC' | 'DESC'; categoryId: number | null }
  | { by: 'name'; direction: 'ASC' | 'DESC' }
  | { by: 'price'; direction: 'ASC' | 'DESC' };

export interface ListingQuery {
  storeView: StoreViewCode;
  now: Date;
  search: string | null;
  filter: ListingFilter;
}

export type Facet = 'price' | 'flavour' | 'nicotine_strength' | 'device_type' | 'category_uid';

/** Width of a price bucket in minor units (10.00 in the store view's currency). */
export const PRICE_BUCKET_MINOR = 1000;

/**
 * The SQL of listings, layered navigation and search over product_index. A listing row is a
 * product shown in lists (visibility 2/4, or 3/4 when searching); a unit row has the price,
 * stock and variant attributes (a simple or bundle product is its own unit; a configurable
 * product's units are its sellable variants). Unit filters (price, flavour, strength, volume,
 * colour) match a listing when one of its units matches them all.
 */
export class CatalogListing {
  constructor(private readonly db: Database) {}

  private finalPrice(now: Date): SQL {
    const at = now.toISOString();
    return sql`(CASE WHEN u.special_price_minor IS NOT NULL AND u.special_price_minor < u.price_minor
      AND (u.special_from IS NULL OR u.special_from <= ${at}::timestamptz)
      AND (u.special_to IS NULL OR u.special_to > ${at}::timestamptz)
      THEN u.special_price_minor ELSE u.price_minor END)`;
  }

  private tsQuery(storeView: StoreViewCode, search: string): SQL {
    const languages = [...searchLanguages(storeView), 'simple'];
    return sql.join(
      languages.map((language) => sql`websearch_to_tsquery(${language}::regconfig, ${search})`),
      sql` || `,
    );
  }

  /** Conditions on the listing row `l`, without the facet being counted. */
  private listingConditions(query: ListingQuery, except?: Facet): SQL[] {
    const { filter, storeView, search } = query;
    const conditions: SQL[] = [
      sql`l.store_view = ${storeView}`,
      sql`l.product_id = l.listing_id`,
      search ? sql`l.visibility IN (3, 4)` : sql`l.visibility IN (2, 4)`,
    ];
    if (search) {
      conditions.push(
        sql`(l.search_document @@ (${this.tsQuery(storeView, search)}) OR ${search.toLowerCase()} <% l.search_text)`,
      );
    }
    if (filter.categoryIds && except !== 'category_uid') {
      conditions.push(sql`l.category_ids && ${toIntArray(filter.categoryIds)}`);
    }
    if (filter.productIds)
      conditions.push(sql`l.product_id = ANY(${toIntArray(filter.productIds)})`);
    if (filter.urlKeys) conditions.push(sql`l.url_key = ANY(${toTextArray(filter.urlKeys)})`);
    if (filter.skus) conditions.push(sql`l.sku = ANY(${toTextArray(filter.skus)})`);
    if (filter.nameMatch) {
      conditions.push(sql`l.name ILIKE ${`%${escapeLike(filter.nameMatch)}%`}`);
    }
    if (filter.deviceTypes && except !== 'device_type') {
      conditions.push(sql`l.device_type = ANY(${toTextArray(filter.deviceTypes)})`);
    }
    return conditions;
  }

  /** Conditions on the unit row `u`, without the facet being counted. */
  private unitConditions(query: ListingQuery, except?: Facet): SQL[] {
    const { filter } = query;
    const conditions: SQL[] = [sql`u.store_view = ${query.storeView}`, sql`u.is_unit`];
    const price = this.finalPrice(query.now);
    if (except !== 'price') {
      if (filter.priceFromMinor !== undefined)
        conditions.push(sql`${price} >= ${filter.priceFromMinor}`);
      if (filter.priceToMinor !== undefined)
        conditions.push(sql`${price} < ${filter.priceToMinor}`);
    }
    if (filter.flavours && except !== 'flavour') {
      conditions.push(sql`u.flavour_code = ANY(${toTextArray(filter.flavours)})`);
    }
    if (filter.strengths && except !== 'nicotine_strength') {
      conditions.push(sql`u.nicotine_mg_ml = ANY(${toFloatArray(filter.strengths)})`);
    }
    if (filter.volumes) conditions.push(sql`u.volume_ml = ANY(${toFloatArray(filter.volumes)})`);
    if (filter.colours) conditions.push(sql`lower(u.colour) = ANY(${toTextArray(filter.colours)})`);
    return conditions;
  }

  /** Matching listings with their price range among matching units. */
  private matched(query: ListingQuery, except?: Facet): SQL {
    return sql`SELECT l.product_id, l.name, l.search_document, l.search_text,
        min(${this.finalPrice(query.now)}) AS min_price
      FROM product_index l
      JOIN product_index u ON u.listing_id = l.product_id AND ${sql.join(this.unitConditions(query, except), sql` AND `)}
      WHERE ${sql.join(this.listingConditions(query, except), sql` AND `)}
      GROUP BY l.product_id, l.name, l.search_document, l.search_text`;
  }

  /** One page of product ids and the total count. */
  async page(
    query: ListingQuery,
    sort: ListingSort,
    page: { size: number; current: number },
  ): Promise<{ ids: number[]; total: number }> {
    const direction = sort.direction === 'DESC' ? sql`DESC` : sql`ASC`;
    let joinPosition = sql``;
    let order: SQL;
    if (sort.by === 'relevance' && query.search) {
      const search = query.search;
      const rank = sql`(ts_rank_cd(m.search_document, ${this.tsQuery(query.storeView, search)}) * 2 + word_similarity(${search.toLowerCase()}, m.search_text) + word_similarity(${search.toLowerCase()}, lower(m.name)))`;
      order = sql`${rank} ${direction}, m.name ASC, m.product_id ASC`;
    } else if (sort.by === 'name') {
      order = sql`m.name ${direction}, m.product_id ASC`;
    } else if (sort.by === 'price') {
      order = sql`m.min_price ${direction}, m.name ASC, m.product_id ASC`;
    } else {
      const categoryId = sort.by === 'position' ? sort.categoryId : null;
      if (categoryId !== null) {
        joinPosition = sql`LEFT JOIN product_categories pc ON pc.product_id = m.product_id AND pc.category_id = ${categoryId}`;
        order = sql`coalesce(pc.position, 2147483647) ${direction}, m.product_id ASC`;
      } else {
        order = sql`m.product_id ${direction}`;
      }
    }
    const offset = (page.current - 1) * page.size;
    const rows = await this.db.execute(
      sql`SELECT m.product_id, count(*) OVER () AS total
        FROM (${this.matched(query)}) m ${joinPosition}
        ORDER BY ${order} LIMIT ${page.size} OFFSET ${offset}`,
    );
    const list = rowsOf<{ product_id: number; total: string | number }>(rows);
    let total = Number(list[0]?.total ?? 0);
    if (list.length === 0 && offset > 0) total = await this.count(query);
    return { ids: list.map((row) => Number(row.product_id)), total };
  }

  async count(query: ListingQuery): Promise<number> {
    const rows = await this.db.execute(
      sql`SELECT count(*) AS total FROM (${this.matched(query)}) m`,
    );
    return Number(rowsOf<{ total: string | number }>(rows)[0]?.total ?? 0);
  }

  /**
   * Option counts of one facet among the listings matching every other filter (Magento's
   * layered navigation): each listing counts once per value one of its matching units has.
   */
  async facet(query: ListingQuery, facet: Facet): Promise<{ value: string; count: number }[]> {
    const listing = sql.join(this.listingConditions(query, facet), sql` AND `);
    const unit = sql.join(this.unitConditions(query, facet), sql` AND `);
    const price = this.finalPrice(query.now);
    const from = sql`FROM product_index l JOIN product_index u ON u.listing_id = l.product_id AND ${unit} WHERE ${listing}`;
    let statement: SQL;
    switch (facet) {
      case 'price':
        statement = sql`SELECT bucket::text AS value, count(*) AS count FROM (
            SELECT l.product_id, floor(min(${price}) / ${PRICE_BUCKET_MINOR}) AS bucket ${from} GROUP BY l.product_id
          ) p GROUP BY bucket ORDER BY bucket`;
        break;
      case 'flavour':
        statement = sql`SELECT u.flavour_code AS value, count(DISTINCT l.product_id) AS count ${from}
          AND u.flavour_code IS NOT NULL GROUP BY u.flavour_code ORDER BY u.flavour_code`;
        break;
      case 'nicotine_strength':
        statement = sql`SELECT u.nicotine_mg_ml::text AS value, count(DISTINCT l.product_id) AS count ${from}
          AND u.nicotine_mg_ml IS NOT NULL GROUP BY u.nicotine_mg_ml ORDER BY u.nicotine_mg_ml`;
        break;
      case 'device_type':
        statement = sql`SELECT l.device_type AS value, count(DISTINCT l.product_id) AS count ${from}
          AND l.device_type IS NOT NULL GROUP BY l.device_type ORDER BY l.device_type`;
        break;
      case 'category_uid':
        statement = sql`SELECT c.id::text AS value, count(DISTINCT l.product_id) AS count
          FROM product_index l CROSS JOIN LATERAL unnest(l.category_ids) AS c(id)
          JOIN product_index u ON u.listing_id = l.product_id AND ${unit}
          WHERE ${listing} GROUP BY c.id ORDER BY c.id`;
        break;
    }
    const rows = rowsOf<{ value: string; count: string | number }>(
      await this.db.execute(statement),
    );
    return rows.map((row) => ({ value: String(row.value), count: Number(row.count) }));
  }

  /**
   * Did-you-mean: words of the store view's product names and flavours closest to the search
   * (trigram similarity), for a search with few or no hits.
   */
  async suggestions(storeView: StoreViewCode, search: string, limit = 3): Promise<string[]> {
    const term = search.toLowerCase();
    const rows = rowsOf<{ word: string }>(
      await this.db.execute(
        sql`SELECT word FROM (
            SELECT DISTINCT word FROM product_index,
              regexp_split_to_table(search_text, '[^[:alnum:]]+') AS word
            WHERE store_view = ${storeView} AND product_id = listing_id AND visibility IN (3, 4)
              AND length(word) > 2
          ) words
          WHERE word <> ${term} AND similarity(word, ${term}) > 0.3
          ORDER BY similarity(word, ${term}) DESC, word ASC LIMIT ${limit}`,
      ),
    );
    return rows.map((row) => row.word);
  }
}

/** node-postgres returns { rows }, PGlite's drizzle driver the same shape. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[];
}

function toIntArray(values: number[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`;
}

function toFloatArray(values: number[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::float8[]`;
}

function toTextArray(values: string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}
