import type { RouteDecision } from './route-decision';

/**
 * Query parameters no server-rendered page reads: campaign and click ids for analytics, the promo
 * code and the referral code the browser stores (SPEC §4), and Next.js's own cache-busting
 * parameter of client navigations. A request carrying only these is the same page as without them.
 */
const PARAMETERS_PAGES_IGNORE = new Set([
  '_rsc',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'promo',
  'coupon',
  'aw-raf-referral',
  'ref',
]);

function pagesIgnore(parameter: string): boolean {
  return parameter.startsWith('utm_') || PARAMETERS_PAGES_IGNORE.has(parameter);
}

/**
 * Whether a store page request can be answered by the cached `~page` route (ADR 0014): a read
 * (GET or HEAD) of a published builder page (which reads no query parameter; previews never get
 * here) or of a product, category, CMS page or FAQ question whose query holds nothing the page
 * reads (a category's filters and sort, a product's variant choice and a search are rendered per
 * request).
 */
export function servesFromCache(
  decision: RouteDecision,
  method: string,
  query: URLSearchParams,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (decision.kind === 'builder-page') return true;
  if (decision.kind !== 'entity') return false;
  for (const parameter of query.keys()) if (!pagesIgnore(parameter)) return false;
  return true;
}

/** The query the cached route is asked with: only Next.js's own `_rsc`, so every visitor shares one entry. */
export function cachedRouteSearch(query: URLSearchParams): string {
  const rsc = query.get('_rsc');
  return rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`;
}
