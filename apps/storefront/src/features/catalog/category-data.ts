import { cache } from 'react';
import type { StoreViewCode } from '@lumo/block-schema';
import { fetchCategoryPage, getCatalogSettings } from '@/lib/api/catalog';
import {
  CATEGORY_DEFAULT_SORT,
  listingQueryString,
  toProductFilter,
  toProductSort,
  type ListingSort,
} from './listing-params';
import { parseListingState } from './listing-state-parser';

export const CATEGORY_SORTS: readonly ListingSort[] = [
  'position',
  'name',
  'price_asc',
  'price_desc',
];
export { CATEGORY_DEFAULT_SORT };

/**
 * One category read per render, shared by the page and its metadata. Keyed by primitives (the
 * listing's canonical query string) because React's cache compares arguments by identity.
 */
export const getCategoryPage = cache(
  async (storeView: StoreViewCode, categoryId: number, query: string) => {
    const state = parseListingState(Object.fromEntries(new URLSearchParams(query)));
    const settings = await getCatalogSettings(storeView);
    const request = {
      storeView,
      categoryId,
      filter: toProductFilter(state),
      sort: toProductSort(state.sort ?? CATEGORY_DEFAULT_SORT),
      pageSize: settings.pageSize,
    };
    const result = await fetchCategoryPage({ ...request, currentPage: state.page });
    // A page past the end (an old link, a hand-edited URL) shows the last page instead.
    const lastPage = result.kind === 'found' ? result.data.products?.page_info?.total_pages : null;
    if (lastPage && lastPage >= 1 && state.page > lastPage) {
      const clamped = await fetchCategoryPage({ ...request, currentPage: lastPage });
      return { state: { ...state, page: lastPage }, settings, result: clamped };
    }
    return { state, settings, result };
  },
);

export function categoryQueryKey(searchParams: Record<string, string | string[] | undefined>) {
  // A category page has no search words: `q` is not part of its state.
  return listingQueryString({ ...parseListingState(searchParams), q: '' }, CATEGORY_DEFAULT_SORT);
}
