'use client';

import { useRouter } from 'next/navigation';
import { useId, useSyncExternalStore, type ChangeEvent } from 'react';
import { listingHref, SORT_LABELS, type ListingSort, type ListingState } from './listing-params';

/**
 * The sort order as a GET form: without JavaScript "Sort" submits it (the other choices ride
 * along as hidden fields, and the page starts again at 1); with it, choosing an order navigates
 * at once without a reload.
 */
export function ListingSortForm({
  basePath,
  state,
  defaultSort,
  sorts,
}: {
  basePath: string;
  state: ListingState;
  defaultSort: ListingSort;
  sorts: readonly ListingSort[];
}) {
  const router = useRouter();
  const id = useId();
  const enhanced = useHydrated();
  const current = state.sort ?? defaultSort;
  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const sort = event.target.value as ListingSort;
    router.push(listingHref(basePath, state, defaultSort, { sort }), { scroll: false });
  }
  return (
    <form
      method="get"
      action={basePath}
      className="ls-sort"
      data-testid="catalog:sort"
      aria-label="Sort products"
    >
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {Object.entries(state.filters).map(([param, value]) => (
        <input key={param} type="hidden" name={param} value={value} />
      ))}
      <label htmlFor={id}>Sort by</label>
      <select id={id} name="sort" defaultValue={current} onChange={onChange}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      {enhanced ? null : (
        <button type="submit" className="ls-button ls-button-secondary">
          Sort
        </button>
      )}
    </form>
  );
}

const noSubscription = () => () => {};

/** False in the server HTML and during hydration, true once scripts run (no mismatch). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
