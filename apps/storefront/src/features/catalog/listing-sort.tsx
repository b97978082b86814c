'use client';

import { useRouter } from 'next/navigation';
import { useId, useSyncExternalStore, type ChangeEvent } from 'react';
import { listingHref, type ListingSort, type ListingState } from './listing-params';

/** The sort form's words, translated by its server parent (ADR 0019). */
export interface SortText {
  label: string;
  sortBy: string;
  submit: string;
  options: Readonly<Record<ListingSort, string>>;
}

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
  text,
}: {
  basePath: string;
  state: ListingState;
  defaultSort: ListingSort;
  sorts: readonly ListingSort[];
  text: SortText;
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
      aria-label={text.label}
    >
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {Object.entries(state.filters).map(([param, value]) => (
        <input key={param} type="hidden" name={param} value={value} />
      ))}
      <label htmlFor={id}>{text.sortBy}</label>
      <select id={id} name="sort" defaultValue={current} onChange={onChange}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {text.options[sort]}
          </option>
        ))}
      </select>
      {enhanced ? null : (
        <button type="submit" className="ls-button ls-button-secondary">
          {text.submit}
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
