/**
 * Routes the app serves itself under `app/(storefront)/[storeView]/` (SPEC §2.1): the proxy sends
 * them straight to their route, without asking for a builder page or a route lookup.
 * Add a row when you add such a route.
 */
export const APP_ROUTES: readonly string[] = ['/search', '/faq', '/faq/result'];

/** True for a decoded, normalised path inside a store view that is one of APP_ROUTES. */
export function isAppRoute(path: string): boolean {
  return APP_ROUTES.includes(path);
}
