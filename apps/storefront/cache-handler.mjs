// Next.js's cache in Redis (ADR 0037), used only when REDIS_URL is set (next.config.ts): every
// storefront process then reads and writes the same pages and api answers, and an expired tag is
// expired for all of them. Without REDIS_URL Next.js keeps its in-memory cache (ADR 0014).
// The handler is @trieb.work/nextjs-turbo-redis-cache; this file only fixes its options.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';

let shared;
const CACHE_CONTROL = 'lumoCacheControl';

/** The database index of redis://host:port/<n> (the handler subscribes to that index's events). */
function databaseOf(url) {
  const index = Number.parseInt(new URL(url).pathname.slice(1) || '0', 10);
  return Number.isInteger(index) && index >= 0 ? index : 0;
}

function buildId() {
  try {
    return readFileSync(path.join(import.meta.dirname, '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/**
 * Whether Redis answers now. The library waits up to 30 s per call for its tag index while Redis
 * has never answered (a storefront started during a Redis outage): skip it instead, so pages
 * render per request until Redis is back. (`client` is the library's node-redis client.)
 */
function redisReady() {
  const ready = shared?.client?.isReady;
  return typeof ready === 'boolean' ? ready : shared !== undefined;
}

/** One Redis connection per process: Next.js constructs the handler once per request. */
export default class LumoRedisCacheHandler {
  constructor() {
    // `next build` with REDIS_URL in its environment: nothing is read from or written to Redis,
    // so a build never serves or replaces the running shop's pages.
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    const redisUrl = process.env.REDIS_URL.trim();
    shared ??= new RedisStringsHandler({
      redisUrl,
      database: databaseOf(redisUrl),
      // One build's entries never reach another build (a deploy renders afresh); CACHE_KEY_PREFIX
      // separates shops that share one Redis database.
      keyPrefix: `${process.env.CACHE_KEY_PREFIX?.trim() || 'lumo'}:${buildId()}:`,
    });
  }

  // Next.js 16.4 takes a page's lifetime from `cacheControl` on the entry when the handler gives
  // one; otherwise from what this process stored itself, or 1 second. The handler does not keep
  // it, so a process that did not render the page would answer STALE and render it again. It
  // travels inside the stored value.
  async get(key, ctx) {
    if (!redisReady()) return null;
    const entry = await shared.get(key, ctx);
    const cacheControl = entry?.value?.[CACHE_CONTROL];
    if (!cacheControl) return entry;
    const value = { ...entry.value };
    delete value[CACHE_CONTROL];
    return { ...entry, value, cacheControl };
  }

  async set(key, data, ctx) {
    if (!redisReady()) return;
    const withLifetime =
      ctx?.cacheControl && (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE')
        ? { ...data, [CACHE_CONTROL]: ctx.cacheControl }
        : data;
    return shared.set(key, withLifetime, ctx);
  }

  revalidateTag(...args) {
    // Without Redis there is nothing to expire; the entries come back with Redis and their TTLs.
    if (!redisReady()) return undefined;
    return shared.revalidateTag(...args);
  }

  resetRequestCache(...args) {
    return shared?.resetRequestCache(...args);
  }
}
