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
  '/dashboard/equifax-verification',
  '/trs/{formCode}',
  '/trs/register/confirm',
];

/** `{name}` stands for one path segment. */
const OWN_ROUTES = OWN_ROUTE_PATHS.map(
  (route) =>
    new RegExp(
      `^${route
        .split('/')
        .map((part) =>
          /^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
        )
        .join('/')}/?$`,
    ),
);

/** True for a decoded, normalised path inside a store view that has a route file of its own. */
export function isOwnRoute(path: string): boolean {
  return OWN_ROUTES.some((route) => route.test(path));
}
