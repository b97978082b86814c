import { normalisePagePath, type StoreViewCode } from '@lumo/block-schema';
import { fetchCustomRoutes, type CustomRoute } from '@/lib/api/cms';
import { fetchProxyRoute } from '@/lib/api/route-lookup';
import { RouteAnswerCache } from './route-answer-cache';
import { decideFallback, decideRoute, type RouteDecision } from './route-decision';

/**
 * How long the proxy trusts an answer before asking the api again (ADR 0014). A builder page's
 * publish, restore, scheduled publish, move or delete is announced by the api (POST
 * /api/revalidate), which deletes the answer at once, so builder pages and the 404s they replace
 * are kept long. URL rewrites, products and CMS pages change without an announcement (imports),
 * so those answers, and 404s (a new product may take the path), are asked again sooner. While the
 * api is down an expired answer is still served.
 */
export const ROUTE_DECISION_TTL_MS = {
  builderPage: 60 * 60_000,
  entity: 60_000,
  notFound: 60_000,
  other: 60_000,
} as const;
const ROUTE_DECISION_MAX_ENTRIES = 20_000;
/** Custom routes change rarely and are only read on the way to a 404. */
export const CUSTOM_ROUTES_TTL_MS = 60_000;

const UNKNOWN: RouteDecision = { kind: 'unknown' };

function decisionTtlMs(decision: RouteDecision): number {
  switch (decision.kind) {
    case 'builder-page':
      return ROUTE_DECISION_TTL_MS.builderPage;
    case 'entity':
      return ROUTE_DECISION_TTL_MS.entity;
    case 'not-found':
      return ROUTE_DECISION_TTL_MS.notFound;
    default:
      return ROUTE_DECISION_TTL_MS.other;
  }
}

/**
 * One per server process, shared through globalThis: the proxy and the route handlers (which
 * delete answers on the api's announcements) are separate bundles with their own module copies.
 * Exported for tests.
 */
const SHARED_KEY = Symbol.for('lumo.storefront.routeDecisionCache');
type SharedGlobal = typeof globalThis & { [SHARED_KEY]?: RouteAnswerCache<RouteDecision> };
export const routeDecisionCache = ((globalThis as SharedGlobal)[SHARED_KEY] ??=
  new RouteAnswerCache<RouteDecision>({
    ttlMs: decisionTtlMs,
    maxEntries: ROUTE_DECISION_MAX_ENTRIES,
    unknown: UNKNOWN,
    isUnknown: (decision) => decision.kind === 'unknown',
  }));

function decisionKey(storeView: StoreViewCode, normalisedPath: string): string {
  return `${storeView}:${normalisedPath}`;
}

/** The api announced a change at (store view, path): its next request asks again. */
export function forgetRouteDecision(storeView: StoreViewCode, path: string): void {
  routeDecisionCache.delete(decisionKey(storeView, normalisePagePath(path)));
}

type CustomRoutesAnswer = { ok: true; routes: CustomRoute[] } | { ok: false; routes: [] };
const NO_CUSTOM_ROUTES: CustomRoutesAnswer = { ok: false, routes: [] };

/** Exported for tests. */
export const customRoutesCache = new RouteAnswerCache<CustomRoutesAnswer>({
  ttlMs: CUSTOM_ROUTES_TTL_MS,
  maxEntries: 20,
  unknown: NO_CUSTOM_ROUTES,
  isUnknown: (answer) => !answer.ok,
});

/** SPEC §8 "Custom routes failure: none used" (and asked again next time). */
async function customRoutesOf(storeView: StoreViewCode): Promise<readonly CustomRoute[]> {
  const answer = await customRoutesCache.lookup(storeView, async () => {
    const fetched = await fetchCustomRoutes(storeView);
    return fetched.ok ? { ok: true, routes: fetched.routes } : NO_CUSTOM_ROUTES;
  });
  return answer.routes;
}

/**
 * What (store view, decoded path) answers, cached (ADR 0003, ADR 0014): one api call decides
 * builder page and route lookup together; custom routes are read only when that call finds
 * nothing to serve.
 */
export function storefrontRouteDecision(
  storeView: StoreViewCode,
  path: string,
): Promise<RouteDecision> {
  const normalised = normalisePagePath(path);
  return routeDecisionCache.lookup(decisionKey(storeView, normalised), async () => {
    const answer = await fetchProxyRoute({ storeView, path: normalised });
    const decision = decideRoute({ storeView, path: normalised, ...answer });
    if (decision.kind !== 'fallback') return decision;
    return decideFallback(normalised, decision, await customRoutesOf(storeView));
  });
}
