/**
 * The token-free cookie that tells the browser "a customer session exists" (ADR 0026): the token
 * itself is httpOnly, and the cached pages cannot say who is signed in, so the header's account
 * island asks for the account only when this marker is present. Dependency-free (client modules
 * import it).
 */
export const SESSION_MARKER_COOKIE = 'customer_session';

/** The httpOnly cookie holding the customer's token (forwarded as Bearer by /graphql). */
export const CUSTOMER_TOKEN_COOKIE = 'customer_token';

/** Whether a token-free marker cookie (`name=1`) is in a Cookie header or `document.cookie`. */
export function hasMarkerCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${name}=1`);
}

export function hasSessionMarker(cookieHeader: string): boolean {
  return hasMarkerCookie(cookieHeader, SESSION_MARKER_COOKIE);
}
