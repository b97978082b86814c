import type { ReactNode } from 'react';
import { ShopLink as Link } from '@/features/client-platform/shop-link';
import type { Translate } from '@/features/i18n/server';
import { cartCardTextOf } from '../cart/cart-text';
import { ProductGrid, type CardText } from './product-card';
import { ListingFilters, ListingPagination } from './listing-filters';
import type { SortText } from './listing-sort';
import { ListingSortForm } from './deferred-catalog-islands';
import type { ListingModel } from './listing-model';
import {
  hasActiveFilters,
  listingHref,
  LISTING_SORTS,
  type ListingSort,
  type ListingState,
} from './listing-params';

/** The sort form's words in the page's language, for the client island. */
export function sortTextOf(t: Translate): SortText {
  return {
    label: t('catalog.sort.label'),
    sortBy: t('catalog.sort.sortBy'),
    submit: t('catalog.sort.submit'),
    options: Object.fromEntries(
      LISTING_SORTS.map((sort) => [sort, t(`catalog.sort.${sort}`)]),
    ) as Record<ListingSort, string>,
  };
}

/** A product card's fixed words in the page's language. */
export function cardTextOf(t: Translate): CardText {
  return {
    inStock: t('catalog.stock.inStock'),
    outOfStock: t('catalog.stock.outOfStock'),
    price: {
      unavailable: t('catalog.price.unavailable'),
      from: t('catalog.price.from'),
      regular: t('catalog.price.regular'),
    },
    cart: cartCardTextOf(t),
  };
}

/**
 * One listing (category or search results): filters, sort, the grid and pagination, every state
 * a URL. `empty` is what shows when the listing has no products and no filter is the cause.
 */
export function ListingView({
  t,
  listing,
  state,
  basePath,
  defaultSort,
  sorts,
  label,
  empty,
}: {
  t: Translate;
  listing: ListingModel;
  state: ListingState;
  basePath: string;
  defaultSort: ListingSort;
  sorts: readonly ListingSort[];
  /** Accessible name of the grid, e.g. "E-liquids products". */
  label: string;
  empty: ReactNode;
}) {
  const links = { t, basePath, state, defaultSort };
  const filtered = hasActiveFilters(state);
  return (
    <div className="ls-listing">
      <ListingFilters filters={listing.filters} {...links} />
      <div className="ls-listing-results">
        {listing.cards.length > 0 ? (
          <>
            <div className="ls-listing-bar">
              <p className="ls-listing-count" data-testid="catalog:count">
                {t('catalog.listing.count', { count: listing.total })}
              </p>
              <ListingSortForm
                basePath={basePath}
                state={state}
                defaultSort={defaultSort}
                sorts={sorts}
                text={sortTextOf(t)}
              />
            </div>
            <ProductGrid cards={listing.cards} label={label} text={cardTextOf(t)} />
            <ListingPagination page={listing.page} totalPages={listing.totalPages} {...links} />
          </>
        ) : filtered ? (
          <section className="ls-empty" data-testid="catalog:empty">
            <h2>{t('catalog.listing.noMatchHeading')}</h2>
            <p>{t('catalog.listing.noMatchMessage')}</p>
            <Link
              className="ls-button"
              href={listingHref(basePath, state, defaultSort, { clearFilters: true })}
            >
              {t('catalog.listing.clearFilters')}
            </Link>
          </section>
        ) : listing.page > 1 ? (
          <section className="ls-empty" data-testid="catalog:empty">
            <h2>{t('catalog.listing.emptyPageHeading')}</h2>
            <Link
              className="ls-button"
              href={listingHref(basePath, state, defaultSort, { page: 1 })}
            >
              {t('catalog.listing.firstPage')}
            </Link>
          </section>
        ) : (
          <section className="ls-empty" data-testid="catalog:empty">
            {empty}
          </section>
        )}
      </div>
    </div>
  );
}
