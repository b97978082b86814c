import type { ProductAttributeFilterInput, ProductAttributeSortInput } from '@lumo/graphql';

/**
 * The state of a product listing (category or search page), all of it in the query string so
 * every state is a URL that works without JavaScript and can be crawled and shared:
 * `?flavour=peppermint&strength=12&price=10_20&device=pod-kit&sort=price_asc&page=2` (and `q` on
 * the search page). Parsing (listing-state-parser.ts, with zod) is forgiving: an unknown or
 * malformed value is ignored, never an error. This module has no dependencies, so the client
 * islands (sort, filters) can use it without shipping zod to the browser.
 */

/** The filters the listing offers, in display order: query parameter <-> the api's attribute code. */
export const LISTING_FILTERS = [
  // Their names are translations (catalog.filters.<param>); the api's labels are English.
  { param: 'flavour', attribute: 'flavour' },
  { param: 'strength', attribute: 'nicotine_strength' },
  { param: 'price', attribute: 'price' },
  { param: 'device', attribute: 'device_type' },
] as const;

export type ListingFilterParam = (typeof LISTING_FILTERS)[number]['param'];
export type ListingFilterAttribute = (typeof LISTING_FILTERS)[number]['attribute'];

export const LISTING_SORTS = ['position', 'name', 'price_asc', 'price_desc', 'relevance'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** A category lists in the merchandisers' order unless the shopper sorts. */
export const CATEGORY_DEFAULT_SORT: ListingSort = 'position';

/** Deep pages are never useful to a shopper and cost the database; the api caps them too. */
export const MAX_PAGE = 500;
/** SPEC-free bound of the search words (the task: 128 characters). */
export const MAX_SEARCH_LENGTH = 128;
/** Longest filter value accepted from a URL. */
export const MAX_VALUE_LENGTH = 64;

export interface ListingState {
  filters: Partial<Record<ListingFilterParam, string>>;
  /** null: the page's default order (position for a category, relevance for a search). */
  sort: ListingSort | null;
  page: number;
  /** Search words (search page only); '' when none. */
  q: string;
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** A page number within 1..MAX_PAGE. */
export function clampPage(page: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), MAX_PAGE);
}

/** What changes from the current state; a changed filter, sort or search starts again at page 1. */
export interface ListingChange {
  filter?: { param: ListingFilterParam; value: string | null };
  clearFilters?: boolean;
  sort?: ListingSort | null;
  page?: number;
}

export function applyListingChange(state: ListingState, change: ListingChange): ListingState {
  const filters = change.clearFilters ? {} : { ...state.filters };
  if (change.filter) {
    if (change.filter.value === null) delete filters[change.filter.param];
    else filters[change.filter.param] = change.filter.value;
  }
  const sort = change.sort !== undefined ? change.sort : state.sort;
  const resetsPage =
    change.filter !== undefined || change.clearFilters === true || change.sort !== undefined;
  const page = change.page !== undefined ? clampPage(change.page) : resetsPage ? 1 : state.page;
  return { filters, sort, page, q: state.q };
}

/** The query string of a state, in one fixed order so each state has exactly one URL. */
export function listingQueryString(state: ListingState, defaultSort: ListingSort): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const { param } of LISTING_FILTERS) {
    const value = state.filters[param];
    if (value) params.set(param, value);
  }
  if (state.sort && state.sort !== defaultSort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function listingHref(
  basePath: string,
  state: ListingState,
  defaultSort: ListingSort,
  change: ListingChange = {},
): string {
  return `${basePath}${listingQueryString(applyListingChange(state, change), defaultSort)}`;
}

export function hasActiveFilters(state: ListingState): boolean {
  return Object.keys(state.filters).length > 0;
}

/** The api's filter for the shopper's choices (plus what the page adds, e.g. its category). */
export function toProductFilter(
  state: ListingState,
  base: ProductAttributeFilterInput = {},
): ProductAttributeFilterInput {
  const filter: ProductAttributeFilterInput = { ...base };
  const { flavour, strength, price, device } = state.filters;
  if (flavour) filter.flavour = { eq: flavour };
  if (strength) filter.nicotine_strength = { eq: strength };
  if (device) filter.device_type = { eq: device };
  if (price) {
    const [from, to] = price.split('_');
    filter.price = {
      ...(from && from !== '*' ? { from } : {}),
      ...(to && to !== '*' ? { to } : {}),
    };
  }
  return filter;
}

export function toProductSort(sort: ListingSort): ProductAttributeSortInput {
  switch (sort) {
    case 'name':
      return { name: 'ASC' };
    case 'price_asc':
      return { price: 'ASC' };
    case 'price_desc':
      return { price: 'DESC' };
    case 'relevance':
      return { relevance: 'DESC' };
    case 'position':
      return { position: 'ASC' };
  }
}
