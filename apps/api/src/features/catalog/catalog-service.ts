import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreViewCode } from '@lumo/block-schema';
import { inArray } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { categories, products } from '../../db/schema';
import { inputError, parseInput } from '../../errors';
import type { Logger } from '../../logger';
import { apiRoot } from '../../paths';
import { decodeUid, encodeUid } from '../../uid';
import {
  categoriesInputSchema,
  importRefused,
  parseImportRows,
  productsInputSchema,
} from './catalog-inputs';
import {
  CatalogListing,
  PRICE_BUCKET_MINOR,
  type Facet,
  type FacetCounts,
  type ListingFilter,
  type ListingQuery,
  type ListingSort,
} from './catalog-listing';
import { CatalogLabels, type CatalogLabelReader } from './catalog-labels';
import { DEVICE_TYPE_LABELS, strengthLabel } from './catalog-mappers';
import { correctSearch, spellingSuggestions } from './catalog-spelling';
import { CatalogRepository } from './catalog-repository';
import type { CategorySource, ProductSource } from './catalog-sources';
import {
  CATALOG_WRITE_TABLES,
  DEFAULT_CATEGORY_ID,
  ensureRoots,
  importCatalogRows,
  type ImportResult,
} from './catalog-writes';

/** Largest id list one call of productsByIds / categoriesByIds answers. */
export const MAX_IDS_PER_CALL = 500;

/** The demo catalogue (import rows, see seed-content/catalog/README.md). */
export const catalogSeedFolder = join(apiRoot, 'seed-content', 'catalog');

/** Seed-only column: the url_key a product had before, so its old URLs answer 301. */
const PREVIOUS_URL_KEY = '_seed_previous_url_key';

export interface AggregationShape {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: { label: string; value: string; count: number }[];
}

/** What `products` answers; the lazy parts are computed only when the query asks for them. */
export interface ProductListing {
  items: ProductSource[];
  total_count: number;
  page_info: { page_size: number; current_page: number; total_pages: number };
  sort_fields: { default: string; options: { value: string; label: string }[] };
  aggregations: () => Promise<AggregationShape[]>;
  suggestions: () => Promise<{ search: string }[]>;
}

const FACETS: { code: Facet; label: string }[] = [
  { code: 'price', label: 'Price' },
  { code: 'category_uid', label: 'Category' },
  { code: 'device_type', label: 'Type' },
  { code: 'flavour', label: 'Flavour' },
  { code: 'nicotine_strength', label: 'Nicotine strength' },
];

/** The catalogue: categories, products, search, market guards, import and demo seed. */
export class CatalogService {
  readonly repository: CatalogRepository;
  readonly listing: CatalogListing;
  /** Flavour labels, visible categories and the dictionary, per catalogue version. */
  readonly labels: CatalogLabels;

  private readonly seedFolder: string;
  private readonly tidyAfterBulkWrite: (tables: readonly string[]) => Promise<void>;

  constructor(
    readonly db: Database,
    readonly clock: Clock,
    readonly logger: Logger,
    options: {
      seedFolder?: string;
      /** The database's upkeep after an import (DatabaseHandle.tidyAfterBulkWrite). */
      tidyAfterBulkWrite?: (tables: readonly string[]) => Promise<void>;
    } = {},
  ) {
    this.seedFolder = options.seedFolder ?? catalogSeedFolder;
    this.tidyAfterBulkWrite = options.tidyAfterBulkWrite ?? (async () => {});
    this.repository = new CatalogRepository(db);
    this.listing = new CatalogListing(db);
    this.labels = new CatalogLabels(db, this.repository);
  }

  /** The labels of the current catalogue version, read at most once per call (lazily). */
  private labelReader(): () => Promise<CatalogLabelReader> {
    let reader: Promise<CatalogLabelReader> | null = null;
    return () => (reader ??= this.labels.current());
  }

  /**
   * Products visible in the store view, in the order of `ids` (missing, disabled or hidden ids
   * are left out). The objects are parents the ProductInterface resolvers accept.
   */
  productsByIds(storeView: StoreViewCode, ids: number[]): Promise<ProductSource[]> {
    return this.repository.productSources(storeView, ids.slice(0, MAX_IDS_PER_CALL));
  }

  /** Categories visible in the store view, in the order of `ids`; parents of CategoryTree. */
  categoriesByIds(storeView: StoreViewCode, ids: number[]): Promise<CategorySource[]> {
    return this.repository.categorySources(storeView, ids.slice(0, MAX_IDS_PER_CALL));
  }

  // ---- products ------------------------------------------------------------------------------

  /**
   * Magento's products query. `options.aggregations`: the caller will read the aggregations,
   * so a search counts them in the same statement as its page (one scan of the matches).
   */
  async products(
    storeView: StoreViewCode,
    args: unknown,
    options: { aggregations?: boolean } = {},
  ): Promise<ProductListing> {
    const input = parseInput(productsInputSchema, args);
    const filter = await this.listingFilter(storeView, input.filter);
    const labels = this.labelReader();
    const search = input.search;
    let corrected: string | null = null;
    if (search) {
      const kept = await labels();
      corrected = await kept.correction(storeView, search, () =>
        correctSearch(this.db, storeView, search, () => kept.dictionary(storeView)),
      );
    }
    const query: ListingQuery = {
      storeView,
      now: this.clock.now(),
      search: input.search,
      corrected,
      filter,
    };
    const singleCategory =
      filter.categoryIds?.length === 1 ? (filter.categoryIds[0] ?? null) : null;
    const sort = chooseSort(input.sort, input.search, singleCategory);
    return this.listingOf(query, sort, input.pageSize, input.currentPage, options, labels);
  }

  /** A category's products (CategoryInterface.products), by position unless sorted. */
  async categoryProducts(category: CategorySource, args: unknown): Promise<ProductListing> {
    const input = parseInput(productsInputSchema, args);
    const query: ListingQuery = {
      storeView: category.storeView,
      now: this.clock.now(),
      search: null,
      filter: category.id === DEFAULT_CATEGORY_ID ? {} : { categoryIds: [category.id] },
    };
    const sort = chooseSort(input.sort, null, category.id);
    return this.listingOf(query, sort, input.pageSize, input.currentPage);
  }

  /** Visible catalogue products per category (anchor: products of subcategories count). */
  async productCounts(
    storeView: StoreViewCode,
    categoryIds: number[],
  ): Promise<Map<number, number>> {
    const counts = new Map<number, number>(categoryIds.map((id) => [id, 0]));
    const all = await Promise.all(
      categoryIds.map(
        async (id) =>
          [
            id,
            await this.listing.count({
              storeView,
              now: this.clock.now(),
              search: null,
              filter: id === DEFAULT_CATEGORY_ID ? {} : { categoryIds: [id] },
            }),
          ] as const,
      ),
    );
    for (const [id, count] of all) counts.set(id, count);
    return counts;
  }

  private async listingOf(
    query: ListingQuery,
    sort: ListingSort,
    pageSize: number,
    currentPage: number,
    wanted: { aggregations?: boolean } = {},
    labels: () => Promise<CatalogLabelReader> = this.labelReader(),
  ): Promise<ProductListing> {
    const page = { size: pageSize, current: currentPage };
    let ids: number[];
    let total: number;
    let counted: FacetCounts | null = null;
    if (sort.by === 'relevance' && this.listing.canSearchInOneScan(query, sort, page)) {
      const facets = wanted.aggregations ? FACETS.map((facet) => facet.code) : null;
      ({ ids, total, facets: counted } = await this.listing.search(query, sort, page, facets));
    } else {
      ({ ids, total } = await this.listing.page(query, sort, page));
    }
    const items = await this.repository.productSources(query.storeView, ids);
    const options = [
      ...(query.search ? [{ value: 'relevance', label: 'Relevance' }] : []),
      { value: 'position', label: 'Position' },
      { value: 'name', label: 'Product name' },
      { value: 'price', label: 'Price' },
    ];
    return {
      items,
      total_count: total,
      page_info: {
        page_size: pageSize,
        current_page: currentPage,
        total_pages: Math.ceil(total / pageSize),
      },
      sort_fields: { default: query.search ? 'relevance' : 'position', options },
      aggregations: async () => this.aggregations(query, counted, await labels()),
      suggestions: async () => {
        if (!query.search || total >= 3) return [];
        const words = await spellingSuggestions(
          this.db,
          query.storeView,
          query.search,
          query.corrected ?? null,
          3,
        );
        return words.map((search) => ({ search }));
      },
    };
  }

  private async aggregations(
    query: ListingQuery,
    counted: FacetCounts | null,
    labels: CatalogLabelReader,
  ): Promise<AggregationShape[]> {
    const result: AggregationShape[] = [];
    const all =
      counted ??
      (await this.listing.facets(
        query,
        FACETS.map((facet) => facet.code),
      ));
    for (const [position, facet] of FACETS.entries()) {
      const counts = all.get(facet.code) ?? [];
      const options = await this.facetOptions(query.storeView, facet.code, counts, labels);
      if (options.length === 0) continue;
      result.push({
        attribute_code: facet.code,
        label: facet.label,
        count: options.length,
        position,
        options,
      });
    }
    return result;
  }

  private async facetOptions(
    storeView: StoreViewCode,
    facet: Facet,
    counts: { value: string; count: number }[],
    labels: CatalogLabelReader,
  ): Promise<AggregationShape['options']> {
    switch (facet) {
      case 'price':
        return counts.map(({ value, count }) => {
          const from = (Number(value) * PRICE_BUCKET_MINOR) / 100;
          const to = from + PRICE_BUCKET_MINOR / 100;
          return { label: `${from}-${to}`, value: `${from}_${to}`, count };
        });
      case 'nicotine_strength':
        return counts.map(({ value, count }) => ({
          label: strengthLabel(Number(value)),
          value: String(Number(value)),
          count,
        }));
      case 'device_type':
        return counts.map(({ value, count }) => ({
          label: DEVICE_TYPE_LABELS[value] ?? value,
          value,
          count,
        }));
      case 'flavour': {
        // A search without flavoured matches names no flavour: no statement for the labels.
        if (counts.length === 0) return [];
        const names = await labels.flavourLabels();
        return counts.map(({ value, count }) => ({
          label: names.get(value) ?? value,
          value,
          count,
        }));
      }
      case 'category_uid': {
        // Only categories the store view shows; the store root is not a filter option.
        const ids = counts.map(({ value }) => Number(value));
        const byId = await labels.categories(storeView, ids);
        return counts.flatMap(({ value, count }) => {
          const category = byId.get(Number(value));
          return category && category.level >= 2
            ? [{ label: category.name, value: encodeUid(category.id), count }]
            : [];
        });
      }
    }
  }

  /** GraphQL filter -> ids and codes; unknown uids or paths match nothing. */
  private async listingFilter(
    storeView: StoreViewCode,
    filter: NonNullable<unknown> | null | undefined,
  ): Promise<ListingFilter> {
    const input = productsInputSchema.shape.filter.parse(filter);
    if (!input) return {};
    const values = (
      field: { eq?: string | null; in?: (string | null)[] | null } | null | undefined,
    ) => {
      if (!field) return undefined;
      const list = [...(field.eq != null ? [field.eq] : []), ...(field.in ?? [])].filter(
        (value): value is string => value !== null,
      );
      return field.eq == null && field.in == null ? undefined : list;
    };
    const numbers = (list: string[] | undefined, name: string) =>
      list?.map((value) => {
        const number = Number(value);
        if (value.trim() === '' || !Number.isFinite(number)) {
          throw inputError(`filter.${name}: ${JSON.stringify(value)} is not a number`);
        }
        return number;
      });
    const result: ListingFilter = {};
    const categoryIds: number[] = [];
    let categoryFiltered = false;
    const uids = values(input.category_uid);
    if (uids) {
      categoryFiltered = true;
      categoryIds.push(...uids.flatMap((uid) => decodeUid(uid) ?? []));
    }
    const legacyIds = numbers(values(input.category_id), 'category_id');
    if (legacyIds) {
      categoryFiltered = true;
      categoryIds.push(...legacyIds);
    }
    const paths = values(input.category_url_path);
    if (paths) {
      categoryFiltered = true;
      if (paths.length) {
        const rows = await this.db
          .select({ id: categories.id })
          .from(categories)
          .where(inArray(categories.urlPath, paths));
        categoryIds.push(...rows.map((row) => row.id));
      }
    }
    if (categoryFiltered) {
      // A category the store view does not show filters to nothing; the root to everything.
      const unique = [...new Set(categoryIds)];
      if (!unique.includes(DEFAULT_CATEGORY_ID)) {
        const visible = await this.repository.categorySources(storeView, unique);
        result.categoryIds = visible.map((category) => category.id);
      }
    }
    const productUids = values(input.uid);
    if (productUids) result.productIds = productUids.flatMap((uid) => decodeUid(uid) ?? []);
    result.urlKeys = values(input.url_key);
    result.skus = values(input.sku);
    if (input.name?.match) result.nameMatch = input.name.match;
    if (input.price?.from) result.priceFromMinor = Math.round(Number(input.price.from) * 100);
    if (input.price?.to) result.priceToMinor = Math.round(Number(input.price.to) * 100);
    result.flavours = values(input.flavour)?.map((value) => value.toLowerCase());
    result.strengths = numbers(values(input.nicotine_strength), 'nicotine_strength');
    result.volumes = numbers(values(input.volume_ml), 'volume_ml');
    result.colours = values(input.colour)?.map((value) => value.toLowerCase());
    result.deviceTypes = values(input.device_type);
    return Object.fromEntries(
      Object.entries(result).filter(([, value]) => value !== undefined),
    ) as ListingFilter;
  }

  // ---- categories ----------------------------------------------------------------------------

  /** Categories matching Magento's CategoryFilterInput; none given: the store's root. */
  async categories(
    storeView: StoreViewCode,
    args: unknown,
  ): Promise<{
    items: CategorySource[];
    total_count: number;
    page_info: { page_size: number; current_page: number; total_pages: number };
  }> {
    const input = parseInput(categoriesInputSchema, args);
    const filters = input.filters ?? {};
    const all = await this.repository.allCategories();
    const pick = (
      field: { eq?: string | null; in?: (string | null)[] | null } | null | undefined,
    ) =>
      field
        ? [...(field.eq != null ? [field.eq] : []), ...(field.in ?? [])].filter(
            (value): value is string => value !== null,
          )
        : undefined;
    let candidates = all;
    const noFilter = Object.values(filters).every((value) => value == null);
    if (noFilter) candidates = all.filter((row) => row.id === DEFAULT_CATEGORY_ID);
    const byUid = pick(filters.category_uid);
    if (byUid) {
      const ids = new Set(byUid.map((uid) => decodeUid(uid)));
      candidates = candidates.filter((row) => ids.has(row.id));
    }
    const byId = pick(filters.ids);
    if (byId) candidates = candidates.filter((row) => byId.includes(String(row.id)));
    const byParentUid = pick(filters.parent_category_uid);
    if (byParentUid) {
      const ids = new Set(byParentUid.map((uid) => decodeUid(uid)));
      candidates = candidates.filter((row) => row.parentId !== null && ids.has(row.parentId));
    }
    const byParentId = pick(filters.parent_id);
    if (byParentId)
      candidates = candidates.filter((row) => byParentId.includes(String(row.parentId)));
    const byKey = pick(filters.url_key);
    if (byKey)
      candidates = candidates.filter((row) => row.urlKey !== null && byKey.includes(row.urlKey));
    const byPath = pick(filters.url_path);
    if (byPath)
      candidates = candidates.filter((row) => row.urlPath !== null && byPath.includes(row.urlPath));
    let visible = await this.repository.categorySources(
      storeView,
      candidates.map((row) => row.id),
    );
    const match = filters.name?.match?.toLowerCase();
    if (match) visible = visible.filter((category) => category.name.toLowerCase().includes(match));
    const start = (input.currentPage - 1) * input.pageSize;
    return {
      items: visible.slice(start, start + input.pageSize),
      total_count: visible.length,
      page_info: {
        page_size: input.pageSize,
        current_page: input.currentPage,
        total_pages: Math.ceil(visible.length / input.pageSize),
      },
    };
  }

  // ---- import and seed -----------------------------------------------------------------------

  /** importCatalog and `npm run catalog:import`: all rows or nothing. */
  async importRows(rows: unknown): Promise<ImportResult> {
    const parsed = parseImportRows(rows);
    if (parsed.errors.length) throw importRefused(parsed.errors);
    const result = await importCatalogRows(this.db, parsed.rows);
    try {
      await this.tidyAfterBulkWrite(CATALOG_WRITE_TABLES);
    } catch (error) {
      // The import is committed; the space is reclaimed by the next import's tidy-up.
      this.logger.warn('Tidying the database after a catalogue import failed', { error });
    }
    return result;
  }

  /**
   * Seeds the demo catalogue: rows whose sku or url_path is missing are imported; existing
   * ones are left as editors left them. A product with a previous url_key is first created
   * under it, so its old URLs answer 301 like any renamed product's.
   */
  async seed(): Promise<void> {
    await ensureRoots(this.db);
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(join(this.seedFolder, 'catalog.json'), 'utf8'));
    } catch (error) {
      this.logger.warn('Catalogue seed cannot be read; the catalogue stays as it is', { error });
      return;
    }
    if (!Array.isArray(raw)) return;
    const rows = raw as Record<string, unknown>[];
    const [knownSkus, knownPaths] = await Promise.all([
      this.db.select({ sku: products.sku }).from(products),
      this.db.select({ path: categories.urlPath }).from(categories),
    ]);
    const skus = new Set(knownSkus.map((row) => row.sku));
    const paths = new Set(knownPaths.map((row) => row.path));
    const missing = rows.filter((row) =>
      row.kind === 'category' ? !paths.has(String(row.url_path)) : !skus.has(String(row.sku)),
    );
    if (missing.length === 0) return;
    const previous = missing.filter((row) => typeof row[PREVIOUS_URL_KEY] === 'string');
    const clean = (row: Record<string, unknown>): Record<string, unknown> =>
      Object.fromEntries(Object.entries(row).filter(([key]) => key !== PREVIOUS_URL_KEY));
    if (previous.length) {
      // First pass: categories, the renamed products under their old url_key (without links
      // to products that may not exist yet) and their variants.
      const renamedSkus = new Set(previous.map((row) => String(row.sku)));
      const firstPass = missing.flatMap((row) => {
        if (row.kind === 'category') return [clean(row)];
        if (renamedSkus.has(String(row.sku))) {
          const { related_skus, upsell_skus, crosssell_skus, ...rest } = clean(row);
          void [related_skus, upsell_skus, crosssell_skus];
          return [{ ...rest, url_key: row[PREVIOUS_URL_KEY] }];
        }
        return renamedSkus.has(String(row.parent_sku)) ? [clean(row)] : [];
      });
      await this.importRows(firstPass);
    }
    const result = await this.importRows(missing.map(clean));
    this.logger.info('Catalogue seeded', { ...result });
  }
}

function chooseSort(
  sort:
    | {
        relevance?: string | null;
        position?: string | null;
        name?: string | null;
        price?: string | null;
      }
    | null
    | undefined,
  search: string | null,
  categoryId: number | null,
): ListingSort {
  const direction = (value: string | null | undefined) => (value === 'DESC' ? 'DESC' : 'ASC');
  if (sort?.price) return { by: 'price', direction: direction(sort.price) };
  if (sort?.name) return { by: 'name', direction: direction(sort.name) };
  if (sort?.position) return { by: 'position', direction: direction(sort.position), categoryId };
  if (search) return { by: 'relevance', direction: sort?.relevance === 'ASC' ? 'ASC' : 'DESC' };
  return { by: 'position', direction: 'ASC', categoryId };
}
