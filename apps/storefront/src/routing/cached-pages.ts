import { CATEGORY_DEFAULT_SORT, listingQueryString } from '@/features/catalog/listing-params';
import { parseListingState } from '@/features/catalog/listing-state-parser';
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

/** A product's variant choice (`?flavour=peppermint&strength=12`): option codes and value slugs. */
const VARIANT_PARAMETER = /^[a-z][a-z0-9_]{0,31}$/;
const VARIANT_VALUE = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,63}$/u;
const MAX_VARIANT_PARAMETERS = 6;

/** The query parameters a page may read, first value of each, without those no page reads. */
function readParameters(query: URLSearchParams): Map<string, string> {
  const kept = new Map<string, string>();
  for (const [name, value] of query) {
    if (!pagesIgnore(name) && !kept.has(name)) kept.set(name, value);
  }
  return kept;
}

/**
 * Whether a store page request can be answered from Next.js's cache (ADR 0014), and under which
 * query: the canonical form of what the page reads, so that every spelling of one state shares
 * one cache entry, or null when the request must be rendered for itself.
 * - a published builder page reads no query ('' always; previews never get here);
 * - a CMS page or FAQ question reads none either;
 * - a category reads its listing state (filters, sort, page), which has one canonical spelling and
 *   ignores what it cannot parse (features/catalog/listing-params.ts);
 * - a product reads its variant choice: a few option codes with value slugs, sorted; anything else
 *   (many parameters, odd characters) is rendered per request.
 * Only reads (GET, HEAD) are cached.
 */
export function cachedPageQuery(
  decision: RouteDecision,
  method: string,
  query: URLSearchParams,
): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (decision.kind === 'builder-page') return '';
  if (decision.kind !== 'entity') return null;
  const read = readParameters(query);
  switch (decision.entityType) {
    case 'cms-page':
    case 'faq':
      return '';
    case 'category': {
      const state = { ...parseListingState(Object.fromEntries(read)), q: '' };
      return listingQueryString(state, CATEGORY_DEFAULT_SORT).replace(/^\?/, '');
    }
    case 'product': {
      if (read.size > MAX_VARIANT_PARAMETERS) return null;
      const names = [...read.keys()].sort();
      for (const name of names) {
        if (!VARIANT_PARAMETER.test(name) || !VARIANT_VALUE.test(read.get(name)!)) return null;
      }
      return new URLSearchParams(names.map((name) => [name, read.get(name)!])).toString();
    }
    default:
      return null;
  }
}

/** The query the cached route is asked with: only Next.js's own `_rsc`, so every visitor shares one entry. */
export function cachedRouteSearch(query: URLSearchParams): string {
  const rsc = query.get('_rsc');
  return rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`;
}
