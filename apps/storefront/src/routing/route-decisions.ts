import { normalisePagePath, type StoreViewCode } from '@lumo/block-schema';
import { fetchCustomRoutes, type CustomRoute } from '@/lib/api/cms';
import { fetchProxyRoute } from '@/lib/api/route-lookup';
import { RouteAnswerCache } from './route-answer-cache';
import { decideFallback, decideRoute, type RouteDecision } from './route-decision';

/** A publish, delete or URL change reaches the proxy's decision within this. */
export const ROUTE_DECISION_TTL_MS = 2000;
const ROUTE_DECISION_MAX_ENTRIES = 5000;
/** Custom routes change rarely and are only read on the way to a 404. */
export const CUSTOM_ROUTES_TTL_MS = 60_000;

const UNKNOWN: RouteDecision = { kind: 'unknown' };

/** One per server process (the proxy runs in the Node.js runtime). Exported for tests. */
export const routeDecisionCache = new RouteAnswerCache<RouteDecision>({
  ttlMs: ROUTE_DECISION_TTL_MS,
  maxEntries: ROUTE_DECISION_MAX_ENTRIES,
  unknown: UNKNOWN,
  isUnknown: (decision) => decision.kind === 'unknown',
});

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
 * What (store view, decoded path) answers, briefly cached (ADR 0003): one api call decides
 * builder page and route lookup together; custom routes are read only when that call finds
 * nothing to serve.
 */
export function storefrontRouteDecision(
  storeView: StoreViewCode,
  path: string,
): Promise<RouteDecision> {
  const normalised = normalisePagePath(path);
  return routeDecisionCache.lookup(`${storeView}:${normalised}`, async () => {
    const answer = await fetchProxyRoute({ storeView, path: normalised });
    const decision = decideRoute({ storeView, path: normalised, ...answer });
    if (decision.kind !== 'fallback') return decision;
    return decideFallback(normalised, decision, await customRoutesOf(storeView));
  });
}
