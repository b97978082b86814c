// Resized images kept in memory (ADR 0054, amended): Next.js's image optimizer keeps its resized
// copies only in a file cache under .next, which this storefront switches off with
// `isrFlushToDisk: false` (ADR 0014: no cache that outlives the database), or in the cache
// handler when REDIS_URL is set. Without Redis it therefore fetched the original from the api and
// resized it again for every browser that did not have it yet: about 65 ms of this process's time
// for the home page's hero (the LCP image) on an idle machine, against a few ms for a script.
// This keeps each answer of `/_next/image` for as long as Next.js lets browsers keep it (a day),
// so a resize happens once per image, width and format.
import { LRUCache } from 'lru-cache';
import { captureAnswer } from './page-cache.mjs';

export const IMAGE_PATH = '/_next/image';
export const DEFAULT_IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_IMAGE_ENTRY_BYTES = 4 * 1024 * 1024;
/** Never longer than this, whatever the answer says (next.config.ts: minimumCacheTTL). */
export const MAX_IMAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const IMAGE_CACHE_HEADER = 'x-image-cache';
/** What the optimizer reads from a query (next/image's loader writes these three). */
const IMAGE_PARAMETERS = ['url', 'w', 'q'];

/** Cache states of the first answer, set anew on a replay (captureAnswer drops the rest). */
const NOT_REPLAYED = new Set(['x-nextjs-cache', IMAGE_CACHE_HEADER]);

/**
 * The key of a request for a resized image, or null when this cache does not handle it. The
 * optimizer answers WebP to a browser that accepts it and the original format to one that does
 * not (next.config.ts: formats), so that is part of the key; the host is not (the bytes are the
 * same for every origin).
 *
 * @param {import('node:http').IncomingMessage} request
 * @returns {string | null}
 */
export function imageCacheKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url ?? '';
  if (!url.startsWith(`${IMAGE_PATH}?`)) return null;
  // Exactly the optimizer's three parameters, once each: any other query (a cache-busting
  // `&x=1`, which the optimizer ignores) is passed on unkept, so it cannot crowd out real copies.
  const query = new URLSearchParams(url.slice(IMAGE_PATH.length + 1));
  const names = [...query.keys()];
  if (names.length !== IMAGE_PARAMETERS.length) return null;
  if (!IMAGE_PARAMETERS.every((name) => query.getAll(name).length === 1)) return null;
  const canonical = IMAGE_PARAMETERS.map(
    (name) => `${name}=${encodeURIComponent(query.get(name) ?? '')}`,
  ).join('&');
  const acceptsWebp = /\bimage\/webp\b/i.test(String(request.headers.accept ?? ''));
  return `${acceptsWebp ? 'webp' : 'original'} ${canonical}`;
}

/**
 * How long an answer may be kept: a 200 image the optimizer lets shared caches keep (public
 * max-age, no Set-Cookie), for that long and at most a day; 0 for anything else.
 *
 * @param {number} status
 * @param {Record<string, unknown>} headers lower-case names
 */
export function imageLifetimeMs(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  if (!/^\s*image\//i.test(String(headers['content-type'] ?? ''))) return 0;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const maxAge = /\bmax-age=(\d+)/.exec(cacheControl)?.[1];
  if (maxAge === undefined) return 0;
  return Math.min(Number(maxAge) * 1000, MAX_IMAGE_LIFETIME_MS);
}

/**
 * @typedef {{ headers: [string, string | string[]][], body: Buffer, etag: string | undefined,
 *   expiresAt: number }} ImageEntry
 */

/**
 * @param {{ maxBytes?: number, maxEntryBytes?: number, now?: () => number }} [options]
 */
export function createImageCache(options = {}) {
  const maxEntryBytes = options.maxEntryBytes ?? DEFAULT_IMAGE_ENTRY_BYTES;
  const now = options.now ?? Date.now;
  /** @type {LRUCache<string, ImageEntry>} */
  const entries = new LRUCache({
    maxSize: options.maxBytes ?? DEFAULT_IMAGE_CACHE_BYTES,
    maxEntrySize: maxEntryBytes,
    sizeCalculation: (entry, key) => entry.body.length + key.length + 512,
  });

  /**
   * Answers a resized image from memory, or lets `render` (Next.js) answer and keeps the answer.
   * Anything but `/_next/image` goes straight to `render`.
   *
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {() => void} render
   */
  function serve(request, response, render) {
    const key = imageCacheKey(request);
    if (key === null) {
      render();
      return;
    }
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) {
      replay(entry, request, response);
      return;
    }
    if (entry) entries.delete(key);
    response.setHeader(IMAGE_CACHE_HEADER, 'MISS');
    if (request.method === 'GET') {
      captureAnswer(response, maxEntryBytes, (answer) => {
        if (!answer) return;
        const headers = Object.fromEntries(answer.headers);
        const lifetimeMs = imageLifetimeMs(answer.status, headers);
        // A 304 to a browser's revalidation has no body to keep.
        if (lifetimeMs === 0 || answer.body.length === 0) return;
        entries.set(key, {
          headers: answer.headers.filter(([name]) => !NOT_REPLAYED.has(name)),
          body: answer.body,
          etag: typeof headers.etag === 'string' ? headers.etag : undefined,
          expiresAt: now() + lifetimeMs,
        });
      });
    }
    render();
  }

  return {
    serve,
    /** Bytes held (tests, diagnostics). */
    get size() {
      return entries.calculatedSize;
    },
    get count() {
      return entries.size;
    },
  };
}

/**
 * @param {ImageEntry} entry
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function replay(entry, request, response) {
  for (const [name, value] of entry.headers) response.setHeader(name, value);
  // Served from a cache, as X-Cache tells operators (server/http-hardening.mjs).
  response.setHeader('x-nextjs-cache', 'HIT');
  response.setHeader(IMAGE_CACHE_HEADER, 'HIT');
  // The browser's copy is still this one: nothing to send (as the optimizer answers).
  const known = request.headers['if-none-match'];
  if (entry.etag !== undefined && known !== undefined && sameEtag(known, entry.etag)) {
    response.removeHeader('content-type');
    response.removeHeader('content-length');
    response.writeHead(304);
    response.end();
    return;
  }
  response.setHeader('content-length', entry.body.length);
  response.writeHead(200);
  if (request.method === 'HEAD') response.end();
  else response.end(entry.body);
}

/**
 * @param {string} ifNoneMatch
 * @param {string} etag
 */
function sameEtag(ifNoneMatch, etag) {
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
