import { z } from 'zod';
import type { StoreViewCode } from '@lumo/block-schema';
import { SitemapCategoriesDocument, SitemapProductsDocument } from '@lumo/graphql';
import { fetchRouteLookups } from './route-lookup';
import { storefrontQuery, type ApiCachePolicy } from './storefront-graphql';

/** sitemap.xml is read by crawlers, not shoppers: an hour-old list is fine. */
export const SITEMAP_REVALIDATE_SECONDS = 3600;
/** Items per api page while listing products and categories. */
export const SITEMAP_PAGE_SIZE = 100;
/** Most api pages read per store view and kind (bounds the work one sitemap request causes). */
export const SITEMAP_MAX_PAGES = 50;

/**
 * The CMS pages of SPEC §2.1 that a store view may have. The api has no "list CMS pages" query;
 * one batch route lookup per store view tells which of them it serves.
 */
export const SITEMAP_CMS_PATHS = [
  '/terms-of-service',
  '/privacy-policy',
  '/terms-and-conditions',
  '/contacts',
  '/why-lumo',
  '/lumo-flavors',
  '/recycling',
] as const;

export function sitemapTag(storeView: StoreViewCode): string {
  return `sitemap:${storeView}`;
}

const cachePolicy = (storeView: StoreViewCode): ApiCachePolicy => ({
  kind: 'tagged',
  tags: [sitemapTag(storeView)],
  revalidate: SITEMAP_REVALIDATE_SECONDS,
});

const pathPart = z.string().trim().min(1).max(512);

/** A URL path inside a store view from an api path field ("a/b" or "/a/b"), or null. */
function pathFrom(value: string | null | undefined, suffix = ''): string | null {
  const parsed = pathPart.safeParse(value);
  if (!parsed.success || parsed.data.includes('://')) return null;
  return `/${parsed.data.replace(/^\/+/, '')}${suffix}`;
}

interface PagedItems<T> {
  items: T[];
  totalPages: number;
}

async function readAllPages<T>(
  readPage: (currentPage: number) => Promise<PagedItems<T> | null>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= SITEMAP_MAX_PAGES; page += 1) {
    const result = await readPage(page);
    // A failed page ends the list: the sitemap keeps what it has rather than failing.
    if (!result) break;
    all.push(...result.items);
    if (page >= result.totalPages) break;
  }
  return all;
}

/** Paths of the store view's products (request_path, else url_key + url_suffix). */
export async function fetchSitemapProductPaths(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<string[]> {
  const paths = await readAllPages(async (currentPage) => {
    const result = await storefrontQuery(SitemapProductsDocument, {
      storeView,
      variables: { pageSize: SITEMAP_PAGE_SIZE, currentPage },
      cache: cachePolicy(storeView),
      fetchImpl,
    });
    if (result.kind !== 'ok' || !result.data.products) return null;
    const { items, page_info: pageInfo } = result.data.products;
    return {
      items: (items ?? []).map(
        (item) =>
          pathFrom(item?.request_path) ?? pathFrom(item?.url_key, item?.url_suffix ?? '') ?? null,
      ),
      totalPages: pageInfo?.total_pages ?? 1,
    };
  });
  return unique(paths);
}

/** Paths of the store view's categories below its root (url_path + url_suffix). */
export async function fetchSitemapCategoryPaths(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<string[]> {
  const paths = await readAllPages(async (currentPage) => {
    const result = await storefrontQuery(SitemapCategoriesDocument, {
      storeView,
      variables: { pageSize: SITEMAP_PAGE_SIZE, currentPage },
      cache: cachePolicy(storeView),
      fetchImpl,
    });
    if (result.kind !== 'ok' || !result.data.categories) return null;
    const { items, page_info: pageInfo } = result.data.categories;
    return {
      // Level 1 and 2 are Magento's roots ("Root Catalog", "Default Category"): no pages.
      items: (items ?? [])
        .filter((item) => (item?.level ?? 3) > 2)
        .map((item) => pathFrom(item?.url_path, item?.url_suffix ?? '')),
      totalPages: pageInfo?.total_pages ?? 1,
    };
  });
  return unique(paths);
}

/** The SPEC §2.1 CMS pages the store view serves (found, enabled, not redirected). */
export async function fetchSitemapCmsPaths(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<string[]> {
  const keys = SITEMAP_CMS_PATHS.map((path) => path.slice(1));
  const outcomes = await fetchRouteLookups({
    storeView,
    keys,
    cache: cachePolicy(storeView),
    fetchImpl,
  });
  return SITEMAP_CMS_PATHS.filter((_path, index) => {
    const outcome = outcomes[index];
    if (outcome?.kind !== 'found') return false;
    const { route } = outcome;
    return route.entityType === 'cms-page' && !route.disabled && route.rewriteType === 0;
  });
}

function unique(paths: (string | null)[]): string[] {
  return [...new Set(paths.filter((path): path is string => path !== null))];
}
