import type { StoreViewCode } from '@lumo/block-schema';

/**
 * Cache tags of the catalogue's api calls. Every catalogue fetch carries `catalogTag` (a price or
 * stock change anywhere can expire a whole store view's listings); a product page also carries
 * its product's tag and a category page its category's, so one change expires only those.
 * POST /api/revalidate with these tags (the api's notification) expires them.
 */
export function catalogTag(storeView: StoreViewCode): string {
  return `catalog:${storeView}`;
}

export function productTag(storeView: StoreViewCode, productId: number): string {
  return `product:${storeView}:${productId}`;
}

export function categoryTag(storeView: StoreViewCode, categoryId: number): string {
  return `category:${storeView}:${categoryId}`;
}

/** Safety net behind tag revalidation: a missed price or stock notification heals within this. */
export const CATALOG_REVALIDATE_SECONDS = 60;
