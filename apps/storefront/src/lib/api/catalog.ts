import { cache } from 'react';
import { FALLBACK_NICOTINE_WARNINGS, getStoreView, type StoreViewCode } from '@lumo/block-schema';
import {
  CatalogCategoryPageDocument,
  CatalogProductDocument,
  CatalogProductLinksDocument,
  CatalogSearchDocument,
  CatalogStoreConfigDocument,
  type CatalogCategoryPageQuery,
  type CatalogProductLinksQuery,
  type CatalogProductQuery,
  type CatalogSearchQuery,
  type ProductAttributeFilterInput,
  type ProductAttributeSortInput,
} from '@lumo/graphql';
import type { GraphQLResult } from '@lumo/graphql';
import {
  CATALOG_REVALIDATE_SECONDS,
  catalogTag,
  categoryTag,
  productTag,
} from './catalog-cache-tags';
import { storeConfigTag } from './cache-tags';
import { storefrontQuery } from './storefront-graphql';

/** Magento-style uid of a numeric id ("12" -> "MTI="), as the api encodes them. */
export function catalogUid(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64');
}

/**
 * The outcome of a catalogue read. Only `missing` means "no such product or category"; an api
 * that cannot be reached or refuses is `unavailable`, which the page shows as a notice and never
 * as a 404 or a blank page (SPEC §8).
 */
export type CatalogResult<T> =
  { kind: 'found'; data: T } | { kind: 'missing' } | { kind: 'unavailable'; message: string };

function unavailable<TData>(result: Exclude<GraphQLResult<TData>, { kind: 'ok' }>): {
  kind: 'unavailable';
  message: string;
} {
  return {
    kind: 'unavailable',
    message:
      result.kind === 'network-error'
        ? result.message
        : result.errors.map((error) => error.message).join('; '),
  };
}

// ---------------------------------------------------------------------------------------------
// Store view settings

/** What the catalogue needs of the store view; the api's storeConfig, else the static defaults. */
export interface CatalogSettings {
  storeView: StoreViewCode;
  locale: string;
  currency: string;
  /** Products per listing page (storeConfig.grid_per_page). */
  pageSize: number;
  productUrlSuffix: string;
  categoryUrlSuffix: string;
  /** The market's nicotine warning (COMPLIANCE.md). */
  nicotineWarning: string;
  /** US federal rules: the warning must be prominent at the top of the product area. */
  federalVapingRules: boolean;
}

const DEFAULT_PAGE_SIZE = 12;
/** A misconfigured grid_per_page must not make one page ask for thousands of products. */
const MAX_PAGE_SIZE = 48;

export function defaultCatalogSettings(storeView: StoreViewCode): CatalogSettings {
  const view = getStoreView(storeView);
  return {
    storeView,
    locale: view.locale,
    currency: view.currency,
    pageSize: DEFAULT_PAGE_SIZE,
    productUrlSuffix: '',
    categoryUrlSuffix: '',
    nicotineWarning: FALLBACK_NICOTINE_WARNINGS[storeView],
    federalVapingRules: view.federalVapingRules,
  };
}

function validLocale(locale: string | null | undefined): string | null {
  if (!locale) return null;
  const tag = locale.replace('_', '-');
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length ? tag : null;
  } catch {
    return null;
  }
}

function validCurrency(code: string | null | undefined): string | null {
  return code && /^[A-Z]{3}$/.test(code) ? code : null;
}

export async function fetchCatalogSettings(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<CatalogSettings> {
  const defaults = defaultCatalogSettings(storeView);
  const result = await storefrontQuery(CatalogStoreConfigDocument, {
    storeView,
    cache: { kind: 'tagged', tags: [storeConfigTag(storeView)], revalidate: 300 },
    fetchImpl,
  });
  const config = result.kind === 'ok' ? result.data.storeConfig : null;
  if (!config) return defaults;
  const pageSize = config.grid_per_page ?? defaults.pageSize;
  return {
    storeView,
    locale: validLocale(config.locale) ?? defaults.locale,
    currency:
      validCurrency(config.default_display_currency_code) ??
      validCurrency(config.base_currency_code) ??
      defaults.currency,
    pageSize: Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE),
    productUrlSuffix: config.product_url_suffix ?? '',
    categoryUrlSuffix: config.category_url_suffix ?? '',
    nicotineWarning: config.nicotine_warning?.trim() || defaults.nicotineWarning,
    federalVapingRules: config.federal_vaping_rules ?? defaults.federalVapingRules,
  };
}

export const getCatalogSettings = cache((storeView: StoreViewCode) =>
  fetchCatalogSettings(storeView),
);

// ---------------------------------------------------------------------------------------------
// Listings

export interface ListingRequest {
  storeView: StoreViewCode;
  filter: ProductAttributeFilterInput;
  sort: ProductAttributeSortInput;
  pageSize: number;
  currentPage: number;
  fetchImpl?: typeof fetch;
}

export type CategoryPageData = CatalogCategoryPageQuery;
export type CategoryData = NonNullable<
  NonNullable<NonNullable<CatalogCategoryPageQuery['categories']>['items']>[number]
>;

export async function fetchCategoryPage(
  request: ListingRequest & { categoryId: number },
): Promise<
  CatalogResult<{ category: CategoryData; products: CatalogCategoryPageQuery['products'] }>
> {
  const uid = catalogUid(request.categoryId);
  const result = await storefrontQuery(CatalogCategoryPageDocument, {
    storeView: request.storeView,
    variables: {
      categoryUid: uid,
      filter: { ...request.filter, category_uid: { eq: uid } },
      sort: request.sort,
      pageSize: request.pageSize,
      currentPage: request.currentPage,
    },
    cache: {
      kind: 'tagged',
      tags: [catalogTag(request.storeView), categoryTag(request.storeView, request.categoryId)],
      revalidate: CATALOG_REVALIDATE_SECONDS,
    },
    fetchImpl: request.fetchImpl,
  });
  if (result.kind !== 'ok') return unavailable(result);
  const category = result.data.categories?.items?.[0];
  if (!category) return { kind: 'missing' };
  return { kind: 'found', data: { category, products: result.data.products } };
}

export type SearchData = NonNullable<CatalogSearchQuery['products']>;

export async function fetchSearchResults(
  request: ListingRequest & { search: string },
): Promise<CatalogResult<SearchData>> {
  const result = await storefrontQuery(CatalogSearchDocument, {
    storeView: request.storeView,
    variables: {
      search: request.search,
      filter: request.filter,
      sort: request.sort,
      pageSize: request.pageSize,
      currentPage: request.currentPage,
    },
    // Search words are the shopper's: caching each would let anyone fill the data cache.
    cache: { kind: 'no-store' },
    fetchImpl: request.fetchImpl,
  });
  if (result.kind !== 'ok') return unavailable(result);
  return result.data.products ? { kind: 'found', data: result.data.products } : { kind: 'missing' };
}

// ---------------------------------------------------------------------------------------------
// Products

export type ProductData = NonNullable<
  NonNullable<NonNullable<CatalogProductQuery['products']>['items']>[number]
>;
export type ProductLinksData = NonNullable<
  NonNullable<NonNullable<CatalogProductLinksQuery['products']>['items']>[number]
>;

interface ProductRequest {
  storeView: StoreViewCode;
  productId: number;
  fetchImpl?: typeof fetch;
}

function productCache(request: ProductRequest) {
  return {
    kind: 'tagged' as const,
    tags: [catalogTag(request.storeView), productTag(request.storeView, request.productId)],
    revalidate: CATALOG_REVALIDATE_SECONDS,
  };
}

export async function fetchProduct(request: ProductRequest): Promise<CatalogResult<ProductData>> {
  const result = await storefrontQuery(CatalogProductDocument, {
    storeView: request.storeView,
    variables: { productUid: catalogUid(request.productId) },
    cache: productCache(request),
    fetchImpl: request.fetchImpl,
  });
  if (result.kind !== 'ok') return unavailable(result);
  const product = result.data.products?.items?.[0];
  return product ? { kind: 'found', data: product } : { kind: 'missing' };
}

export async function fetchProductLinks(
  request: ProductRequest,
): Promise<CatalogResult<ProductLinksData>> {
  const result = await storefrontQuery(CatalogProductLinksDocument, {
    storeView: request.storeView,
    variables: { productUid: catalogUid(request.productId) },
    cache: productCache(request),
    fetchImpl: request.fetchImpl,
  });
  if (result.kind !== 'ok') return unavailable(result);
  const product = result.data.products?.items?.[0];
  return product ? { kind: 'found', data: product } : { kind: 'missing' };
}

/** One read per render: the page and its metadata share it (React's per-request cache). */
export const getProduct = cache((storeView: StoreViewCode, productId: number) =>
  fetchProduct({ storeView, productId }),
);
