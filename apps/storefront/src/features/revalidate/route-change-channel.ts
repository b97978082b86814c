import { createClient } from 'redis';
import { z } from 'zod';
import { pagePathSchema, storeViewCodeSchema } from '@lumo/block-schema';
import { forgetRouteDecision } from '@/routing/route-decisions';
import { flushPageCaches } from '../../../server/page-cache-flush.mjs';

/*
 * The api announces a publish to one storefront process (through the load balancer). Its cache
 * tags live in Redis and expire for every process, but the proxy's answers (routing/
 * route-decisions.ts) are kept in each process's memory. So the process that got the
 * announcement publishes it on this Redis channel, and every process (itself included) drops its
 * answer for that (store view, path). Only when REDIS_URL is set (ADR 0037).
 */

const routeChangeSchema = z.object({ storeView: storeViewCodeSchema, path: pagePathSchema });
export type RouteChange = z.infer<typeof routeChangeSchema>;

/** CACHE_KEY_PREFIX separates shops sharing one Redis, as for the cache keys. */
export function routeChangeChannel(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  return `${env.CACHE_KEY_PREFIX?.trim() || 'lumo'}:storefront:route-changed`;
}

/** A message from the channel, or null when it is not a well-formed announcement. */
export function parseRouteChange(message: string): RouteChange | null {
  try {
    const parsed = routeChangeSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type RedisClient = ReturnType<typeof createClient>;

function redisUrl(): string | undefined {
  return process.env.REDIS_URL?.trim() || undefined;
}

/** Reconnection waits: 0.2 s more per attempt, at most 5 s. */
export function reconnectDelayMs(retries: number): number {
  return Math.min((retries + 1) * 200, 5000);
}

function connect(url: string, role: string): RedisClient {
  const client = createClient({ url, socket: { reconnectStrategy: reconnectDelayMs } });
  // Once per outage, and the message only, never the URL (it may hold a password).
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    console.error(`Redis ${role} error (reconnecting): ${error.message}`);
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}

const PUBLISHER_KEY = Symbol.for('lumo.storefront.routeChangePublisher');
type PublisherGlobal = typeof globalThis & { [PUBLISHER_KEY]?: Promise<RedisClient> };

/**
 * Tells every storefront process that (store view, path) changed. Without REDIS_URL there is only
 * this process, whose answer the caller has already dropped.
 */
export async function announceRouteChange(change: RouteChange): Promise<void> {
  const url = redisUrl();
  if (!url) return;
  const holder = globalThis as PublisherGlobal;
  holder[PUBLISHER_KEY] ??= (async () => {
    const client = connect(url, 'publisher');
    await client.connect();
    return client;
  })();
  try {
    const client = await holder[PUBLISHER_KEY];
    await client.publish(routeChangeChannel(), JSON.stringify(change));
  } catch (error) {
    // Connect again on the next announcement; the route's answer still expires within its TTL.
    holder[PUBLISHER_KEY] = undefined;
    throw error;
  }
}

/**
 * Called once per process at start (src/instrumentation.ts): drops the proxy's answer whenever
 * any process announces a change.
 */
export async function subscribeToRouteChanges(): Promise<void> {
  const url = redisUrl();
  if (!url) return;
  const subscriber = connect(url, 'subscriber');
  await subscriber.connect();
  await subscriber.subscribe(routeChangeChannel(), applyRouteChange);
}

/**
 * What an announcement on the channel does in this process: the proxy asks the api again, and the
 * page cache in server.mjs (ADR 0044) forgets every page, so none serves the old version.
 */
export function applyRouteChange(message: string): void {
  const change = parseRouteChange(message);
  if (!change) return;
  forgetRouteDecision(change.storeView, change.path);
  flushPageCaches();
}
