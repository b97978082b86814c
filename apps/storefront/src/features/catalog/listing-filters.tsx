import { ShopLink as Link } from '@/features/client-platform/shop-link';
import type { Translate } from '@/features/i18n/server';
import type { FilterModel } from './listing-model';
import {
  hasActiveFilters,
  listingHref,
  type ListingSort,
  type ListingState,
} from './listing-params';

interface ListingLinkProps {
  t: Translate;
  basePath: string;
  state: ListingState;
  defaultSort: ListingSort;
}

/**
 * Layered navigation as plain links: each option is a URL (crawlable, works without JavaScript),
 * followed by Next.js without a reload when scripts run. Choosing the chosen option removes it.
 */
export function ListingFilters({
  t,
  filters,
  basePath,
  state,
  defaultSort,
}: ListingLinkProps & { filters: readonly FilterModel[] }) {
  if (!filters.length && !hasActiveFilters(state)) return null;
  return (
    <nav
      className="ls-filters"
      aria-label={t('catalog.filters.label')}
      data-testid="catalog:filters"
    >
      {hasActiveFilters(state) ? (
        <p className="ls-filters-clear">
          <Link
            href={listingHref(basePath, state, defaultSort, { clearFilters: true })}
            data-testid="catalog:clear-filters"
          >
            {t('catalog.filters.clearAll')}
          </Link>
        </p>
      ) : null}
      {filters.map((filter) => {
        const headingId = `filter-${filter.param}`;
        const chosen = state.filters[filter.param];
        return (
          <section
            key={filter.param}
            className="ls-filter"
            aria-labelledby={headingId}
            data-testid={`catalog:filter:${filter.param}`}
          >
            <h2 id={headingId} className="ls-filter-heading">
              {t(`catalog.filters.${filter.param}`)}
            </h2>
            <ul>
              {filter.options.map((option) => {
                const selected = chosen === option.value;
                return (
                  <li key={option.value}>
                    <Link
                      href={listingHref(basePath, state, defaultSort, {
                        filter: { param: filter.param, value: selected ? null : option.value },
                      })}
                      className={selected ? 'ls-filter-option is-selected' : 'ls-filter-option'}
                      aria-current={selected ? 'true' : undefined}
                      rel="nofollow"
                    >
                      {option.label}
                      <span
                        className="ls-filter-count"
                        aria-label={t('catalog.filters.optionCount', { count: option.count })}
                      >
                        {' '}
                        ({option.count})
                      </span>
                      {selected ? (
                        <span className="ls-visually-hidden">{` ${t('catalog.filters.remove')}`}</span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}

export function ListingPagination({
  t,
  page,
  totalPages,
  basePath,
  state,
  defaultSort,
}: ListingLinkProps & { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = new Set<number>([1, totalPages]);
  for (let candidate = page - 2; candidate <= page + 2; candidate += 1) {
    if (candidate >= 1 && candidate <= totalPages) pages.add(candidate);
  }
  const ordered = [...pages].sort((a, b) => a - b);
  const hrefOf = (target: number) => listingHref(basePath, state, defaultSort, { page: target });
  return (
    <nav
      className="ls-pagination"
      aria-label={t('catalog.pagination.label')}
      data-testid="catalog:pagination"
    >
      <ul>
        {page > 1 ? (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev" data-testid="catalog:page-prev">
              {t('catalog.pagination.previous')}
            </Link>
          </li>
        ) : null}
        {ordered.map((target, index) => (
          <li key={target}>
            {index > 0 && target - (ordered[index - 1] ?? target) > 1 ? (
              <span aria-hidden="true">… </span>
            ) : null}
            {target === page ? (
              <span aria-current="page" className="ls-page is-current">
                <span className="ls-visually-hidden">{`${t('catalog.pagination.page')} `}</span>
                {target}
              </span>
            ) : (
              <Link href={hrefOf(target)} className="ls-page">
                <span className="ls-visually-hidden">{`${t('catalog.pagination.page')} `}</span>
                {target}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link href={hrefOf(page + 1)} rel="next" data-testid="catalog:page-next">
              {t('catalog.pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
