import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  bundleOptions,
  bundleSelections,
  categories,
  categoryStoreValues,
  productCategories,
  productIndex,
  productPrices,
  products,
  productStoreValues,
  type CategoryRow,
  type ProductPriceRow,
  type ProductRow,
  type ProductStoreValueRow,
} from '../../db/schema';
import { flavourCode, marketViolations, searchLanguages } from './catalog-rules';
import { syncRewrites, type EntityPaths } from './catalog-rewrites';

const CHUNK = 400;

/** Products assigned to any of the categories (a renamed category changes their paths). */
export async function productsInCategories(db: Database, categoryIds: number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: productCategories.productId })
    .from(productCategories)
    .where(inArray(productCategories.categoryId, categoryIds));
  return rows.map((row) => row.id);
}

/**
 * Rebuilds the sellable index (product_index) of the products, of the configurable products
 * and bundles they belong to, and of their variants; with `rewrites`, also their url rewrites.
 * Visibility per store view: enabled there (store value, else the product's flag), priced in
 * the store view, no market rule broken; a variant also needs its configurable product allowed,
 * a configurable product needs one sellable variant, a bundle a sellable choice for every
 * required option.
 */
export async function reindexProducts(
  db: Database,
  productIds: number[],
  options: { rewrites: boolean },
): Promise<void> {
  const start = [...new Set(productIds)];
  if (start.length === 0) return;
  const tree = await loadCategoryTree(db);
  for (let offset = 0; offset < start.length; offset += CHUNK) {
    await reindexChunk(db, start.slice(offset, offset + CHUNK), tree, options);
  }
}

interface CategoryTree {
  byId: Map<number, CategoryRow>;
  enabled(categoryId: number, storeView: StoreViewCode): boolean;
}

async function loadCategoryTree(db: Database): Promise<CategoryTree> {
  const rows = await db.select().from(categories);
  const overrides = await db.select().from(categoryStoreValues);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const override = new Map(
    overrides.map((row) => [`${row.categoryId}:${row.storeView}`, row.enabled]),
  );
  return {
    byId,
    enabled(categoryId, storeView) {
      const category = byId.get(categoryId);
      if (!category || category.level < 2) return false;
      return category.path
        .split('/')
        .slice(2)
        .map(Number)
        .every((id) => (override.get(`${id}:${storeView}`) ?? byId.get(id)?.enabled) === true);
    },
  };
}

async function reindexChunk(
  db: Database,
  ids: number[],
  tree: CategoryTree,
  options: { rewrites: boolean },
): Promise<void> {
  // The closure: parents of variants, bundles that sell any of them, and variants of parents.
  const seeds = await db
    .select({ id: products.id, parentId: products.parentId })
    .from(products)
    .where(inArray(products.id, ids));
  const withParents = new Set(ids);
  for (const row of seeds) if (row.parentId !== null) withParents.add(row.parentId);
  const bundleRows = await db
    .selectDistinct({ id: bundleOptions.productId })
    .from(bundleSelections)
    .innerJoin(bundleOptions, sql`${bundleOptions.id} = ${bundleSelections.optionId}`)
    .where(inArray(bundleSelections.productId, [...withParents]));
  for (const row of bundleRows) withParents.add(row.id);
  const targets = [...withParents];
  const children = await db.select().from(products).where(inArray(products.parentId, targets));
  const bundleParts = await db
    .select({
      bundleId: bundleOptions.productId,
      optionId: bundleOptions.id,
      required: bundleOptions.required,
      productId: bundleSelections.productId,
    })
    .from(bundleOptions)
    .innerJoin(bundleSelections, sql`${bundleOptions.id} = ${bundleSelections.optionId}`)
    .where(inArray(bundleOptions.productId, targets));

  const allIds = [
    ...new Set([
      ...targets,
      ...children.map((row) => row.id),
      ...bundleParts.map((row) => row.productId),
    ]),
  ];
  const productRows = await db.select().from(products).where(inArray(products.id, allIds));
  const partChildren = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.parentId,
        bundleParts.map((row) => row.productId),
      ),
    );
  const everything = new Map<number, ProductRow>();
  for (const row of [...productRows, ...children, ...partChildren]) everything.set(row.id, row);
  const everyId = [...everything.keys()];
  const [storeValueRows, priceRows, assignmentRows] = [
    await db
      .select()
      .from(productStoreValues)
      .where(inArray(productStoreValues.productId, everyId)),
    await db.select().from(productPrices).where(inArray(productPrices.productId, everyId)),
    await db.select().from(productCategories).where(inArray(productCategories.productId, targets)),
  ];
  const storeValue = new Map<string, ProductStoreValueRow>(
    storeValueRows.map((row) => [`${row.productId}:${row.storeView}`, row]),
  );
  const price = new Map<string, ProductPriceRow>(
    priceRows.map((row) => [`${row.productId}:${row.storeView}`, row]),
  );
  const childrenOf = new Map<number, ProductRow[]>();
  for (const row of everything.values()) {
    if (row.parentId === null) continue;
    childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  }
  const assignments = new Map<number, number[]>();
  for (const row of assignmentRows) {
    assignments.set(row.productId, [...(assignments.get(row.productId) ?? []), row.categoryId]);
  }

  const enabledIn = (product: ProductRow, storeView: StoreViewCode) =>
    storeValue.get(`${product.id}:${storeView}`)?.enabled ?? product.enabled;
  const allowedIn = (product: ProductRow, storeView: StoreViewCode) =>
    enabledIn(product, storeView) &&
    marketViolations(
      {
        sku: product.sku,
        deviceType: product.deviceType,
        nicotineMgMl: product.nicotineMgMl,
        volumeMl: product.volumeMl,
      },
      storeView,
    ).length === 0;
  const unitSellable = (product: ProductRow, storeView: StoreViewCode): boolean => {
    if (!allowedIn(product, storeView) || !price.has(`${product.id}:${storeView}`)) return false;
    if (product.parentId === null) return true;
    const parent = everything.get(product.parentId);
    return parent !== undefined && allowedIn(parent, storeView);
  };
  const sellable = (product: ProductRow, storeView: StoreViewCode): boolean => {
    if (product.type === 'configurable') {
      return (
        allowedIn(product, storeView) &&
        (childrenOf.get(product.id) ?? []).some((child) => unitSellable(child, storeView))
      );
    }
    if (product.type === 'bundle') {
      if (!unitSellable(product, storeView)) return false;
      const parts = bundleParts.filter((part) => part.bundleId === product.id);
      const optionIds = new Set(parts.filter((part) => part.required).map((part) => part.optionId));
      return [...optionIds].every((optionId) =>
        parts.some((part) => {
          const selected = everything.get(part.productId);
          return (
            part.optionId === optionId &&
            selected !== undefined &&
            selected.type !== 'bundle' &&
            sellable(selected, storeView)
          );
        }),
      );
    }
    return unitSellable(product, storeView);
  };
  // Where the product has URLs: priced there (a configurable product: any variant priced).
  const existsIn = (product: ProductRow, storeView: StoreViewCode): boolean =>
    product.type === 'configurable'
      ? (childrenOf.get(product.id) ?? []).some((child) => price.has(`${child.id}:${storeView}`))
      : price.has(`${product.id}:${storeView}`);

  const reindexed = [...new Set([...targets, ...children.map((row) => row.id)])];
  const indexRows: PgInsertValue<typeof productIndex>[] = [];
  const entityPaths: EntityPaths[] = [];
  for (const id of reindexed) {
    const product = everything.get(id);
    if (!product) continue;
    const parent = product.parentId === null ? undefined : everything.get(product.parentId);
    const pathsByView = new Map<StoreViewCode, { paths: string[]; canonical: string }>();
    for (const storeView of STORE_VIEW_CODES) {
      const categoriesHere = (assignments.get(parent?.id ?? product.id) ?? [])
        .filter((categoryId) => tree.enabled(categoryId, storeView))
        .map((categoryId) => tree.byId.get(categoryId))
        .filter((category): category is CategoryRow => category !== undefined)
        // Deepest category first (the most specific path is canonical), then the oldest.
        .sort((a, b) => b.level - a.level || a.id - b.id);
      const paths = [
        ...categoriesHere.map((category) => `${category.urlPath}/${product.urlKey}`),
        product.urlKey,
      ];
      const canonical = paths[0] ?? product.urlKey;
      if (product.parentId === null && existsIn(product, storeView)) {
        pathsByView.set(storeView, { paths, canonical });
      }
      if (!sellable(product, storeView)) continue;
      const values = storeValue.get(`${product.id}:${storeView}`);
      const unitPrice =
        product.type === 'configurable' ? undefined : price.get(`${product.id}:${storeView}`);
      const name = values?.name ?? product.name;
      // A configurable product is found by its variants' flavours too ("peppermint" finds the
      // pod pack that comes in Peppermint).
      const flavours = [
        ...new Set(
          [product, ...(childrenOf.get(product.id) ?? [])].flatMap((item) =>
            item.flavour ? [item.flavour] : [],
          ),
        ),
      ].join(' ');
      const categoryIds = [
        ...new Set(
          categoriesHere.flatMap((category) => category.path.split('/').slice(2).map(Number)),
        ),
      ];
      indexRows.push({
        productId: product.id,
        storeView,
        listingId: product.parentId ?? product.id,
        isListing: product.parentId === null,
        isUnit: product.type !== 'configurable',
        visibility: values?.visibility ?? product.visibility,
        name,
        sku: product.sku,
        urlKey: product.urlKey,
        requestPath: parent ? canonical.replace(/[^/]+$/, parent.urlKey) : canonical,
        categoryIds,
        flavourCode: product.flavour ? flavourCode(product.flavour) : null,
        nicotineMgMl: product.nicotineMgMl,
        volumeMl: product.volumeMl,
        colour: product.colour,
        deviceType: product.deviceType,
        priceMinor: unitPrice?.priceMinor ?? null,
        specialPriceMinor: unitPrice?.specialPriceMinor ?? null,
        specialFrom: unitPrice?.specialFrom ?? null,
        specialTo: unitPrice?.specialTo ?? null,
        isInStock: isInStock(product, childrenOf.get(product.id) ?? []),
        searchDocument: searchDocument(storeView, {
          name,
          defaultName: product.name,
          sku: product.sku,
          flavour: flavours || null,
          text: [
            values?.shortDescription ?? product.shortDescription,
            values?.description ?? product.description,
          ],
        }),
        searchText: [name, name === product.name ? null : product.name, flavours]
          .filter(Boolean)
          .join(' ')
          .toLowerCase(),
      });
    }
    if (product.parentId === null && product.visibility > 1) {
      entityPaths.push({ type: 'product', id: product.id, byStoreView: pathsByView });
    }
  }

  summariseUnits(indexRows);
  await db.delete(productIndex).where(inArray(productIndex.productId, reindexed));
  // One store view's rows together: a listing or search reads one store view, so it then
  // visits a seventh of the table's pages instead of nearly all of them.
  const order = new Map(STORE_VIEW_CODES.map((code, position) => [code, position]));
  indexRows.sort(
    (a, b) =>
      (order.get(a.storeView as StoreViewCode) ?? 0) -
      (order.get(b.storeView as StoreViewCode) ?? 0),
  );
  for (let offset = 0; offset < indexRows.length; offset += CHUNK) {
    await db.insert(productIndex).values(indexRows.slice(offset, offset + CHUNK));
  }
  if (options.rewrites) await syncRewrites(db, entityPaths);
}

type IndexRow = PgInsertValue<typeof productIndex>;

/**
 * Fills the listing rows' summary of their sellable units (unit_* columns): flavours,
 * strengths, lowest regular price and whether any unit has a special price. A chunk always
 * holds a configurable product together with all its variants, so the summary is complete.
 */
function summariseUnits(rows: IndexRow[]): void {
  const unitsOf = new Map<string, IndexRow[]>();
  for (const row of rows) {
    if (!row.isUnit) continue;
    const key = `${String(row.listingId)}:${String(row.storeView)}`;
    unitsOf.set(key, [...(unitsOf.get(key) ?? []), row]);
  }
  for (const row of rows) {
    if (!row.isListing) continue;
    const units = unitsOf.get(`${String(row.productId)}:${String(row.storeView)}`) ?? [];
    const present = <T>(values: unknown[]) =>
      values.filter((value): value is T => value !== null && value !== undefined);
    const prices = present<number>(units.map((unit) => unit.priceMinor));
    row.unitFlavourCodes = [
      ...new Set(present<string>(units.map((unit) => unit.flavourCode))),
    ].sort();
    row.unitStrengths = [...new Set(present<number>(units.map((unit) => unit.nicotineMgMl)))].sort(
      (a, b) => a - b,
    );
    row.unitMinPriceMinor = prices.length ? Math.min(...prices) : null;
    row.unitFacetKey = facetKey(row);
    row.unitSpecialPrices = units.some(
      (unit) => unit.specialPriceMinor !== null && unit.specialPriceMinor !== undefined,
    );
  }
}

/** unit_facet_key: "device type|category ids|flavour codes|strengths", lists comma-joined. */
function facetKey(row: IndexRow): string {
  const list = (values: unknown) => (Array.isArray(values) ? values.join(',') : '');
  return [
    typeof row.deviceType === 'string' ? row.deviceType : '',
    list(row.categoryIds),
    list(row.unitFlavourCodes),
    list(row.unitStrengths),
  ].join('|');
}

function isInStock(product: ProductRow, variants: ProductRow[]): boolean {
  if (product.type === 'configurable') return variants.some((variant) => variant.isInStock);
  if (!product.manageStock) return true;
  return product.isInStock && product.stockQty > 0;
}

/** Drops tags so HTML descriptions index as words. */
function plainText(html: string | null): string {
  return html ? html.replace(/<[^>]*>/g, ' ') : '';
}

/**
 * The weighted document of a product in the store view's language(s): name and flavour (A),
 * sku and the default-language name (B, 'simple' so skus and English names match anywhere),
 * descriptions (C).
 */
function searchDocument(
  storeView: StoreViewCode,
  product: {
    name: string;
    defaultName: string;
    sku: string;
    flavour: string | null;
    text: (string | null)[];
  },
): SQL<string> {
  const head = `${product.name} ${product.flavour ?? ''}`;
  const body = product.text.map(plainText).join(' ');
  const parts = searchLanguages(storeView).flatMap((language) => [
    sql`setweight(to_tsvector(${language}::regconfig, ${head}), 'A')`,
    sql`setweight(to_tsvector(${language}::regconfig, ${body}), 'C')`,
  ]);
  parts.push(
    sql`setweight(to_tsvector('simple'::regconfig, ${`${product.sku} ${product.defaultName}`}), 'B')`,
  );
  return sql<string>`(${sql.join(parts, sql` || `)})`;
}
