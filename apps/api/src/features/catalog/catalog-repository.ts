import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  bundleOptions,
  bundleSelections,
  categories,
  categoryStoreValues,
  configurableAttributes,
  productCategories,
  productImages,
  productIndex,
  productLinks,
  productPrices,
  products,
  productStoreValues,
  type BundleOptionRow,
  type BundleSelectionRow,
  type CategoryRow,
  type ProductImageRow,
  type ProductLinkType,
} from '../../db/schema';
import { categoryEnablement, DEFAULT_CATEGORY_ID } from './catalog-availability';
import { TYPENAME_OF, type CategorySource, type ProductSource } from './catalog-sources';

/**
 * Entity reads of the catalogue (products, categories and their parts), scoped to a store
 * view. Everything takes id lists, so a page's worth of products costs one query per part.
 * Writes live in catalog-writes.ts, listings and search in catalog-listing.ts.
 */
export class CatalogRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: CatalogRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CatalogRepository(tx)));
  }

  /** Products visible in the store view (variants included), in the order of `ids`. */
  async productSources(storeView: StoreViewCode, ids: number[]): Promise<ProductSource[]> {
    if (ids.length === 0) return [];
    const rows = await this.sourceRows(storeView, inArray(productIndex.productId, ids));
    const byId = new Map(rows.map((row) => [row.source.id, row.source]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The variants visible in the store view of each configurable product, by sku, as sources:
   * the ids and the products in one statement (a search page's price ranges read them all).
   */
  async variantSources(
    storeView: StoreViewCode,
    parentIds: number[],
  ): Promise<Map<number, ProductSource[]>> {
    const rows = parentIds.length
      ? await this.sourceRows(
          storeView,
          and(
            inArray(productIndex.listingId, parentIds),
            sql`${productIndex.productId} <> ${productIndex.listingId}`,
          ),
          true,
        )
      : [];
    const grouped = groupBy(parentIds, rows, (row) => row.listingId);
    return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.source)]));
  }

  /** product_index rows of the store view matching `where`, joined to their products. */
  private async sourceRows(
    storeView: StoreViewCode,
    where: SQL | undefined,
    bySku = false,
  ): Promise<{ listingId: number; source: ProductSource }[]> {
    const query = this.db
      .select({
        product: products,
        store: productStoreValues,
        index: {
          listingId: productIndex.listingId,
          requestPath: productIndex.requestPath,
          priceMinor: productIndex.priceMinor,
          specialPriceMinor: productIndex.specialPriceMinor,
          specialFrom: productIndex.specialFrom,
          specialTo: productIndex.specialTo,
        },
      })
      .from(productIndex)
      .innerJoin(products, eq(products.id, productIndex.productId))
      .leftJoin(
        productStoreValues,
        and(
          eq(productStoreValues.productId, products.id),
          eq(productStoreValues.storeView, storeView),
        ),
      )
      .where(and(eq(productIndex.storeView, storeView), where));
    const rows = await (bySku ? query.orderBy(asc(productIndex.sku)) : query);
    const currency = getStoreView(storeView).currency;
    return rows.map(({ product, store, index }) => ({
      listingId: index.listingId,
      source: {
        __typename: TYPENAME_OF[product.type],
        id: product.id,
        storeView,
        typeId: product.type,
        sku: product.sku,
        urlKey: product.urlKey,
        requestPath: index.requestPath,
        name: store?.name ?? product.name,
        shortDescription: store?.shortDescription ?? product.shortDescription,
        description: store?.description ?? product.description,
        metaTitle: store?.metaTitle ?? product.metaTitle,
        metaDescription: store?.metaDescription ?? product.metaDescription,
        metaKeyword: product.metaKeyword,
        flavour: product.flavour,
        nicotineMgMl: product.nicotineMgMl,
        volumeMl: product.volumeMl,
        colour: product.colour,
        deviceType: product.deviceType,
        parentId: product.parentId,
        currency,
        price:
          index.priceMinor === null
            ? null
            : {
                priceMinor: index.priceMinor,
                specialPriceMinor: index.specialPriceMinor,
                specialFrom: index.specialFrom,
                specialTo: index.specialTo,
              },
        stock: {
          qty: product.stockQty,
          isInStock: product.isInStock,
          manageStock: product.manageStock,
        },
        dynamicPrice: product.dynamicPrice,
      },
    }));
  }

  /** Categories (level 2 and below) enabled in the store view, in the order of `ids`. */
  async categorySources(storeView: StoreViewCode, ids: number[]): Promise<CategorySource[]> {
    if (ids.length === 0) return [];
    const enablement = await categoryEnablement(this.db, ids, [storeView]);
    // The store root (Default Category) belongs to every store view; Root Catalog to none.
    const visibleIds = ids.filter(
      (id) => id === DEFAULT_CATEGORY_ID || enablement.get(id)?.has(storeView),
    );
    if (visibleIds.length === 0) return [];
    const rows = await this.db
      .select({ category: categories, store: categoryStoreValues })
      .from(categories)
      .leftJoin(
        categoryStoreValues,
        and(
          eq(categoryStoreValues.categoryId, categories.id),
          eq(categoryStoreValues.storeView, storeView),
        ),
      )
      .where(inArray(categories.id, visibleIds));
    const byId = new Map(
      rows.map(({ category, store }) => [
        category.id,
        toCategorySource(storeView, category, store?.name ?? null, store?.description ?? null),
      ]),
    );
    return visibleIds.flatMap((id) => byId.get(id) ?? []);
  }

  /** Every category row (the tree is small: tens to a few hundred nodes). */
  allCategories(): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.position));
  }

  /** Visible children of the categories, each list ordered by position. */
  async childCategoryIds(parentIds: number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>(parentIds.map((id) => [id, []]));
    if (parentIds.length === 0) return result;
    const rows = await this.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(inArray(categories.parentId, parentIds))
      .orderBy(asc(categories.position), asc(categories.id));
    for (const row of rows) if (row.parentId !== null) result.get(row.parentId)?.push(row.id);
    return result;
  }

  async imagesOf(productIds: number[]): Promise<Map<number, ProductImageRow[]>> {
    const rows = productIds.length
      ? await this.db
          .select()
          .from(productImages)
          .where(inArray(productImages.productId, productIds))
          .orderBy(asc(productImages.position), asc(productImages.id))
      : [];
    return groupBy(productIds, rows, (row) => row.productId);
  }

  async categoryIdsOf(productIds: number[]): Promise<Map<number, number[]>> {
    const rows = productIds.length
      ? await this.db
          .select({
            productId: productCategories.productId,
            categoryId: productCategories.categoryId,
          })
          .from(productCategories)
          .innerJoin(categories, eq(categories.id, productCategories.categoryId))
          .where(inArray(productCategories.productId, productIds))
          .orderBy(asc(categories.level), asc(categories.position))
      : [];
    const grouped = groupBy(productIds, rows, (row) => row.productId);
    return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.categoryId)]));
  }

  /** Linked product ids per product for one link type, by position. */
  async linkedIds(productIds: number[], linkType: ProductLinkType): Promise<Map<number, number[]>> {
    const rows = productIds.length
      ? await this.db
          .select({ productId: productLinks.productId, linked: productLinks.linkedProductId })
          .from(productLinks)
          .where(
            and(inArray(productLinks.productId, productIds), eq(productLinks.linkType, linkType)),
          )
          .orderBy(asc(productLinks.position))
      : [];
    const grouped = groupBy(productIds, rows, (row) => row.productId);
    return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.linked)]));
  }

  /** Variant ids per configurable product visible in the store view, by sku. */
  async variantIds(storeView: StoreViewCode, parentIds: number[]): Promise<Map<number, number[]>> {
    const rows = parentIds.length
      ? await this.db
          .select({ productId: productIndex.productId, parentId: productIndex.listingId })
          .from(productIndex)
          .where(
            and(
              eq(productIndex.storeView, storeView),
              inArray(productIndex.listingId, parentIds),
              sql`${productIndex.productId} <> ${productIndex.listingId}`,
            ),
          )
          .orderBy(asc(productIndex.sku))
      : [];
    const grouped = groupBy(parentIds, rows, (row) => row.parentId);
    return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.productId)]));
  }

  async superAttributes(parentIds: number[]): Promise<Map<number, string[]>> {
    const rows = parentIds.length
      ? await this.db
          .select()
          .from(configurableAttributes)
          .where(inArray(configurableAttributes.productId, parentIds))
          .orderBy(asc(configurableAttributes.position))
      : [];
    const grouped = groupBy(parentIds, rows, (row) => row.productId);
    return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.attributeCode)]));
  }

  async bundleOptionsOf(
    productIds: number[],
  ): Promise<Map<number, { option: BundleOptionRow; selections: BundleSelectionRow[] }[]>> {
    const options = productIds.length
      ? await this.db
          .select()
          .from(bundleOptions)
          .where(inArray(bundleOptions.productId, productIds))
          .orderBy(asc(bundleOptions.position), asc(bundleOptions.id))
      : [];
    const selections = options.length
      ? await this.db
          .select()
          .from(bundleSelections)
          .where(
            inArray(
              bundleSelections.optionId,
              options.map((option) => option.id),
            ),
          )
          .orderBy(asc(bundleSelections.position), asc(bundleSelections.id))
      : [];
    const selectionsByOption = groupBy(
      options.map((option) => option.id),
      selections,
      (row) => row.optionId,
    );
    const grouped = groupBy(productIds, options, (row) => row.productId);
    return new Map(
      [...grouped].map(([id, list]) => [
        id,
        list.map((option) => ({ option, selections: selectionsByOption.get(option.id) ?? [] })),
      ]),
    );
  }

  /** Prices of products in a store view (for bundles' dynamic parts), keyed by product id. */
  async pricesIn(storeView: StoreViewCode, productIds: number[]) {
    const rows = productIds.length
      ? await this.db
          .select()
          .from(productPrices)
          .where(
            and(
              eq(productPrices.storeView, storeView),
              inArray(productPrices.productId, productIds),
            ),
          )
      : [];
    return new Map(rows.map((row) => [row.productId, row]));
  }
}

export function toCategorySource(
  storeView: StoreViewCode,
  category: CategoryRow,
  nameOverride: string | null,
  descriptionOverride: string | null,
): CategorySource {
  return {
    __typename: 'CategoryTree',
    id: category.id,
    storeView,
    parentId: category.parentId,
    name: nameOverride ?? category.name,
    description: descriptionOverride ?? category.description,
    urlKey: category.urlKey,
    urlPath: category.urlPath,
    path: category.path,
    level: category.level,
    position: category.position,
    includeInMenu: category.includeInMenu,
    image: category.image,
    metaTitle: category.metaTitle,
    metaDescription: category.metaDescription,
  };
}

/** Rows grouped under each key, every key present (empty list when nothing matched). */
function groupBy<K, R>(keys: K[], rows: R[], keyOf: (row: R) => K): Map<K, R[]> {
  const result = new Map<K, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) result.get(keyOf(row))?.push(row);
  return result;
}
