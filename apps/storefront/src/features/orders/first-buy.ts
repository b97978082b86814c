import type { GraphQLResult } from '@lumo/graphql/result';
import { clientGraphQL } from '../client-state/graphql-client';
import { firstBuyTransitions, orderLookupFailed } from '../client-state/slices';
import type { ClientStore } from '../client-state/store';

/**
 * SPEC §4's first-time-buyer flag (ADR 0036) in the browser: when the account has loaded, one
 * uncached lookup of the customer's processing orders (SPEC §7 "Customer orders", header use:
 * status 'processing', one item, type 'in', reading entity_id and status_label). A customer with
 * none is a first-time buyer. SPEC §8 "Failed order lookup: ignored silently": the state stays
 * as it was and nothing is shown. Order lookup runs only when logged in (SPEC §6).
 */

/** The text of packages/graphql/operations/storefront/orders/orders-first-buy.graphql. */
export const FIRST_BUY_QUERY = `query OrdersFirstBuy {
  customer {
    orders(filter: { status: { in: ["processing"] } }, currentPage: 1, pageSize: 1) {
      total_count
      items { entity_id status_label }
    }
  }
}`;

export interface FirstBuyAnswer {
  customer: {
    orders: {
      total_count: number | null;
      items: ({ entity_id: number; status_label: string } | null)[];
    } | null;
  } | null;
}

/** Processing orders counted from an answer, or null when the lookup failed (ignored). */
export function processingOrdersOf(result: GraphQLResult<FirstBuyAnswer>): number | null {
  if (result.kind !== 'ok') return null;
  const orders = result.data.customer?.orders;
  if (!orders) return null;
  return orders.total_count ?? orders.items.filter(Boolean).length;
}

type Fetcher = (query: string, storeView: string) => Promise<GraphQLResult<FirstBuyAnswer>>;

const browserFetcher: Fetcher = (query, storeView) =>
  clientGraphQL<FirstBuyAnswer>(query, { storeView });

export async function lookUpFirstBuy(
  store: ClientStore,
  storeView: string,
  fetcher: Fetcher = browserFetcher,
): Promise<void> {
  const result = await fetcher(FIRST_BUY_QUERY, storeView).catch(
    (): GraphQLResult<FirstBuyAnswer> => ({ kind: 'network-error', message: '' }),
  );
  const processing = processingOrdersOf(result);
  if (!store.getState().account.isLoggedIn) return;
  store.setState((state) => ({
    firstBuy:
      processing === null
        ? orderLookupFailed(state.firstBuy)
        : firstBuyTransitions.looked(state.firstBuy, processing),
  }));
}

/**
 * Follows the account: a lookup each time it becomes logged in, a reset when it logs out.
 * Returns the unsubscribe function (a React effect's cleanup).
 */
export function watchFirstBuy(
  store: ClientStore,
  storeView: string,
  fetcher: Fetcher = browserFetcher,
): () => void {
  if (store.getState().account.isLoggedIn) void lookUpFirstBuy(store, storeView, fetcher);
  return store.subscribe((state, previous) => {
    if (state.account.isLoggedIn && !previous.account.isLoggedIn) {
      void lookUpFirstBuy(store, storeView, fetcher);
    } else if (!state.account.isLoggedIn && previous.account.isLoggedIn) {
      store.setState({ firstBuy: firstBuyTransitions.reset() });
    }
  });
}
