import { normalisePagePath, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { BuilderPageExistence } from '@/lib/api/builder-page-existence';
import type { CustomRoute } from '@/lib/api/cms';
import type { RouteEntityType, RouteLookup, RouteLookupOutcome } from '@/lib/api/route-lookup';
import { targetsInternalRoute } from './store-view-routing';

/** The entity types that render a page of their own (custom switches content instead). */
export type EntityRouteType = Exclude<RouteEntityType, 'custom'>;

/** SPEC §2.1: redirects default to 302; the lookup may ask for 301. */
export type RedirectStatus = 301 | 302;

/**
 * What a store-view path answers (SPEC §2.4), decided before the page renders so that statuses
 * are exact: a builder page, an entity page, a content switch (custom rewrite or configured custom
 * route: the target route is shown as if requested), a redirect, the 404 page, or `unknown`
 * (the api could not answer: the page renders and shows its notice, never a 404).
 */
export type RouteDecision =
  | { kind: 'builder-page' }
  | { kind: 'entity'; entityType: EntityRouteType; entityId: number; route: RouteLookup }
  | { kind: 'content-switch'; target: SwitchTarget; via: 'custom-rewrite' | 'custom-route' }
  | { kind: 'redirect'; status: RedirectStatus; location: string }
  | { kind: 'not-found' }
  | { kind: 'unknown' };

/** A route inside the same store view: normalised path and an optional query ("" or "?a=b"). */
export interface SwitchTarget {
  path: string;
  search: string;
}

/**
 * The lookup could not serve the path: a configured custom route may still (SPEC §2.4).
 * `lookupFailed` keeps an api failure apart from "the api knows no such route".
 */
export interface RouteFallback {
  kind: 'fallback';
  lookupFailed: boolean;
}

export interface RouteDecisionInput {
  storeView: StoreViewCode;
  /** Decoded, normalised path inside the store view. */
  path: string;
  builderPage: BuilderPageExistence;
  lookup: RouteLookupOutcome;
}

/**
 * SPEC §2.4's decision table up to the custom-route fallback:
 * 1. a published builder page wins;
 * 2. a non-zero rewrite type redirects to the rewrite URL with that status;
 * 3. a failed lookup, no match, a disabled entity or a missing/zero id falls back;
 * 4. custom switches content to its rewrite URL; the other types render their entity.
 * While the builder page question is unanswered and the lookup finds nothing, the page decides
 * (`unknown`): no 404 during an outage.
 */
export function decideRoute(input: RouteDecisionInput): RouteDecision | RouteFallback {
  const { builderPage, lookup } = input;
  if (builderPage === 'exists') return { kind: 'builder-page' };
  if (lookup.kind === 'error') return { kind: 'fallback', lookupFailed: true };
  if (lookup.kind === 'none') {
    return builderPage === 'unknown'
      ? { kind: 'unknown' }
      : { kind: 'fallback', lookupFailed: false };
  }
  const { route } = lookup;
  if (route.rewriteType !== 0) {
    const redirect = redirectTo(input, route);
    return redirect ?? { kind: 'fallback', lookupFailed: false };
  }
  if (route.disabled) return { kind: 'fallback', lookupFailed: false };
  if (route.entityType === 'custom') {
    const target = route.rewriteUrl ? switchTarget(route.rewriteUrl, input.path) : undefined;
    if (target) return { kind: 'content-switch', target, via: 'custom-rewrite' };
    // A custom rewrite to another site cannot be shown here: send the visitor there.
    const external = route.rewriteUrl ? externalUrl(route.rewriteUrl) : undefined;
    if (external) return { kind: 'redirect', status: 302, location: external };
    return { kind: 'fallback', lookupFailed: false };
  }
  if (route.entityType === null || route.entityId === null || route.entityId <= 0) {
    return { kind: 'fallback', lookupFailed: false };
  }
  return { kind: 'entity', entityType: route.entityType, entityId: route.entityId, route };
}

/**
 * The fallback: a configured custom route matching the original path shows its target; else the
 * 404 page, except when the lookup failed (api trouble), where the page renders its notice.
 */
export function decideFallback(
  path: string,
  fallback: RouteFallback,
  customRoutes: readonly CustomRoute[],
): RouteDecision {
  const match = customRoutes.find((route) => route.path === normalisePagePath(path));
  const target = match ? switchTarget(match.target, path) : undefined;
  if (target) return { kind: 'content-switch', target, via: 'custom-route' };
  return fallback.lookupFailed ? { kind: 'unknown' } : { kind: 'not-found' };
}

/** Characters no route of ours holds and that browsers read as more than a path. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_PATH = /[\\\u0000-\u001f\u007f]/;

/**
 * A rewrite URL as a route inside the store view: "/devices", "devices?sort=price". Refused:
 * absolute or protocol-relative URLs, backslashes and control characters, the internal 404
 * route, and the path itself (a loop).
 */
export function switchTarget(rewriteUrl: string, ownPath: string): SwitchTarget | undefined {
  const url = rewriteUrl.trim();
  if (!url || UNSAFE_PATH.test(url) || url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url)) {
    return undefined;
  }
  const queryAt = url.search(/[?#]/);
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt).split('#')[0]!;
  const path = normalisePagePath(rawPath.startsWith('/') ? rawPath : `/${rawPath}`);
  if (targetsInternalRoute(path)) return undefined;
  if (path === normalisePagePath(ownPath) && (query === '' || query === '?')) return undefined;
  return { path, search: query === '?' ? '' : query };
}

/** An absolute https URL from the api's answer (never another scheme), or undefined. */
export function externalUrl(rewriteUrl: string): string | undefined {
  if (!/^https:\/\//i.test(rewriteUrl.trim())) return undefined;
  try {
    const url = new URL(rewriteUrl.trim());
    return url.protocol === 'https:' && url.hostname && !url.username && !url.password
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

function redirectTo(input: RouteDecisionInput, route: RouteLookup): RouteDecision | undefined {
  if (route.rewriteType !== 301 && route.rewriteType !== 302) return undefined;
  if (!route.rewriteUrl) return undefined;
  const status: RedirectStatus = route.rewriteType;
  const external = externalUrl(route.rewriteUrl);
  if (external) return { kind: 'redirect', status, location: external };
  const target = switchTarget(route.rewriteUrl, input.path);
  if (!target) return undefined;
  return {
    kind: 'redirect',
    status,
    location: `${withStorePrefix(input.storeView, target.path)}${target.search}`,
  };
}
