import type { StoreViewCode } from '@lumo/block-schema';
import DataLoader from 'dataloader';
import type { ProductLinkType } from '../../db/schema';
import type { CatalogService } from './catalog-service';
import type { CategorySource, ProductSource } from './catalog-sources';

/**
 * Per-request batching: every product or category field that needs more rows asks a loader,
 * and the loader answers all parents of one tick with one query (a page of 20 configurable
 * products with variants, images and categories is a handful of queries).
 */
export function createCatalogLoaders(catalog: CatalogService, storeView: StoreViewCode) {
  const repository = catalog.repository;
  const products = new DataLoader<number, ProductSource | null>(async (ids) => {
    const found = await catalog.productsByIds(storeView, [...ids]);
    const byId = new Map(found.map((product) => [product.id, product]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  const categories = new DataLoader<number, CategorySource | null>(async (ids) => {
    const found = await catalog.categoriesByIds(storeView, [...ids]);
    const byId = new Map(found.map((category) => [category.id, category]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  const listOf = <V>(load: (ids: number[]) => Promise<Map<number, V[]>>) =>
    new DataLoader<number, V[]>(async (ids) => {
      const grouped = await load([...ids]);
      return ids.map((id) => grouped.get(id) ?? []);
    });
  const links = (linkType: ProductLinkType) => listOf((ids) => repository.linkedIds(ids, linkType));
  return {
    products,
    categories,
    images: listOf((ids) => repository.imagesOf(ids)),
    categoryIds: listOf((ids) => repository.categoryIdsOf(ids)),
    childCategoryIds: listOf((ids) => repository.childCategoryIds(ids)),
    // The variants are read with their products in one statement; the products loader is
    // primed with them, so variantsOf's loadVisible asks the database nothing more.
    variantIds: listOf(async (ids) => {
      const variants = await repository.variantSources(storeView, ids);
      const result = new Map<number, number[]>();
      for (const [parentId, sources] of variants) {
        for (const source of sources) products.prime(source.id, source);
        result.set(
          parentId,
          sources.map((source) => source.id),
        );
      }
      return result;
    }),
    superAttributes: listOf((ids) => repository.superAttributes(ids)),
    bundleOptions: listOf((ids) => repository.bundleOptionsOf(ids)),
    links: { related: links('related'), upsell: links('upsell'), crosssell: links('crosssell') },
    productCounts: new DataLoader<number, number>(async (ids) => {
      const counts = await catalog.productCounts(storeView, [...ids]);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

const perRequest = new WeakMap<object, CatalogLoaders>();

/** The loaders of one request (keyed by its GraphQL context). */
export function loadersOf(
  context: object,
  catalog: CatalogService,
  storeView: StoreViewCode,
): CatalogLoaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    loaders = createCatalogLoaders(catalog, storeView);
    perRequest.set(context, loaders);
  }
  return loaders;
}

/** Loads ids and drops the ones the store view does not show. */
export async function loadVisible<T>(
  loader: DataLoader<number, T | null>,
  ids: number[],
): Promise<T[]> {
  const found = await loader.loadMany(ids);
  return found.filter((item): item is T => item !== null && !(item instanceof Error));
}
