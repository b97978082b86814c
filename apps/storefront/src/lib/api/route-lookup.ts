import { cache } from 'react';
import { z } from 'zod';
import { normalisePagePath, type StoreViewCode } from '@lumo/block-schema';
import {
  ProxyRouteDocument,
  RouteLookupsDocument,
  SeoStoreConfigDocument,
  type GraphQLResult,
} from '@lumo/graphql';
import type { BuilderPageExistence } from './builder-page-existence';
import { storeConfigTag } from './cache-tags';
import { storefrontQuery, type ApiCachePolicy } from './storefront-graphql';

/** SPEC §2.4's entity types of a route lookup. */
export const ROUTE_ENTITY_TYPES = ['product', 'cms-page', 'category', 'custom', 'faq'] as const;
export type RouteEntityType = (typeof ROUTE_ENTITY_TYPES)[number];

/** The api answers at most this many urls per batch (routing.graphql). */
export const MAX_ROUTE_LOOKUP_BATCH = 50;
/** Longer urls are not asked: no route of the shop is that long. */
export const MAX_ROUTE_URL_LENGTH = 1024;
/** A route's lookup is reused this long by page renders (the proxy keeps its own 2 s answers). */
export const ROUTE_LOOKUP_REVALIDATE_SECONDS = 30;

/** SPEC §3.6 route lookup result, validated and with SPEC's defaults applied. */
export interface RouteLookup {
  /** null: the api knows the url but not as one of SPEC §2.4's types. */
  entityType: RouteEntityType | null;
  /** null when missing; 0 for custom rewrites. */
  entityId: number | null;
  /** Target path (leading slash, no store prefix) or absolute URL; null when none. */
  rewriteUrl: string | null;
  /** 0: serve the entity; 301 or 302: redirect to rewriteUrl with that status. */
  rewriteType: number;
  disabled: boolean;
  /** The same entity in other store views (empty unless the store view's setting is on). */
  hreflang: RouteHreflang[];
}

export interface RouteHreflang {
  lang: string;
  storeId: number;
  /** Absolute path including the store view's prefix. */
  url: string;
}

/**
 * One route's outcome. `none`: the api does not know the url. `error`: the lookup failed (SPEC §8
 * "Route fetch failure": the error is stored against every route of the batch, with no data).
 */
export type RouteLookupOutcome =
  { kind: 'found'; route: RouteLookup } | { kind: 'none' } | { kind: 'error'; message: string };

const hreflangSchema = z.object({
  lang: z.string().min(1).max(35),
  store_id: z.number().int(),
  url: z.string().min(1).max(MAX_ROUTE_URL_LENGTH),
});

const lookupResultSchema = z.object({
  entity_id: z.number().int().nullish(),
  entity_type: z.string().max(32).nullish(),
  rewrite_url: z.string().max(2048).nullish(),
  rewrite_type: z.number().int().nullish(),
  disabled: z.boolean().nullish(),
  hreflang: z.array(hreflangSchema).max(20).nullish(),
});

/**
 * The key a route is looked up and batched by: the path inside the store view with the leading
 * slash stripped (SPEC §4 route queue), "" for the home page.
 */
export function routeLookupKey(path: string): string {
  return normalisePagePath(path).replace(/^\/+/, '');
}

/** Turns one api item into an outcome; an item that breaks the contract is a failed lookup. */
export function toRouteLookupOutcome(item: unknown): RouteLookupOutcome {
  if (item === null || item === undefined) return { kind: 'none' };
  const parsed = lookupResultSchema.safeParse(item);
  if (!parsed.success) {
    return { kind: 'error', message: `Invalid route lookup result: ${parsed.error.message}` };
  }
  const result = parsed.data;
  const entityType = (ROUTE_ENTITY_TYPES as readonly string[]).includes(result.entity_type ?? '')
    ? (result.entity_type as RouteEntityType)
    : null;
  if (entityType === null && !result.rewrite_url) return { kind: 'none' };
  return {
    kind: 'found',
    route: {
      entityType,
      entityId: result.entity_id ?? null,
      rewriteUrl: result.rewrite_url?.trim() || null,
      rewriteType: result.rewrite_type ?? 0,
      disabled: result.disabled ?? false,
      hreflang: (result.hreflang ?? []).map((item) => ({
        lang: item.lang,
        storeId: item.store_id,
        url: item.url,
      })),
    },
  };
}

function failureMessage(result: Exclude<GraphQLResult<unknown>, { kind: 'ok' }>): string {
  return result.kind === 'network-error'
    ? result.message
    : result.errors.map((error) => error.message).join('; ');
}

export interface RouteLookupsRequest {
  storeView: StoreViewCode;
  /** Lookup keys (routeLookupKey), at most MAX_ROUTE_LOOKUP_BATCH. */
  keys: readonly string[];
  cache?: ApiCachePolicy;
  fetchImpl?: typeof fetch;
}

/**
 * SPEC §7's batch lookup: one call for every key, results matched to keys by position. When the
 * call fails, or answers a list of another length, every key gets the error (SPEC §8).
 */
export async function fetchRouteLookups(
  request: RouteLookupsRequest,
): Promise<RouteLookupOutcome[]> {
  const { keys } = request;
  if (keys.length === 0) return [];
  if (keys.length > MAX_ROUTE_LOOKUP_BATCH) {
    throw new RangeError(`At most ${MAX_ROUTE_LOOKUP_BATCH} routes per lookup`);
  }
  const askable = keys.map((key) => key.length <= MAX_ROUTE_URL_LENGTH);
  const urls = keys.filter((_key, index) => askable[index]);
  if (urls.length === 0) return keys.map(() => ({ kind: 'none' }));
  const result = await storefrontQuery(RouteLookupsDocument, {
    storeView: request.storeView,
    variables: { urls },
    cache: request.cache ?? {
      kind: 'tagged',
      tags: [routeLookupTag(request.storeView)],
      revalidate: ROUTE_LOOKUP_REVALIDATE_SECONDS,
    },
    fetchImpl: request.fetchImpl,
  });
  const items = result.kind === 'ok' ? result.data.jtiHeadlessUrls?.items : undefined;
  let failure: RouteLookupOutcome | undefined;
  if (result.kind !== 'ok') failure = { kind: 'error', message: failureMessage(result) };
  else if (!items || items.length !== urls.length) {
    failure = { kind: 'error', message: 'Route lookup answered a list of another length' };
  }
  if (failure) return keys.map(() => failure);
  const answers = (items ?? []).map(toRouteLookupOutcome);
  let next = 0;
  return askable.map((asked) => (asked ? answers[next++]! : { kind: 'none' }));
}

/** Cache tag of a store view's route lookups in the Next.js data cache. */
export function routeLookupTag(storeView: StoreViewCode): string {
  return `route-lookup:${storeView}`;
}

/** The proxy holds every page request while it asks; a slow api must not hold them long. */
export const PROXY_ROUTE_TIMEOUT_MS = 2500;

export interface ProxyRouteAnswer {
  builderPage: BuilderPageExistence;
  lookup: RouteLookupOutcome;
}

/**
 * The proxy's question for one (store view, decoded path): builder page existence and the route
 * lookup in one round trip. A part the api could not answer is `unknown` / `error`, never "no".
 */
export async function fetchProxyRoute(request: {
  storeView: StoreViewCode;
  path: string;
  fetchImpl?: typeof fetch;
}): Promise<ProxyRouteAnswer> {
  const path = normalisePagePath(request.path);
  const key = routeLookupKey(path);
  if (key.length > MAX_ROUTE_URL_LENGTH) {
    return { builderPage: 'missing', lookup: { kind: 'none' } };
  }
  const result = await storefrontQuery(ProxyRouteDocument, {
    storeView: request.storeView,
    variables: { path, url: key },
    // Kept in the proxy's own short-lived cache; the data cache would hold answers too long.
    cache: { kind: 'no-store' },
    timeoutMs: PROXY_ROUTE_TIMEOUT_MS,
    fetchImpl: request.fetchImpl,
  });
  if (result.kind === 'network-error') {
    return { builderPage: 'unknown', lookup: { kind: 'error', message: result.message } };
  }
  const data = result.data;
  // A GraphQL error names the fields it failed; the others' answers still count.
  const failedFields = new Set(
    result.kind === 'graphql-error'
      ? result.errors.map((error) => String(error.path?.[0] ?? '*'))
      : [],
  );
  const failed = (field: string) => failedFields.has(field) || failedFields.has('*') || !data;
  const builderPage: BuilderPageExistence = failed('builderPage')
    ? 'unknown'
    : data?.builderPage
      ? 'exists'
      : 'missing';
  const lookup: RouteLookupOutcome = failed('jtiHeadlessUrl')
    ? {
        kind: 'error',
        message: result.kind === 'graphql-error' ? failureMessage(result) : 'No data',
      }
    : toRouteLookupOutcome(data?.jtiHeadlessUrl);
  return { builderPage, lookup };
}

/**
 * Whether the store view emits hreflang alternates (SPEC §3.6 hrefLangsEnabled). Off when the
 * api cannot say: alternates are an extra, never worth a failed page.
 */
export async function fetchHrefLangsEnabled(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<boolean> {
  const result = await storefrontQuery(SeoStoreConfigDocument, {
    storeView,
    cache: { kind: 'tagged', tags: [storeConfigTag(storeView)], revalidate: 300 },
    fetchImpl,
  });
  return result.kind === 'ok' && result.data.storeConfig?.href_langs_enabled === true;
}

/** Per-request memo of fetchHrefLangsEnabled. */
export const getHrefLangsEnabled = cache((storeView: StoreViewCode) =>
  fetchHrefLangsEnabled(storeView),
);
