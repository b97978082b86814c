import { clientGraphQL } from '../client-state/graphql-client';
import { clearQueryCache } from '../client-state/storage';

/**
 * SPEC §4 route data queue for client-side lookups: a leading slash is stripped; a route not
 * loaded or queued is queued; the next tick (flush delay 0 ms, SPEC §9) the queue is fetched in
 * one call (`jtiHeadlessUrls`, results by position); success gives each route its data, failure
 * stores the error against every queued route with null data (SPEC §8 "Route fetch failure").
 */

export const ROUTE_QUEUE_FLUSH_DELAY_MS = 0;
/** The api's batch limit (routing.graphql: at most 50 urls). */
export const MAX_ROUTE_BATCH = 50;

export interface RouteData {
  url: string;
  entity_id: number | null;
  entity_type: string | null;
  rewrite_url: string | null;
  rewrite_type: number | null;
  disabled: boolean | null;
  hreflang?: { lang: string; store_id: number; url: string }[] | null;
}

export interface RouteState {
  isLoading: boolean;
  data: RouteData | null;
  error: string | null;
}

export const ROUTE_LOOKUPS_QUERY = `query RouteLookups($urls: [String!]!) {
  jtiHeadlessUrls(urls: $urls) {
    items { url entity_id entity_type rewrite_url rewrite_type disabled hreflang { lang store_id url } }
  }
}`;

export type FetchRoutes = (urls: string[]) => Promise<(RouteData | null)[]>;

export function routeKey(route: string): string {
  return route.replace(/^\/+/, '');
}

export function graphQLRouteFetcher(storeView: string, fetchImpl?: typeof fetch): FetchRoutes {
  return async (urls) => {
    const result = await clientGraphQL<{ jtiHeadlessUrls: { items: (RouteData | null)[] } | null }>(
      ROUTE_LOOKUPS_QUERY,
      { storeView, variables: { urls }, fetchImpl },
    );
    if (result.kind === 'network-error') throw new Error(result.message);
    if (result.kind === 'graphql-error')
      throw new Error(result.errors[0]?.message ?? 'Route lookup failed');
    return result.data.jtiHeadlessUrls?.items ?? [];
  };
}

const LOADING: RouteState = { isLoading: true, data: null, error: null };

export class RouteQueue {
  private readonly states = new Map<string, RouteState>();
  private queue: string[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly fetchRoutes: FetchRoutes) {}

  request(route: string): void {
    const key = routeKey(route);
    if (this.states.has(key)) return;
    this.states.set(key, LOADING);
    this.queue.push(key);
    this.timer ??= setTimeout(() => void this.flush(), ROUTE_QUEUE_FLUSH_DELAY_MS);
  }

  get(route: string): RouteState | undefined {
    return this.states.get(routeKey(route));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.states.clear();
    this.emit();
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const queued = this.queue;
    this.queue = [];
    for (let start = 0; start < queued.length; start += MAX_ROUTE_BATCH) {
      const batch = queued.slice(start, start + MAX_ROUTE_BATCH);
      try {
        const items = await this.fetchRoutes(batch);
        batch.forEach((key, index) =>
          this.states.set(key, { isLoading: false, data: items[index] ?? null, error: null }),
        );
      } catch (error) {
        const message = (error as Error).message || 'Route lookup failed';
        batch.forEach((key) =>
          this.states.set(key, { isLoading: false, data: null, error: message }),
        );
      }
    }
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

const queues = new Map<string, RouteQueue>();

export function routeQueue(storeView: string): RouteQueue {
  let queue = queues.get(storeView);
  if (!queue) {
    const created = new RouteQueue(graphQLRouteFetcher(storeView));
    clearQueryCache.subscribe(() => created.clear());
    queues.set(storeView, created);
    queue = created;
  }
  return queue;
}
