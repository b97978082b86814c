import type { StoreViewCode } from '@lumo/block-schema';
import {
  OrdersAutoshipSubscriptionsDocument,
  OrdersHistoryDocument,
  OrdersOrderDocument,
  OrdersPaymentTokensDocument,
  type OrdersAutoshipFieldsFragment,
  type OrdersHistoryQuery,
  type OrdersOrderFieldsFragment,
  type OrdersPaymentTokensQuery,
} from '@lumo/graphql';
import type { GraphQLResult } from '@lumo/graphql/result';
import { customerCall } from '@/features/account/server/customer-api';
import { cleanMessage } from '@/features/account/server/api-errors';
import { forwardedFor } from '@/features/account/server/session';
import { HISTORY_PAGE_SIZE, statusFilter, type HistoryQuery } from '../order-rules';

/**
 * The order pages' reads (ADR 0036), made by the storefront's server with the customer's token
 * from the httpOnly cookie. Each answers data, or `unavailable` with the api's message (the page
 * shows it); an order that is not the customer's is simply absent (the page answers not found).
 */

export type Order = OrdersOrderFieldsFragment;
export type OrdersPage = NonNullable<NonNullable<OrdersHistoryQuery['customer']>['orders']>;
export type OrderSummary = NonNullable<OrdersPage['items'][number]>;
export type AutoshipSubscription = OrdersAutoshipFieldsFragment;
export type PaymentToken = NonNullable<
  NonNullable<OrdersPaymentTokensQuery['customerPaymentTokens']>['items'][number]
>;

export type Loaded<T> = { kind: 'ok'; value: T } | { kind: 'unavailable'; message: string };

function unavailable(result: Exclude<GraphQLResult<unknown>, { kind: 'ok' }>): {
  kind: 'unavailable';
  message: string;
} {
  return {
    kind: 'unavailable',
    message: result.kind === 'graphql-error' ? cleanMessage(result.errors[0]?.message) : '',
  };
}

async function options<T>(storeView: StoreViewCode, token: string, variables: T) {
  return { storeView, token, variables, forwardedFor: await forwardedFor() };
}

export async function loadOrdersPage(
  storeView: StoreViewCode,
  token: string,
  query: HistoryQuery,
  pageSize = HISTORY_PAGE_SIZE,
): Promise<Loaded<OrdersPage>> {
  const result = await customerCall(
    OrdersHistoryDocument,
    await options(storeView, token, {
      filter: statusFilter(query.status),
      currentPage: query.page,
      pageSize,
    }),
  );
  if (result.kind !== 'ok') return unavailable(result);
  const orders = result.data.customer?.orders;
  return {
    kind: 'ok',
    value: orders ?? { items: [], total_count: 0, page_info: null },
  };
}

/** The customer's own order with this number, or null (someone else's order is not found). */
export async function loadCustomerOrder(
  storeView: StoreViewCode,
  token: string,
  number: string,
): Promise<Loaded<Order | null>> {
  const result = await customerCall(
    OrdersOrderDocument,
    await options(storeView, token, { number }),
  );
  if (result.kind !== 'ok') {
    if (result.kind === 'graphql-error') {
      const category = result.errors[0]?.extensions?.category;
      if (category === 'graphql-no-such-entity') return { kind: 'ok', value: null };
    }
    return unavailable(result);
  }
  const order = result.data.customer?.orders?.items.find((item) => item?.number === number);
  return { kind: 'ok', value: order ?? null };
}

export async function loadAutoshipSubscriptions(
  storeView: StoreViewCode,
  token: string,
): Promise<Loaded<AutoshipSubscription[]>> {
  const result = await customerCall(
    OrdersAutoshipSubscriptionsDocument,
    await options(storeView, token, {}),
  );
  if (result.kind !== 'ok') return unavailable(result);
  return { kind: 'ok', value: result.data.customer?.autoship_subscriptions ?? [] };
}

export async function loadPaymentTokens(
  storeView: StoreViewCode,
  token: string,
): Promise<Loaded<PaymentToken[]>> {
  const result = await customerCall(
    OrdersPaymentTokensDocument,
    await options(storeView, token, {}),
  );
  if (result.kind !== 'ok') return unavailable(result);
  const items = (result.data.customerPaymentTokens?.items ?? []).filter(
    (item): item is PaymentToken => Boolean(item),
  );
  return { kind: 'ok', value: items };
}
