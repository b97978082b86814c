import type { ProductListingFieldsFragment } from '@lumo/graphql';
import type { CatalogSettings } from '@/lib/api/catalog';
import { LISTING_FILTERS, MAX_PAGE, type ListingFilterParam } from './listing-params';
import { toProductCard, type ProductCardModel } from './product-model';

export interface FilterOptionModel {
  value: string;
  label: string;
  count: number;
}

export interface FilterModel {
  /** Named by the view in the page's language (catalog.filters.<param>). */
  param: ListingFilterParam;
  options: FilterOptionModel[];
}

export interface ListingModel {
  cards: ProductCardModel[];
  total: number;
  page: number;
  totalPages: number;
  filters: FilterModel[];
}

/** At most this many options per filter are offered (a generated catalogue can have hundreds). */
const MAX_FILTER_OPTIONS = 30;

export function toListingModel(
  products: ProductListingFieldsFragment | null | undefined,
  settings: CatalogSettings,
  requestedPage: number,
): ListingModel {
  const cards = (products?.items ?? [])
    .filter((item): item is NonNullable<typeof item> => Boolean(item))
    .map((item) => toProductCard(item, settings));
  const total = Math.max(0, products?.total_count ?? cards.length);
  const totalPages = Math.min(Math.max(1, products?.page_info?.total_pages ?? 1), MAX_PAGE);
  const filters: FilterModel[] = [];
  for (const definition of LISTING_FILTERS) {
    const aggregation = products?.aggregations?.find(
      (candidate) => candidate?.attribute_code === definition.attribute,
    );
    const options = (aggregation?.options ?? [])
      .filter((option): option is NonNullable<typeof option> => Boolean(option?.value))
      .slice(0, MAX_FILTER_OPTIONS)
      .map((option) => ({
        value: option.value,
        label: option.label?.trim() || option.value,
        count: option.count ?? 0,
      }));
    if (options.length) {
      filters.push({ param: definition.param, options });
    }
  }
  return {
    cards,
    total,
    page: Math.min(products?.page_info?.current_page ?? requestedPage, totalPages),
    totalPages,
    filters,
  };
}
