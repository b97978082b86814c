import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { CartGetDocument, CartStoreConfigDocument, type CartFieldsFragment } from '@lumo/graphql';
import type { GraphQLResult } from '@lumo/graphql/result';
import { customerCall } from '@/features/account/server/customer-api';
import { forwardedFor } from '@/features/account/server/session';
import { storeConfigTag } from '@/lib/api/cache-tags';
import { storefrontQuery, type OperationDocument } from '@/lib/api/storefront-graphql';
import { toCartView, type CartView } from '../cart-model';
import { activeCart, clearGuestCartId, dropCartMarker, type ActiveCart } from './cart-session';

/**
 * The storefront server's cart calls (ADR 0034): the cart id comes from cart-session (the
 * customer's cart or the guest cookie), never from the browser.
 */

export interface CartSettings {
  /** Free delivery over this subtotal, in the store view's currency; null when none. */
  freeShippingThreshold: number | null;
}

export async function cartSettings(storeView: StoreViewCode): Promise<CartSettings> {
  const result = await storefrontQuery(CartStoreConfigDocument, {
    storeView,
    cache: { kind: 'tagged', tags: [storeConfigTag(storeView)], revalidate: 300 },
  });
  const threshold = result.kind === 'ok' ? result.data.storeConfig?.free_shipping_threshold : null;
  return {
    freeShippingThreshold: typeof threshold === 'number' && threshold > 0 ? threshold : null,
  };
}

/** A call on the active cart with the customer's token when there is one. */
export async function cartCall<TData, TVariables>(
  cart: ActiveCart,
  storeView: StoreViewCode,
  document: OperationDocument<TData, TVariables>,
  variables: TVariables,
  fetchImpl?: typeof fetch,
): Promise<GraphQLResult<TData>> {
  // The shopper's address, so the api's per-address limits (coupon guesses, ADR 0042) count each
  // shopper, not this server. Outside a request (tests) there is none.
  let forwarded: string | null = null;
  try {
    forwarded = await forwardedFor();
  } catch {
    forwarded = null;
  }
  return customerCall(document, {
    storeView,
    token: cart.token,
    variables,
    fetchImpl,
    forwardedFor: forwarded,
  });
}

export function viewOf(
  storeView: StoreViewCode,
  cart: Parameters<typeof toCartView>[0] | CartFieldsFragment,
  settings: CartSettings,
): CartView {
  const view = getStoreView(storeView);
  const cartView = toCartView(cart, {
    storeView,
    pathPrefix: view.pathPrefix,
    fallbackCurrency: view.currency,
  });
  // Without a threshold there is no free-delivery progress to show.
  return settings.freeShippingThreshold === null
    ? { ...cartView, freeShippingRemaining: -1 }
    : cartView;
}

export type LoadedCart =
  { kind: 'empty' } | { kind: 'ok'; cart: CartView } | { kind: 'error'; message: string | null };

/** Errors that mean the guest's cookie names a cart that is gone (ordered, expired, not theirs). */
const GONE_CATEGORIES = new Set(['graphql-no-such-entity', 'graphql-authorization']);

/**
 * The shopper's cart for the mini cart and the cart page (no-store). A guest cookie naming a cart
 * the api no longer knows is dropped when `canClearCookie` (actions; pages cannot set cookies).
 */
export async function loadCart(
  storeView: StoreViewCode,
  options: { withCrossSells?: boolean; canClearCookie?: boolean } = {},
): Promise<LoadedCart> {
  const cart = await activeCart(storeView, { create: false });
  if (!cart) {
    if (options.canClearCookie) await dropCartMarker(storeView);
    return { kind: 'empty' };
  }
  const [result, settings] = await Promise.all([
    cartCall(cart, storeView, CartGetDocument, {
      cartId: cart.cartId,
      withCrossSells: options.withCrossSells ?? false,
    }),
    cartSettings(storeView),
  ]);
  if (result.kind === 'ok') {
    return result.data.cart
      ? { kind: 'ok', cart: viewOf(storeView, result.data.cart, settings) }
      : { kind: 'empty' };
  }
  if (result.kind === 'graphql-error') {
    const category = result.errors[0]?.extensions?.category;
    if (cart.kind === 'guest' && category && GONE_CATEGORIES.has(category)) {
      if (options.canClearCookie) await clearGuestCartId(storeView);
      return { kind: 'empty' };
    }
    return { kind: 'error', message: result.errors[0]?.message ?? null };
  }
  return { kind: 'error', message: null };
}
