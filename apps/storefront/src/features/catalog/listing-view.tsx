import type { ReactNode } from 'react';
import { ProductGrid } from './product-card';
import { ListingFilters, ListingPagination } from './listing-filters';
import { ListingSortForm } from './listing-sort';
import type { ListingModel } from './listing-model';
import {
  hasActiveFilters,
  listingHref,
  type ListingSort,
  type ListingState,
} from './listing-params';
import Link from 'next/link';

/**
 * One listing (category or search results): filters, sort, the grid and pagination, every state
 * a URL. `empty` is what shows when the listing has no products and no filter is the cause.
 */
export function ListingView({
  listing,
  state,
  basePath,
  defaultSort,
  sorts,
  label,
  empty,
}: {
  listing: ListingModel;
  state: ListingState;
  basePath: string;
  defaultSort: ListingSort;
  sorts: readonly ListingSort[];
  /** Accessible name of the grid, e.g. "E-liquids products". */
  label: string;
  empty: ReactNode;
}) {
  const links = { basePath, state, defaultSort };
  const filtered = hasActiveFilters(state);
  return (
    <div className="ls-listing">
      <ListingFilters filters={listing.filters} {...links} />
      <div className="ls-listing-results">
        {listing.cards.length > 0 ? (
          <>
            <div className="ls-listing-bar">
              <p className="ls-listing-count" data-testid="catalog:count">
                {listing.total === 1 ? '1 product' : `${listing.total} products`}
              </p>
              <ListingSortForm {...links} sorts={sorts} />
            </div>
            <ProductGrid cards={listing.cards} label={label} />
            <ListingPagination page={listing.page} totalPages={listing.totalPages} {...links} />
          </>
        ) : filtered ? (
          <section className="ls-empty" data-testid="catalog:empty">
            <h2>No products match these filters</h2>
            <p>Try fewer filters, or see everything again.</p>
            <Link
              className="ls-button"
              href={listingHref(basePath, state, defaultSort, { clearFilters: true })}
            >
              Clear filters
            </Link>
          </section>
        ) : listing.page > 1 ? (
          <section className="ls-empty" data-testid="catalog:empty">
            <h2>There is nothing on this page</h2>
            <Link
              className="ls-button"
              href={listingHref(basePath, state, defaultSort, { page: 1 })}
            >
              Go to the first page
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
