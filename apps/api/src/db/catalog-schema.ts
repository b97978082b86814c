// Catalogue tables (categories, products, per-store-view values, variants, bundles, stock,
// images, links, search documents). Owned by src/features/catalog.
import type { StoreViewCode } from '@lumo/block-schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { storeViews } from './schema';

/** PostgreSQL's tsvector; written and read only through SQL (to_tsvector, @@). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const storeViewColumn = () =>
  text('store_view')
    .$type<StoreViewCode>()
    .notNull()
    .references(() => storeViews.code);

export const PRODUCT_TYPES = ['simple', 'configurable', 'bundle'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const DEVICE_TYPES = ['pod-kit', 'pod', 'e-liquid', 'accessory', 'disposable'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const PRODUCT_LINK_TYPES = ['related', 'upsell', 'crosssell'] as const;
export type ProductLinkType = (typeof PRODUCT_LINK_TYPES)[number];

/**
 * Magento's category tree: "Root Catalog" (id 1, level 0) holds "Default Category" (id 2,
 * level 1), the root of every store view; shop categories start at level 2. `path` lists the ids
 * from the root ("1/2/5"), `url_path` the url_keys below the store root ("eliquids/compact").
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    description: text('description'),
    urlKey: text('url_key'),
    /** Null for the two roots, which have no URL. */
    urlPath: text('url_path'),
    path: text('path').notNull(),
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    image: text('image'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('categories_url_path_unique').on(table.urlPath),
    index('categories_parent_idx').on(table.parentId, table.position),
  ],
);

/** Per-store-view overrides of a category; null columns inherit the category's value. */
export const categoryStoreValues = pgTable(
  'category_store_values',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    storeView: storeViewColumn(),
    name: text('name'),
    description: text('description'),
    enabled: boolean('enabled'),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.storeView] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    sku: text('sku').notNull(),
    urlKey: text('url_key').notNull(),
    /** The configurable product a variant belongs to (variants are simple products). */
    parentId: integer('parent_id').references((): AnyPgColumn => products.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeyword: text('meta_keyword'),
    enabled: boolean('enabled').notNull().default(true),
    /** Magento's visibility: 1 not individually, 2 catalogue, 3 search, 4 both. */
    visibility: integer('visibility').notNull().default(4),
    flavour: text('flavour'),
    nicotineMgMl: doublePrecision('nicotine_mg_ml'),
    volumeMl: doublePrecision('volume_ml'),
    colour: text('colour'),
    deviceType: text('device_type', { enum: DEVICE_TYPES }),
    stockQty: integer('stock_qty').notNull().default(0),
    isInStock: boolean('is_in_stock').notNull().default(true),
    manageStock: boolean('manage_stock').notNull().default(true),
    /** Bundles: price of the kit itself (fixed) rather than the sum of its parts. */
    dynamicPrice: boolean('dynamic_price').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_sku_unique').on(table.sku),
    index('products_parent_idx').on(table.parentId),
    // The flavour facet's labels: the few distinct flavours are read by skipping through it.
    index('products_flavour_idx').on(table.flavour),
  ],
);

/** Per-store-view overrides; `enabled` true is an explicit enable (refused if a rule forbids). */
export const productStoreValues = pgTable(
  'product_store_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeView: storeViewColumn(),
    name: text('name'),
    shortDescription: text('short_description'),
    description: text('description'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    enabled: boolean('enabled'),
    visibility: integer('visibility'),
  },
  (table) => [primaryKey({ columns: [table.productId, table.storeView] })],
);

/** Prices in the store view's currency, integer minor units. No row: not sold there. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeView: storeViewColumn(),
    currency: text('currency').notNull(),
    priceMinor: integer('price_minor').notNull(),
    specialPriceMinor: integer('special_price_minor'),
    specialFrom: timestamp('special_from', { withTimezone: true }),
    specialTo: timestamp('special_to', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.storeView] })],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    label: text('label').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_idx').on(table.categoryId, table.position),
  ],
);

export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkedProductId: integer('linked_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkType: text('link_type', { enum: PRODUCT_LINK_TYPES }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.linkType, table.linkedProductId] })],
);

/** A configurable product's super attributes (flavour, nicotine_strength) in display order. */
export const configurableAttributes = pgTable(
  'configurable_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeCode: text('attribute_code', { enum: ['flavour', 'nicotine_strength'] }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.attributeCode] })],
);

/** SPEC §3.5 bundle options (option_id, option_title, option_type, required, position). */
export const bundleOptions = pgTable(
  'bundle_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: ['select', 'radio', 'checkbox', 'multi'] }).notNull(),
    required: boolean('required').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('bundle_options_product_idx').on(table.productId, table.position)],
);

/** SPEC §3.5 bundle selections (selection_id, product_id, qty, is_default, can_change_qty). */
export const bundleSelections = pgTable(
  'bundle_selections',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => bundleOptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: doublePrecision('qty').notNull().default(1),
    canChangeQty: boolean('can_change_qty').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('bundle_selections_option_idx').on(table.optionId, table.position)],
);

/**
 * The sellable catalogue per store view, rebuilt for a product whenever it (or a part of it)
 * is written: one row per product visible in that store view (enabled, priced, allowed by the
 * market rules), variants included. Listings, filters, aggregations and search read only this
 * table. Variants point at their configurable product through `listing_id`; a simple or bundle
 * product is its own listing. `category_ids` holds the assigned categories and their ancestors
 * (Magento's anchor categories), so a category filter is one array overlap.
 */
export const productIndex = pgTable(
  'product_index',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeView: storeViewColumn(),
    listingId: integer('listing_id').notNull(),
    /** A variant, simple or bundle product: something with its own price and stock. */
    isUnit: boolean('is_unit').notNull(),
    visibility: integer('visibility').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    urlKey: text('url_key').notNull(),
    /** The canonical path (first category path, else the url_key), without leading slash. */
    requestPath: text('request_path').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    flavourCode: text('flavour_code'),
    nicotineMgMl: doublePrecision('nicotine_mg_ml'),
    volumeMl: doublePrecision('volume_ml'),
    colour: text('colour'),
    deviceType: text('device_type'),
    priceMinor: integer('price_minor'),
    specialPriceMinor: integer('special_price_minor'),
    specialFrom: timestamp('special_from', { withTimezone: true }),
    specialTo: timestamp('special_to', { withTimezone: true }),
    isInStock: boolean('is_in_stock').notNull(),
    /** Full-text document in the store view's language(s): name, sku, flavour, descriptions. */
    searchDocument: tsvector('search_document').notNull(),
    /** Name and flavour, for trigram typo matching and did-you-mean. */
    searchText: text('search_text').notNull(),
    /**
     * A listing row (product_id = listing_id): a column of its own so the planner knows how
     * many rows a listing or search reads (it cannot estimate a comparison of two columns).
     */
    isListing: boolean('is_listing').notNull().default(false),
    // Summary of a listing row's sellable units in this store view (itself for a simple or
    // bundle product, its variants for a configurable one), so search results and layered
    // navigation without unit filters never join the variants. Empty/null on variant rows.
    /** Distinct flavour codes of the units, sorted. */
    unitFlavourCodes: text('unit_flavour_codes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Distinct nicotine strengths of the units, sorted. */
    unitStrengths: doublePrecision('unit_strengths')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Lowest regular price of the units (minor units). */
    unitMinPriceMinor: integer('unit_min_price_minor'),
    /**
     * Whether a unit has a special price: its final price depends on the time, so the
     * listing's lowest price is then computed from the units at query time.
     */
    unitSpecialPrices: boolean('unit_special_prices').notNull().default(false),
    /**
     * The listing's facet values as one text, "device type|category ids|flavour codes|
     * strengths" (lists comma-separated): counts group thousands of listings by it, several
     * times faster than by the arrays themselves.
     */
    unitFacetKey: text('unit_facet_key').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.storeView] }),
    index('product_index_listing_idx').on(table.storeView, table.listingId),
    index('product_index_categories_idx').using('gin', table.categoryIds),
    index('product_index_search_idx').using('gin', table.searchDocument),
    index('product_index_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * A narrow copy of product_index's listing rows with only what a relevance search and the
 * facet counts read (ADR 0058). A broad search ("liquid" matches every e-liquid) visits every
 * listing row of the store view; product_index's rows are about 700 bytes with the variants
 * between them, these about 400 with the listings together, so such a search visits about a
 * third of the pages. Kept in step with product_index by statement triggers (migration 0016),
 * whichever code writes it; never written directly.
 */
export const listingSearch = pgTable(
  'listing_search',
  {
    productId: integer('product_id').notNull(),
    // No foreign keys: every row is a copy of a product_index row, which has them.
    storeView: text('store_view').$type<StoreViewCode>().notNull(),
    visibility: integer('visibility').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    deviceType: text('device_type'),
    searchDocument: tsvector('search_document').notNull(),
    unitFacetKey: text('unit_facet_key').notNull(),
    unitMinPriceMinor: integer('unit_min_price_minor'),
    unitSpecialPrices: boolean('unit_special_prices').notNull(),
    // The listing's own price (a simple or bundle listing is its own unit), for its special price.
    isUnit: boolean('is_unit').notNull(),
    priceMinor: integer('price_minor'),
    specialPriceMinor: integer('special_price_minor'),
    specialFrom: timestamp('special_from', { withTimezone: true }),
    specialTo: timestamp('special_to', { withTimezone: true }),
  },
  (table) => [
    // Store view first: a search reads one store view's listings.
    primaryKey({ columns: [table.storeView, table.productId] }),
    index('listing_search_document_idx').using('gin', table.searchDocument),
  ],
);

/**
 * The search dictionary: distinct words (3+ characters, not plain numbers) of the names and
 * flavours (product_index.search_text) of the listings searchable in a store view, with how
 * many listings have them. Typo correction looks misspelled words up here by trigram
 * similarity. Kept in step with product_index by statement triggers (migration
 * 0004_search_terms), so deletes by cascade count too.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    storeView: storeViewColumn(),
    word: text('word').notNull(),
    products: integer('products').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeView, table.word] }),
    index('search_terms_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);

/**
 * One row whose `version` statement triggers (migration 0015) raise whenever something the
 * api caches per process from the catalogue changes: categories and their store values (the
 * category facet's names and visibility), products' flavours (the flavour facet's labels) and
 * the words of search_terms (the spelling dictionary). Reading it tells a process whether its
 * caches are still those of the database, whichever process or script wrote.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryStoreValueRow = typeof categoryStoreValues.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductStoreValueRow = typeof productStoreValues.$inferSelect;
export type ProductPriceRow = typeof productPrices.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductIndexRow = typeof productIndex.$inferSelect;
export type BundleOptionRow = typeof bundleOptions.$inferSelect;
export type BundleSelectionRow = typeof bundleSelections.$inferSelect;
