import { cookies } from 'next/headers';
import type { StoreViewCode } from '@lumo/block-schema';
import { CartCreateGuestDocument, CartCustomerIdDocument, CartMergeDocument } from '@lumo/graphql';
import { customerCall } from '@/features/account/server/customer-api';
import { customerToken, isHttps } from '@/features/account/server/session';
import {
  cartMarkerCookieName,
  GUEST_CART_MAX_AGE_SECONDS,
  guestCartCookieName,
} from '../cart-marker';

/**
 * Which cart the shopper's requests act on (ADR 0034). A guest's cart id is the api's unguessable
 * masked id, kept in an httpOnly cookie per store view (carts are store-view scoped: prices and
 * currency differ), so the browser's scripts never read it. A logged-in customer's cart is the
 * api's `customerCart`, found through the token cookie; the guest cookie is merged into it at login.
 */

/** Masked ids are 32 url-safe characters; anything else in the cookie is ignored. */
const CART_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export async function guestCartId(storeView: StoreViewCode): Promise<string | null> {
  const value = (await cookies()).get(guestCartCookieName(storeView))?.value;
  return value && CART_ID_PATTERN.test(value) ? value : null;
}

export async function setGuestCartId(storeView: StoreViewCode, cartId: string): Promise<void> {
  const jar = await cookies();
  const options = {
    sameSite: 'lax',
    secure: await isHttps(),
    path: '/',
    maxAge: GUEST_CART_MAX_AGE_SECONDS,
  } as const;
  jar.set(guestCartCookieName(storeView), cartId, { ...options, httpOnly: true });
  // The token-free twin the mini cart reads (cart-marker.ts): the two live and go together.
  jar.set(cartMarkerCookieName(storeView), '1', options);
}

export async function clearGuestCartId(storeView: StoreViewCode): Promise<void> {
  const jar = await cookies();
  jar.delete(guestCartCookieName(storeView));
  jar.delete(cartMarkerCookieName(storeView));
}

/**
 * A marker with no cart behind it (its cart cookie expired first, or held an id that is not one):
 * dropped, or the mini cart would ask for nothing on every page.
 */
export async function dropCartMarker(storeView: StoreViewCode): Promise<void> {
  const jar = await cookies();
  if (jar.get(cartMarkerCookieName(storeView))) jar.delete(cartMarkerCookieName(storeView));
}

export type ActiveCart =
  | { kind: 'customer'; cartId: string; token: string }
  | { kind: 'guest'; cartId: string; token: null };

/**
 * The cart to read or change: the customer's when logged in, else the guest cookie's. With
 * `create`, a guest without a cart gets a new one (only actions may set the cookie, so pages
 * pass `create: false`). Null when there is none, or the api could not be reached.
 */
export async function activeCart(
  storeView: StoreViewCode,
  { create }: { create: boolean },
): Promise<ActiveCart | null> {
  const token = await customerToken();
  if (token) {
    const result = await customerCall(CartCustomerIdDocument, { storeView, token });
    const cartId = result.kind === 'ok' ? result.data.customerCart.id : null;
    if (cartId) return { kind: 'customer', cartId, token };
    // An expired token falls through to the guest cart rather than failing the shopper's action.
  }
  const existing = await guestCartId(storeView);
  if (existing) return { kind: 'guest', cartId: existing, token: null };
  if (!create) return null;
  const created = await customerCall(CartCreateGuestDocument, { storeView });
  const cartId = created.kind === 'ok' ? created.data.createGuestCart?.cart?.id : null;
  if (!cartId) return null;
  await setGuestCartId(storeView, cartId);
  return { kind: 'guest', cartId, token: null };
}

/** The active cart's id, or null (see activeCart). */
export async function activeCartId(
  storeView: StoreViewCode,
  options: { create: boolean },
): Promise<string | null> {
  return (await activeCart(storeView, options))?.cartId ?? null;
}

/**
 * Login (SPEC §4 "merged on login"): the guest cart's items move into the customer's cart and the
 * guest cookie goes. A failed merge keeps the cookie, so nothing the shopper chose is lost.
 */
export async function mergeGuestCartIntoCustomer(
  storeView: StoreViewCode,
  token: string,
): Promise<boolean> {
  const source = await guestCartId(storeView);
  if (!source) return true;
  const destination = await customerCall(CartCustomerIdDocument, { storeView, token });
  if (destination.kind !== 'ok') return false;
  const merged = await customerCall(CartMergeDocument, {
    storeView,
    token,
    variables: { source, destination: destination.data.customerCart.id },
  });
  if (merged.kind !== 'ok') return false;
  await clearGuestCartId(storeView);
  return true;
}
