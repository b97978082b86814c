import { getStoreView, STORE_VIEW_CODES } from '@lumo/block-schema';
import { eq, getTableName, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  bundleOptions,
  bundleSelections,
  categories,
  categoryStoreValues,
  configurableAttributes,
  listingSearch,
  productCategories,
  productImages,
  productLinks,
  productPrices,
  products,
  productIndex,
  productStoreValues,
  searchTerms,
  urlRewrites,
  type CategoryRow,
  type ProductLinkType,
} from '../../db/schema';
import {
  CURRENCY_COLUMNS,
  importRefused,
  type CategoryImportRow,
  type ImportRow,
  type ProductImportRow,
  type RowError,
} from './catalog-inputs';
import { reindexProducts, productsInCategories } from './catalog-index';
import { marketViolations, storeViewsPricedIn } from './catalog-rules';
import { regenerateCategoryRewrites } from './catalog-rewrites';

import { DEFAULT_CATEGORY_ID, ROOT_CATALOG_ID } from './catalog-availability';

export { DEFAULT_CATEGORY_ID, ROOT_CATALOG_ID };

/** Every table an import writes, directly or by reindexing (tidied afterwards, on PGlite). */
export const CATALOG_WRITE_TABLES: readonly string[] = [
  categories,
  categoryStoreValues,
  products,
  productStoreValues,
  productPrices,
  productImages,
  productCategories,
  productLinks,
  configurableAttributes,
  bundleOptions,
  bundleSelections,
  productIndex,
  listingSearch,
  searchTerms,
  urlRewrites,
].map((table) => getTableName(table));

export interface ImportResult {
  created: number;
  updated: number;
}

interface KnownProduct {
  id: number | null;
  type: ProductImportRow['type'];
}

/**
 * Creates or updates categories (by url_path) and products (by sku) from validated rows, in one
 * transaction: references and market rules are checked first, and any problem refuses the whole
 * file. Afterwards the sellable index and the url rewrites of everything touched are rebuilt.
 */
export async function importCatalogRows(db: Database, rows: ImportRow[]): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await ensureRoots(tx);
    const numbered = rows.map((row, index) => ({ row, number: index + 1 }));
    const categoryRows = numbered.filter(
      (entry): entry is { row: CategoryImportRow; number: number } => entry.row.kind === 'category',
    );
    const productRows = numbered.filter(
      (entry): entry is { row: ProductImportRow; number: number } => entry.row.kind === 'product',
    );

    const existingCategories = await tx.select().from(categories);
    const categoryByPath = new Map(
      existingCategories.flatMap((row) => (row.urlPath ? [[row.urlPath, row] as const] : [])),
    );
    const referencedSkus = new Set<string>();
    for (const { row } of productRows) {
      referencedSkus.add(row.sku);
      if (row.parent_sku) referencedSkus.add(row.parent_sku);
      for (const sku of [
        ...(row.related_skus ?? []),
        ...(row.upsell_skus ?? []),
        ...(row.crosssell_skus ?? []),
      ])
        referencedSkus.add(sku);
      for (const option of row.bundle_options ?? [])
        for (const selection of option.selections) referencedSkus.add(selection.sku);
    }
    const existingProducts = referencedSkus.size
      ? await tx
          .select({ id: products.id, sku: products.sku, type: products.type })
          .from(products)
          .where(inArray(products.sku, [...referencedSkus]))
      : [];
    const known = new Map<string, KnownProduct>(
      existingProducts.map((row) => [row.sku, { id: row.id, type: row.type }]),
    );
    for (const { row } of productRows) {
      const current = known.get(row.sku);
      known.set(row.sku, { id: current?.id ?? null, type: row.type });
    }

    const errors = checkReferences(categoryRows, productRows, categoryByPath, known);
    if (errors.length) throw importRefused(errors);

    let created = 0;
    let updated = 0;
    const touchedCategoryIds = new Set<number>();

    // Parents before children: a category's parent path is shorter than its own.
    const sortedCategories = [...categoryRows].sort(
      (a, b) => a.row.url_path.split('/').length - b.row.url_path.split('/').length,
    );
    for (const { row } of sortedCategories) {
      const existing = categoryByPath.get(row.url_path);
      const result = existing
        ? await updateCategory(tx, existing, row, categoryByPath)
        : await insertCategory(tx, row, categoryByPath);
      if (existing) updated += 1;
      else created += 1;
      for (const id of result.touched) touchedCategoryIds.add(id);
      await replaceCategoryStoreValues(tx, result.id, row);
    }

    // Configurable parents and plain products first, then variants, then bundles (their parts).
    const rank = (row: ProductImportRow) => (row.type === 'bundle' ? 2 : row.parent_sku ? 1 : 0);
    const sortedProducts = [...productRows].sort((a, b) => rank(a.row) - rank(b.row));
    const idBySku = new Map<string, number>();
    for (const [sku, entry] of known) if (entry.id !== null) idBySku.set(sku, entry.id);
    const touchedProductIds: number[] = [];
    for (const { row } of sortedProducts) {
      const wasKnown = idBySku.has(row.sku);
      const id = await upsertProduct(tx, row, idBySku);
      idBySku.set(row.sku, id);
      touchedProductIds.push(id);
      if (wasKnown) updated += 1;
      else created += 1;
    }
    for (const { row } of sortedProducts) {
      const id = idBySku.get(row.sku);
      if (id !== undefined) await replaceProductParts(tx, id, row, idBySku, categoryByPath);
    }

    const categoryProducts = await productsInCategories(tx, [...touchedCategoryIds]);
    await regenerateCategoryRewrites(tx, [...touchedCategoryIds]);
    await reindexProducts(tx, [...touchedProductIds, ...categoryProducts], {
      rewrites: true,
    });
    return { created, updated };
  });
}

/** Root Catalog (1) and Default Category (2) exist before anything else (SPEC §9). */
export async function ensureRoots(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values([
      {
        id: ROOT_CATALOG_ID,
        parentId: null,
        name: 'Root Catalog',
        path: '1',
        level: 0,
        includeInMenu: false,
      },
      {
        id: DEFAULT_CATEGORY_ID,
        parentId: ROOT_CATALOG_ID,
        name: 'Default Category',
        path: '1/2',
        level: 1,
        includeInMenu: false,
      },
    ])
    .onConflictDoNothing();
  // The serial must not hand out the roots' ids again.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('categories', 'id'), GREATEST((SELECT max(id) FROM categories), 2))`,
  );
}

function parentPathOf(urlPath: string): string | null {
  const slash = urlPath.lastIndexOf('/');
  return slash < 0 ? null : urlPath.slice(0, slash);
}

function checkReferences(
  categoryRows: { row: CategoryImportRow; number: number }[],
  productRows: { row: ProductImportRow; number: number }[],
  categoryByPath: Map<string, CategoryRow>,
  known: Map<string, KnownProduct>,
): RowError[] {
  const errors: RowError[] = [];
  const filePaths = new Map<string, number>();
  const finalPaths = new Set(categoryByPath.keys());
  for (const { row, number } of categoryRows) {
    if (filePaths.has(row.url_path)) {
      errors.push({
        row: number,
        field: 'url_path',
        message: `${row.url_path} is also on row ${filePaths.get(row.url_path)}`,
      });
    }
    filePaths.set(row.url_path, number);
    const parent = parentPathOf(row.url_path);
    if (row.url_key) {
      const renamed = parent ? `${parent}/${row.url_key}` : row.url_key;
      finalPaths.add(renamed);
    }
    finalPaths.add(row.url_path);
  }
  for (const { row, number } of categoryRows) {
    const parent = parentPathOf(row.url_path);
    if (parent && !categoryByPath.has(parent) && !filePaths.has(parent)) {
      errors.push({
        row: number,
        field: 'url_path',
        message: `parent category ${parent} not found`,
      });
    }
  }
  const fileSkus = new Map<string, number>();
  for (const { row, number } of productRows) {
    const field = (name: string) => ({ row: number, field: name });
    if (fileSkus.has(row.sku)) {
      errors.push({
        ...field('sku'),
        message: `${row.sku} is also on row ${fileSkus.get(row.sku)}`,
      });
    }
    fileSkus.set(row.sku, number);
    for (const path of row.categories ?? []) {
      if (!finalPaths.has(path))
        errors.push({ ...field('categories'), message: `category ${path} not found` });
    }
    if (row.parent_sku) {
      const parent = known.get(row.parent_sku);
      if (row.type !== 'simple')
        errors.push({ ...field('type'), message: 'a variant (parent_sku) must be simple' });
      if (!parent)
        errors.push({ ...field('parent_sku'), message: `product ${row.parent_sku} not found` });
      else if (parent.type !== 'configurable')
        errors.push({
          ...field('parent_sku'),
          message: `${row.parent_sku} is not a configurable product`,
        });
    }
    if (row.type === 'bundle' && !row.bundle_options?.length) {
      errors.push({ ...field('bundle_options'), message: 'a bundle needs at least one option' });
    }
    for (const [name, skus] of [
      ['related_skus', row.related_skus],
      ['upsell_skus', row.upsell_skus],
      ['crosssell_skus', row.crosssell_skus],
    ] as const) {
      for (const sku of skus ?? [])
        if (!known.has(sku)) errors.push({ ...field(name), message: `product ${sku} not found` });
    }
    for (const option of row.bundle_options ?? [])
      for (const selection of option.selections)
        if (!known.has(selection.sku))
          errors.push({
            ...field('bundle_options'),
            message: `product ${selection.sku} not found`,
          });
    // An explicit enable where a market rule forbids the product is refused (COMPLIANCE.md).
    for (const storeView of STORE_VIEW_CODES) {
      if (row[`enabled_${storeView}`] !== true) continue;
      const violations = marketViolations(
        {
          sku: row.sku,
          deviceType: row.device_type ?? null,
          nicotineMgMl: row.nicotine_strength ?? null,
          volumeMl: row.volume_ml ?? null,
        },
        storeView,
      );
      for (const message of violations) errors.push({ ...field(`enabled_${storeView}`), message });
    }
    for (const storeView of STORE_VIEW_CODES) {
      const currency = getStoreView(storeView).currency.toLowerCase();
      if (
        row[`special_price_${storeView}`] !== undefined &&
        row[`price_${currency as (typeof CURRENCY_COLUMNS)[number]}`] === undefined
      ) {
        errors.push({
          ...field(`special_price_${storeView}`),
          message: `needs a regular price (price_${currency})`,
        });
      }
    }
  }
  return errors;
}

async function insertCategory(
  db: Database,
  row: CategoryImportRow,
  categoryByPath: Map<string, CategoryRow>,
): Promise<{ id: number; touched: number[] }> {
  const parentPath = parentPathOf(row.url_path);
  const parent = parentPath ? categoryByPath.get(parentPath) : undefined;
  const parentId = parent?.id ?? DEFAULT_CATEGORY_ID;
  const parentTreePath = parent?.path ?? `${ROOT_CATALOG_ID}/${DEFAULT_CATEGORY_ID}`;
  const urlKey = row.url_key ?? row.url_path.split('/').at(-1) ?? row.url_path;
  const urlPath = parentPath ? `${parentPath}/${urlKey}` : urlKey;
  const [inserted] = await db
    .insert(categories)
    .values({
      parentId,
      name: row.name,
      description: row.description ?? null,
      urlKey,
      urlPath,
      path: 'pending',
      level: (parent?.level ?? 1) + 1,
      position: row.position ?? 0,
      includeInMenu: row.include_in_menu ?? true,
      enabled: row.enabled ?? true,
      image: row.image ?? null,
      metaTitle: row.meta_title ?? null,
      metaDescription: row.meta_description ?? null,
    })
    .returning();
  if (!inserted) throw new Error('category insert returned nothing');
  const path = `${parentTreePath}/${inserted.id}`;
  await db.update(categories).set({ path }).where(eq(categories.id, inserted.id));
  const stored = { ...inserted, path };
  categoryByPath.set(row.url_path, stored);
  categoryByPath.set(urlPath, stored);
  return { id: inserted.id, touched: [inserted.id] };
}

async function updateCategory(
  db: Database,
  existing: CategoryRow,
  row: CategoryImportRow,
  categoryByPath: Map<string, CategoryRow>,
): Promise<{ id: number; touched: number[] }> {
  const oldPath = existing.urlPath ?? row.url_path;
  const parentPath = parentPathOf(oldPath);
  const urlKey = row.url_key ?? existing.urlKey ?? oldPath;
  const newPath = parentPath ? `${parentPath}/${urlKey}` : urlKey;
  const [stored] = await db
    .update(categories)
    .set({
      name: row.name,
      description: row.description ?? null,
      urlKey,
      urlPath: newPath,
      position: row.position ?? existing.position,
      includeInMenu: row.include_in_menu ?? existing.includeInMenu,
      enabled: row.enabled ?? existing.enabled,
      image: row.image ?? existing.image,
      metaTitle: row.meta_title ?? null,
      metaDescription: row.meta_description ?? null,
      updatedAt: new Date(),
    })
    .where(eq(categories.id, existing.id))
    .returning();
  if (!stored) throw new Error('category update returned nothing');
  categoryByPath.set(newPath, stored);
  let touched = [existing.id];
  if (newPath !== oldPath) {
    // A renamed category moves every descendant's url_path with it.
    const moved = await db
      .update(categories)
      .set({ urlPath: sql`${newPath} || substr(${categories.urlPath}, ${oldPath.length + 1})` })
      .where(like(categories.urlPath, `${oldPath}/%`))
      .returning();
    for (const child of moved) if (child.urlPath) categoryByPath.set(child.urlPath, child);
    touched = [existing.id, ...moved.map((child) => child.id)];
  }
  return { id: existing.id, touched };
}

async function replaceCategoryStoreValues(
  db: Database,
  categoryId: number,
  row: CategoryImportRow,
): Promise<void> {
  await db.delete(categoryStoreValues).where(eq(categoryStoreValues.categoryId, categoryId));
  const values = STORE_VIEW_CODES.flatMap((storeView) => {
    const name = row[`name_${storeView}`] ?? null;
    const description = row[`description_${storeView}`] ?? null;
    const enabled = row[`enabled_${storeView}`] ?? null;
    return name === null && description === null && enabled === null
      ? []
      : [{ categoryId, storeView, name, description, enabled }];
  });
  if (values.length) await db.insert(categoryStoreValues).values(values);
}

async function upsertProduct(
  db: Database,
  row: ProductImportRow,
  idBySku: Map<string, number>,
): Promise<number> {
  const parentId = row.parent_sku ? (idBySku.get(row.parent_sku) ?? null) : null;
  const values = {
    type: row.type,
    sku: row.sku,
    urlKey: row.url_key,
    parentId,
    name: row.name,
    shortDescription: row.short_description ?? null,
    description: row.description ?? null,
    metaTitle: row.meta_title ?? null,
    metaDescription: row.meta_description ?? null,
    metaKeyword: row.meta_keyword ?? null,
    enabled: row.enabled ?? true,
    // Variants are sold through their configurable product (Magento: not visible individually).
    visibility: row.visibility ?? (parentId ? 1 : 4),
    flavour: row.flavour ?? null,
    nicotineMgMl: row.nicotine_strength ?? null,
    volumeMl: row.volume_ml ?? null,
    colour: row.colour ?? null,
    deviceType: row.device_type ?? null,
    stockQty: row.qty ?? 0,
    isInStock: row.is_in_stock ?? (row.qty === undefined ? true : row.qty > 0),
    manageStock: row.manage_stock ?? true,
    dynamicPrice: row.dynamic_price ?? false,
    updatedAt: new Date(),
  };
  const [stored] = await db
    .insert(products)
    .values(values)
    .onConflictDoUpdate({ target: products.sku, set: values })
    .returning({ id: products.id });
  if (!stored) throw new Error('product upsert returned nothing');
  return stored.id;
}

async function replaceProductParts(
  db: Database,
  productId: number,
  row: ProductImportRow,
  idBySku: Map<string, number>,
  categoryByPath: Map<string, CategoryRow>,
): Promise<void> {
  // The row is the product's whole state: its parts are replaced, one statement at a time
  // (a transaction runs on one connection).
  await db.delete(productStoreValues).where(eq(productStoreValues.productId, productId));
  await db.delete(productPrices).where(eq(productPrices.productId, productId));
  await db.delete(productImages).where(eq(productImages.productId, productId));
  await db.delete(productCategories).where(eq(productCategories.productId, productId));
  await db.delete(productLinks).where(eq(productLinks.productId, productId));
  await db.delete(configurableAttributes).where(eq(configurableAttributes.productId, productId));
  await db.delete(bundleOptions).where(eq(bundleOptions.productId, productId));

  const storeValues = STORE_VIEW_CODES.flatMap((storeView) => {
    const value = {
      productId,
      storeView,
      name: row[`name_${storeView}`] ?? null,
      shortDescription: row[`short_description_${storeView}`] ?? null,
      description: row[`description_${storeView}`] ?? null,
      enabled: row[`enabled_${storeView}`] ?? null,
    };
    return value.name === null &&
      value.shortDescription === null &&
      value.description === null &&
      value.enabled === null
      ? []
      : [value];
  });
  if (storeValues.length) await db.insert(productStoreValues).values(storeValues);

  const prices = CURRENCY_COLUMNS.flatMap((currency) => {
    const major = row[`price_${currency}`];
    if (major === undefined) return [];
    return storeViewsPricedIn(currency.toUpperCase()).map((storeView) => {
      const special = row[`special_price_${storeView}`];
      const from = row[`special_from_${storeView}`];
      const to = row[`special_to_${storeView}`];
      return {
        productId,
        storeView,
        currency: currency.toUpperCase(),
        priceMinor: toMinor(major),
        specialPriceMinor: special === undefined ? null : toMinor(special),
        specialFrom: from ? new Date(from) : null,
        specialTo: to ? new Date(to) : null,
      };
    });
  });
  if (prices.length) await db.insert(productPrices).values(prices);

  const images = (row.images ?? []).map((url, position) => ({
    productId,
    url,
    label: row.image_labels?.[position] ?? row.name,
    position,
  }));
  if (images.length) await db.insert(productImages).values(images);

  const assignments = (row.categories ?? []).flatMap((path) => {
    const category = categoryByPath.get(path);
    return category ? [{ productId, categoryId: category.id, position: row.position ?? 0 }] : [];
  });
  if (assignments.length)
    await db.insert(productCategories).values(assignments).onConflictDoNothing();

  const links = (
    [
      ['related', row.related_skus],
      ['upsell', row.upsell_skus],
      ['crosssell', row.crosssell_skus],
    ] as [ProductLinkType, string[] | undefined][]
  ).flatMap(([linkType, skus]) =>
    (skus ?? []).flatMap((sku, position) => {
      const linkedProductId = idBySku.get(sku);
      return linkedProductId === undefined || linkedProductId === productId
        ? []
        : [{ productId, linkedProductId, linkType, position }];
    }),
  );
  if (links.length) await db.insert(productLinks).values(links).onConflictDoNothing();

  if (row.type === 'configurable') {
    const attributes = row.super_attributes ?? ['flavour', 'nicotine_strength'];
    await db
      .insert(configurableAttributes)
      .values(
        attributes.map((attributeCode, position) => ({ productId, attributeCode, position })),
      );
  }

  for (const option of row.bundle_options ?? []) {
    const [stored] = await db
      .insert(bundleOptions)
      .values({
        productId,
        title: option.title,
        type: option.type,
        required: option.required,
        position: option.position,
      })
      .returning({ id: bundleOptions.id });
    if (!stored) continue;
    const selections = option.selections.flatMap((selection) => {
      const selected = idBySku.get(selection.sku);
      return selected === undefined
        ? []
        : [
            {
              optionId: stored.id,
              productId: selected,
              qty: selection.qty,
              isDefault: selection.is_default,
              canChangeQty: selection.can_change_qty,
              position: selection.position,
            },
          ];
    });
    if (selections.length) await db.insert(bundleSelections).values(selections);
  }
}

/** 4.99 -> 499 (prices arrive in major units; the database keeps integer minor units). */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}
