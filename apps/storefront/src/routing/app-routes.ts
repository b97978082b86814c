/**
 * Routes this app serves with a route file of its own under `app/(storefront)/[storeView]/`
 * (SPEC §2.1): the proxy sends them straight there, without asking for a builder page or a route
 * lookup. Narrower than block-schema's APP_ROUTES (every SPEC route constant, for the editor's
 * link check): a constant without a route file here (/contacts, /recycling, ...) is a CMS or
 * builder page the proxy looks up. Add a row when you add a route file.
 */
export const OWN_ROUTE_PATHS: readonly string[] = [
  '/search',
  '/faq',
  '/faq/result',
  '/storelocator',
  '/recycling',
];

/** True for a decoded, normalised path inside a store view that has a route file of its own. */
export function isOwnRoute(path: string): boolean {
  return OWN_ROUTE_PATHS.includes(path);
}
