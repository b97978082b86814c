import { hasMarkerCookie, hasSessionMarker } from '../account/session-marker';

/**
 * The guest cart's cookies (ADR 0034, ADR 0059). The cart id itself is httpOnly, so the page's
 * scripts cannot see whether a visitor has a cart; its token-free twin says so, and the header's
 * mini cart asks the server for the cart only when there may be one. Most visitors have none,
 * and before this every page they opened sent a server action for an empty cart.
 * Dependency-free apart from the session marker (client modules import it).
 */

/** Guest cart ids outlive a session: Magento keeps a guest quote 30 days by default. */
export const GUEST_CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function guestCartCookieName(storeView: string): string {
  return `cart_${storeView}`;
}

export function cartMarkerCookieName(storeView: string): string {
  return `has_cart_${storeView}`;
}

/** The store view of a guest cart cookie's name (`cart_uk` is uk's), or null for any other. */
export function storeViewOfGuestCartCookie(name: string): string | null {
  return /^cart_([a-z]{2})$/.exec(name)?.[1] ?? null;
}

/**
 * Whether the visitor may have a cart in this store view: a guest cart's marker, or a customer
 * session (a customer's cart belongs to the account). `cookieHeader` is `document.cookie`.
 */
export function mayHaveCart(cookieHeader: string, storeView: string): boolean {
  return (
    hasMarkerCookie(cookieHeader, cartMarkerCookieName(storeView)) || hasSessionMarker(cookieHeader)
  );
}
