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
  /** The search with misspelled words corrected (catalog-spelling), when any was. */
  corrected?: string | null;
  filter: ListingFilter;
}

export type Facet = 'price' | 'flavour' | 'nicotine_strength' | 'device_type' | 'category_uid';

/** Width of a price bucket in minor units (10.00 in the store view's currency). */
export const PRICE_BUCKET_MINOR = 1000;

/**
 * How many of a search's best full-text matches are ranked by trigram similarity too: the
 * first pages shoppers see (6 pages of 12, 3 of 24, 2 of 36, the shop's page sizes); later
 * pages follow by full-text rank. Two trigram similarities per ranked row were a third of a
 * 500-result search's time at 200 (ADR 0058).
 */
const RANKED = 72;

/**
 * The SQL of listings, layered navigation and search over product_index. A listing row is a
 * product shown in lists (visibility 2/4, or 3/4 when searching); a unit row has the price,
 * stock and variant attributes (a simple or bundle product is its own unit; a configurable
 * product's units are its sellable variants). Unit filters (price, flavour, strength, volume,
 * colour) match a listing when one of its units matches them all.
 */
export class CatalogListing {
  constructor(private readonly db: Database) {}

  private finalPrice(now: Date, alias: UnitAlias = 'u'): SQL {
    const at = now.toISOString();
    const u = sql.raw(alias);
    return sql`(CASE WHEN ${u}.special_price_minor IS NOT NULL AND ${u}.special_price_minor < ${u}.price_minor
      AND (${u}.special_from IS NULL OR ${u}.special_from <= ${at}::timestamptz)
      AND (${u}.special_to IS NULL OR ${u}.special_to > ${at}::timestamptz)
      THEN ${u}.special_price_minor ELSE ${u}.price_minor END)`;
  }

  /** The search, or its corrected spelling, in the store view's languages and 'simple'. */
  private tsQuery(query: ListingQuery): SQL {
    const languages = [...searchLanguages(query.storeView), 'simple'];
    const texts = [query.search ?? '', ...(query.corrected ? [query.corrected] : [])];
    const queries = texts.flatMap((text) =>
      languages.map((language) => sql`websearch_to_tsquery(${language}::regconfig, ${text})`),
    );
    // Search as you type (the editor's picker, the header's suggestions): the last word may be
    // the start of a word ("pepp" finds Peppermint).
    const prefix = prefixQueryText(query.search ?? '');
    if (prefix) queries.push(sql`to_tsquery('simple', ${prefix})`);
    return sql.join(queries, sql` || `);
  }

  /**
   * The table of listing rows `l` for the query: listing_search (the listing rows' narrow copy,
   * ADR 0058) unless a filter needs a column only product_index has (url keys, skus, name).
   */
  private listingTable(query: ListingQuery): ListingTable {
    const { urlKeys, skus, nameMatch } = query.filter;
    return urlKeys || skus || nameMatch ? 'product_index' : 'listing_search';
  }

  /** Conditions on the listing row `l` of `table`, without the facet being counted. */
  private listingConditions(
    query: ListingQuery,
    except?: Facet,
    table: ListingTable = 'product_index',
  ): SQL[] {
    const { filter, storeView, search } = query;
    const conditions: SQL[] = [
      sql`l.store_view = ${storeView}`,
      // listing_search holds listing rows only.
      ...(table === 'product_index' ? [sql`l.is_listing`] : []),
      search ? sql`l.visibility IN (3, 4)` : sql`l.visibility IN (2, 4)`,
    ];
    if (search) {
      // Served by the full-text GIN index; typos are handled by correcting the words first.
      conditions.push(sql`l.search_document @@ (${this.tsQuery(query)})`);
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

  /** Conditions on the unit row `u` (or `l`), without the facet being counted. */
  private unitConditions(query: ListingQuery, except?: Facet, alias: UnitAlias = 'u'): SQL[] {
    const { filter } = query;
    const u = sql.raw(alias);
    const conditions: SQL[] = [sql`${u}.store_view = ${query.storeView}`, sql`${u}.is_unit`];
    const price = this.finalPrice(query.now, alias);
    if (except !== 'price') {
      if (filter.priceFromMinor !== undefined)
        conditions.push(sql`${price} >= ${filter.priceFromMinor}`);
      if (filter.priceToMinor !== undefined)
        conditions.push(sql`${price} < ${filter.priceToMinor}`);
    }
    if (filter.flavours && except !== 'flavour') {
      conditions.push(sql`${u}.flavour_code = ANY(${toTextArray(filter.flavours)})`);
    }
    if (filter.strengths && except !== 'nicotine_strength') {
      conditions.push(sql`${u}.nicotine_mg_ml = ANY(${toFloatArray(filter.strengths)})`);
    }
    if (filter.volumes) {
      conditions.push(sql`${u}.volume_ml = ANY(${toFloatArray(filter.volumes)})`);
    }
    if (filter.colours) {
      conditions.push(sql`lower(${u}.colour) = ANY(${toTextArray(filter.colours)})`);
    }
    return conditions;
  }

  /**
   * Matching listings with their price range among matching units and, when searching, their
   * full-text rank (cheap; the trigram part of relevance is added for the best only).
   */
  private matched(query: ListingQuery, except?: Facet): SQL {
    const textRank = this.textRank(query);
    return sql`SELECT l.product_id, l.name, l.search_text, ${textRank} AS text_rank,
        min(${this.finalPrice(query.now)}) AS min_price
      FROM product_index l
      JOIN product_index u ON u.listing_id = l.product_id AND ${sql.join(this.unitConditions(query, except), sql` AND `)}
      WHERE ${sql.join(this.listingConditions(query, except), sql` AND `)}
      GROUP BY l.product_id, l.store_view`;
  }

  private textRank(query: ListingQuery): SQL {
    // ts_rank (weights A name and flavour, B sku, C descriptions): several times cheaper than
    // ts_rank_cd, which matters when a search matches thousands of listings.
    return query.search ? sql`ts_rank(l.search_document, ${this.tsQuery(query)})` : sql`0`;
  }

  /**
   * Matching listings without their units, when no unit filter is set: every listing in the
   * index has a sellable unit (itself, or a variant), so the units need not be joined; the
   * lowest price comes from the listing's unit summary.
   */
  private matchedListings(query: ListingQuery): SQL {
    return sql`SELECT l.product_id, l.name, l.search_text, ${this.textRank(query)} AS text_rank,
        ${this.listingPrice(query.now)} AS min_price
      FROM product_index l WHERE ${sql.join(this.listingConditions(query), sql` AND `)}`;
  }

  /**
   * The lowest final price of the listing row `l`'s units, from its unit summary. Only when a
   * unit has a special price (time-bound, so not stored) are a configurable product's
   * variants read, by the listing index.
   */
  private listingPrice(now: Date): SQL {
    return sql`(CASE WHEN NOT l.unit_special_prices THEN l.unit_min_price_minor
      WHEN l.is_unit THEN ${this.finalPrice(now, 'l')}
      ELSE (SELECT min(${this.finalPrice(now)}) FROM product_index u
        WHERE u.store_view = l.store_view AND u.listing_id = l.product_id AND u.is_unit) END)`;
  }

  /**
   * The facet values of the listing row `l`, from its unit summary (only without unit filters:
   * a summary covers all the listing's units): its facet key (device type, categories,
   * flavours, strengths) and its price bucket (null unless `withPrice`).
   */
  private facetColumns(query: ListingQuery, withPrice: boolean): SQL {
    const bucket = withPrice
      ? sql`floor(${this.listingPrice(query.now)} / ${PRICE_BUCKET_MINOR})`
      : sql`NULL::float8`;
    return sql`l.unit_facet_key AS facet_key, ${bucket} AS bucket`;
  }

  /**
   * Rows with `facetColumns` grouped by their values (a few hundred groups for thousands of
   * listings), with how many listings each group has: the facets are counted on the groups.
   */
  private facetGroups(rows: SQL): SQL {
    // Grouped by the facet key (one text), then the few groups' keys are split into values.
    return sql`SELECT nullif(split_part(k.facet_key, '|', 1), '') AS device_type,
        string_to_array(split_part(k.facet_key, '|', 2), ',')::int[] AS category_ids,
        string_to_array(split_part(k.facet_key, '|', 3), ',') AS flavours,
        string_to_array(split_part(k.facet_key, '|', 4), ',')::float8[] AS strengths,
        k.bucket, k.n
      FROM (SELECT facet_key, bucket, count(*) AS n FROM ${rows} GROUP BY facet_key, bucket) k`;
  }

  /** Rows (facet, value, count, num, txt) of the facets, counted on the groups `g`. */
  private groupedFacetCounts(facets: readonly Facet[]): SQL {
    const branches: Record<Facet, SQL> = {
      price: sql`SELECT 'price' AS facet, bucket::text AS value, sum(n) AS count,
          bucket::float8 AS num, NULL::text AS txt
        FROM g WHERE bucket IS NOT NULL GROUP BY bucket`,
      flavour: sql`SELECT 'flavour' AS facet, v AS value, sum(n) AS count, NULL::float8 AS num,
          v AS txt FROM (SELECT unnest(flavours) AS v, n FROM g) e GROUP BY v`,
      nicotine_strength: sql`SELECT 'nicotine_strength' AS facet, v::text AS value, sum(n) AS count,
          v AS num, NULL::text AS txt FROM (SELECT unnest(strengths) AS v, n FROM g) e GROUP BY v`,
      device_type: sql`SELECT 'device_type' AS facet, device_type AS value, sum(n) AS count,
          NULL::float8 AS num, device_type AS txt FROM g WHERE device_type IS NOT NULL GROUP BY device_type`,
      category_uid: sql`SELECT 'category_uid' AS facet, v::text AS value, sum(n) AS count,
          v::float8 AS num, NULL::text AS txt FROM (SELECT unnest(category_ids) AS v, n FROM g) e GROUP BY v`,
    };
    return sql.join(
      [...facets].sort().map((facet) => sql`(${branches[facet]})`),
      sql` UNION ALL `,
    );
  }

  /** Facet counts without unit filters: one statement over the listing rows' summaries. */
  private async summaryFacets(
    query: ListingQuery,
    facets: readonly Facet[],
    except?: Facet,
  ): Promise<FacetCounts> {
    const table = this.listingTable(query);
    const rows = sql`(SELECT ${this.facetColumns(query, facets.includes('price'))}
      FROM ${sql.identifier(table)} l WHERE ${sql.join(this.listingConditions(query, except, table), sql` AND `)}) f`;
    const result = await this.db.execute(
      sql`WITH g AS MATERIALIZED (${this.facetGroups(rows)})
        SELECT facet, value, count FROM (${this.groupedFacetCounts(facets)}) f
        ORDER BY facet, num, txt`,
    );
    return facetCountsOf(rowsOf<FacetRow>(result), facets);
  }

  /**
   * Whether `search` answers this listing: a relevance-sorted search without unit filters
   * whose page lies among the RANKED best (the first pages shoppers see).
   */
  canSearchInOneScan(
    query: ListingQuery,
    sort: ListingSort,
    page: { size: number; current: number },
  ): boolean {
    return (
      sort.by === 'relevance' &&
      query.search !== null &&
      !hasUnitFilter(query.filter) &&
      page.current * page.size <= RANKED
    );
  }

  /**
   * A relevance-sorted search page, its total and (when `facets` is given and no facet's own
   * filter is set) its facet counts in ONE statement: the matching listings are found and
   * ranked once and shared by the page, the total and the counts. Same order as `page`: the
   * RANKED best by full-text rank, re-ranked with the trigram similarity of name and flavours.
   */
  async search(
    query: ListingQuery,
    sort: Extract<ListingSort, { by: 'relevance' }>,
    page: { size: number; current: number },
    facets: readonly Facet[] | null,
  ): Promise<{ ids: number[]; total: number; facets: FacetCounts | null }> {
    const direction = sort.direction === 'DESC' ? sql`DESC` : sql`ASC`;
    const term = (query.corrected ?? query.search ?? '').toLowerCase();
    const counted =
      facets && facets.every((facet) => !ownFilterSet(query.filter, facet)) ? facets : null;
    const table = this.listingTable(query);
    const listing = sql.join(this.listingConditions(query, undefined, table), sql` AND `);
    const rank = sql`(t.text_rank * 2 + word_similarity(${term}, p.search_text) + word_similarity(${term}, lower(p.name)))`;
    const parts = [
      sql`SELECT 'item' AS kind, ranked.position, ranked.product_id::text AS value,
          NULL::numeric AS count, NULL::float8 AS num, NULL::text AS txt
        FROM (SELECT t.product_id, row_number() OVER (ORDER BY ${rank} ${direction},
              t.text_rank ${direction}, p.name ASC, t.product_id ASC) AS position
          FROM top t JOIN product_index p ON p.product_id = t.product_id AND p.store_view = ${query.storeView}) ranked
        WHERE ranked.position > ${(page.current - 1) * page.size} AND ranked.position <= ${page.current * page.size}`,
      // The groups count every listing once: the total is their sum.
      counted
        ? sql`SELECT 'total', NULL, NULL, sum(n), NULL, NULL FROM g`
        : sql`SELECT 'total', NULL, NULL, count(*), NULL, NULL FROM l`,
    ];
    let groups = sql``;
    if (counted) {
      groups = sql`, g AS MATERIALIZED (${this.facetGroups(sql`l`)})`;
      parts.push(
        sql`SELECT 'facet:' || facet, NULL, value, count, num, txt FROM (${this.groupedFacetCounts(counted)}) f`,
      );
    }
    const facetColumns = counted
      ? sql`, ${this.facetColumns(query, counted.includes('price'))}`
      : sql``;
    const rows = rowsOf<FacetRow & { kind: string; position: string | number | null }>(
      await this.db.execute(
        sql`WITH l AS MATERIALIZED (
            SELECT l.product_id, ${this.textRank(query)} AS text_rank ${facetColumns}
            FROM ${sql.identifier(table)} l WHERE ${listing}
          ),
          top AS (SELECT product_id, text_rank FROM l
            ORDER BY text_rank ${direction}, product_id ASC LIMIT ${RANKED}) ${groups}
          SELECT kind, position, value, count, num, txt FROM (${sql.join(
            parts.map((part) => sql`(${part})`),
            sql` UNION ALL `,
          )}) r ORDER BY kind, position, num, txt`,
      ),
    );
    const ids = rows.filter((row) => row.kind === 'item').map((row) => Number(row.value));
    const total = Number(rows.find((row) => row.kind === 'total')?.count ?? 0);
    const facetRows = rows
      .filter((row) => row.kind.startsWith('facet:'))
      .map((row) => ({ ...row, facet: row.kind.slice('facet:'.length) as Facet }));
    return { ids, total, facets: counted ? facetCountsOf(facetRows, counted) : null };
  }

  /**
   * Matching (listing, unit) pairs for the facets: a simple or bundle listing is its own unit
   * (not joined again); only configurable listings join their variants.
   */
  private matchedUnits(query: ListingQuery): SQL {
    const listing = sql.join(this.listingConditions(query), sql` AND `);
    const own = sql.join(this.unitConditions(query, undefined, 'l'), sql` AND `);
    const variant = sql.join(this.unitConditions(query), sql` AND `);
    return sql`l AS MATERIALIZED (
        SELECT l.product_id, l.store_view, l.is_unit, l.device_type, l.category_ids, l.flavour_code,
          l.nicotine_mg_ml, l.volume_ml, l.colour, l.price_minor, l.special_price_minor,
          l.special_from, l.special_to
        FROM product_index l WHERE ${listing}
      ),
      m AS MATERIALIZED (
        SELECT l.product_id, l.device_type, l.category_ids, l.flavour_code, l.nicotine_mg_ml,
          ${this.finalPrice(query.now, 'l')} AS price
        FROM l WHERE ${own}
        UNION ALL
        SELECT l.product_id, l.device_type, l.category_ids, u.flavour_code, u.nicotine_mg_ml,
          ${this.finalPrice(query.now)}
        FROM l JOIN product_index u ON u.listing_id = l.product_id AND ${variant}
        WHERE NOT l.is_unit
      )`;
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
    const source = hasUnitFilter(query.filter) ? this.matched(query) : this.matchedListings(query);
    let from = sql`(${source}) m`;
    if (sort.by === 'relevance' && query.search) {
      // Bounded ranking: the RANKED best by full-text rank get the trigram similarity of their
      // name and flavours to the search added (too slow for thousands of hits); the rest follow
      // by full-text rank, so pages stay consistent.
      const term = (query.corrected ?? query.search).toLowerCase();
      from = sql`(SELECT r.*, row_number() OVER (ORDER BY r.text_rank ${direction}, r.product_id ASC) AS text_position
        FROM (${source}) r) m`;
      const ranked = sql`m.text_position <= ${RANKED}`;
      const rank = sql`(m.text_rank * 2 + word_similarity(${term}, m.search_text) + word_similarity(${term}, lower(m.name)))`;
      order = sql`CASE WHEN ${ranked} THEN 0 ELSE 1 END ASC, CASE WHEN ${ranked} THEN ${rank} END ${direction},
        m.text_rank ${direction}, m.name ASC, m.product_id ASC`;
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
        FROM ${from} ${joinPosition}
        ORDER BY ${order} LIMIT ${page.size} OFFSET ${offset}`,
    );
    const list = rowsOf<{ product_id: number; total: string | number }>(rows);
    let total = Number(list[0]?.total ?? 0);
    if (list.length === 0 && offset > 0) total = await this.count(query);
    return { ids: list.map((row) => Number(row.product_id)), total };
  }

  async count(query: ListingQuery): Promise<number> {
    const rows = await this.db.execute(
      sql`SELECT count(*) AS total FROM (${
        hasUnitFilter(query.filter) ? this.matched(query) : this.matchedListings(query)
      }) m`,
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
   * Option counts of several facets. The facets whose own filter is not set share one set of
   * matching rows (the search and filters evaluated once, in one statement); a facet with its
   * own filter set is counted without it, on its own.
   */
  async facets(
    query: ListingQuery,
    facets: readonly Facet[],
  ): Promise<Map<Facet, { value: string; count: number }[]>> {
    const shared = facets.filter((facet) => !ownFilterSet(query.filter, facet));
    if (!hasUnitFilter(query.filter)) {
      // Each listing's unit summary stands for its units: no join of the variants.
      const result = shared.length ? await this.summaryFacets(query, shared) : new Map();
      for (const facet of facets) {
        if (!shared.includes(facet)) {
          result.set(facet, (await this.summaryFacets(query, [facet], facet)).get(facet) ?? []);
        }
      }
      return result;
    }
    const result: FacetCounts = new Map();
    for (const facet of facets) {
      if (!shared.includes(facet)) result.set(facet, await this.facet(query, facet));
    }
    if (shared.length === 0) return result;
    // Listing-level facets: without a unit filter every matching listing has a matching unit.
    const listings = hasUnitFilter(query.filter)
      ? sql`(SELECT DISTINCT product_id, device_type, category_ids FROM m)`
      : sql`l`;
    // Each branch: facet, value, count and its sort key (numeric or text); sorted at the end.
    const branches: Record<Facet, SQL> = {
      price: sql`SELECT 'price' AS facet, bucket::text AS value, count(*) AS count,
          bucket::float8 AS num, NULL::text AS txt
        FROM (SELECT floor(min(price) / ${PRICE_BUCKET_MINOR}) AS bucket FROM m GROUP BY product_id) p
        GROUP BY bucket`,
      flavour: sql`SELECT 'flavour' AS facet, flavour_code AS value, count(*) AS count,
          NULL::float8 AS num, flavour_code AS txt
        FROM (SELECT DISTINCT product_id, flavour_code FROM m WHERE flavour_code IS NOT NULL) d
        GROUP BY flavour_code`,
      nicotine_strength: sql`SELECT 'nicotine_strength' AS facet, nicotine_mg_ml::text AS value,
          count(*) AS count, nicotine_mg_ml AS num, NULL::text AS txt
        FROM (SELECT DISTINCT product_id, nicotine_mg_ml FROM m WHERE nicotine_mg_ml IS NOT NULL) d
        GROUP BY nicotine_mg_ml`,
      device_type: sql`SELECT 'device_type' AS facet, device_type AS value, count(*) AS count,
          NULL::float8 AS num, device_type AS txt
        FROM ${listings} d WHERE device_type IS NOT NULL GROUP BY device_type`,
      category_uid: sql`SELECT 'category_uid' AS facet, c.id::text AS value, count(*) AS count,
          c.id::float8 AS num, NULL::text AS txt
        FROM ${listings} d CROSS JOIN LATERAL unnest(d.category_ids) AS c(id) GROUP BY c.id`,
    };
    const ordered = [...shared].sort();
    const rows = rowsOf<{ facet: Facet; value: string; count: string | number }>(
      await this.db.execute(
        sql`WITH ${this.matchedUnits(query)}
          SELECT facet, value, count FROM (${sql.join(
            ordered.map((facet) => sql`(${branches[facet]})`),
            sql` UNION ALL `,
          )}) f ORDER BY facet, num, txt`,
      ),
    );
    for (const facet of shared) {
      result.set(
        facet,
        rows
          .filter((row) => row.facet === facet)
          .map((row) => ({ value: String(row.value), count: Number(row.count) })),
      );
    }
    return result;
  }
}

type UnitAlias = 'u' | 'l';

/** Where listing rows are read: the whole index, or its listings' narrow copy (ADR 0058). */
type ListingTable = 'product_index' | 'listing_search';

/** Option counts per facet, sorted by value. */
export type FacetCounts = Map<Facet, { value: string; count: number }[]>;

interface FacetRow {
  facet: Facet;
  value: string;
  count: string | number;
}

/** Rows already sorted by facet and value -> counts of each facet (empty when none). */
function facetCountsOf(rows: readonly FacetRow[], facets: readonly Facet[]): FacetCounts {
  const result: FacetCounts = new Map(facets.map((facet) => [facet, []]));
  for (const row of rows) {
    result.get(row.facet)?.push({ value: String(row.value), count: Number(row.count) });
  }
  return result;
}

/** Whether a filter on units (price, flavour, strength, volume, colour) is set. */
function hasUnitFilter(filter: ListingFilter): boolean {
  return (
    filter.priceFromMinor !== undefined ||
    filter.priceToMinor !== undefined ||
    filter.flavours !== undefined ||
    filter.strengths !== undefined ||
    filter.volumes !== undefined ||
    filter.colours !== undefined
  );
}

/** Whether the facet's own filter is set (its counts then ignore it). */
function ownFilterSet(filter: ListingFilter, facet: Facet): boolean {
  switch (facet) {
    case 'price':
      return filter.priceFromMinor !== undefined || filter.priceToMinor !== undefined;
    case 'flavour':
      return filter.flavours !== undefined;
    case 'nicotine_strength':
      return filter.strengths !== undefined;
    case 'device_type':
      return filter.deviceTypes !== undefined;
    case 'category_uid':
      return filter.categoryIds !== undefined;
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

/**
 * "mint sorb" -> "mint & sorb:*". Words are letters and digits only, so nothing the shopper
 * types can be tsquery syntax; null when there is no last word of at least two characters.
 */
export function prefixQueryText(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const last = words.at(-1);
  if (!last || last.length < 2) return null;
  return [...words.slice(0, -1).slice(-4), `${last}:*`].join(' & ');
}
