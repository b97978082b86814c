// A short-lived page cache in front of Next.js (ADR 0044), like nginx's proxy_cache
// micro-caching. Next.js already keeps the shop's pages in its full-route cache (ADR 0014), but
// serving one of them still runs its proxy (route decision, rewrite) and its cache lookup on
// every request. This keeps, for about a second, what Next.js wrote for a document that is the
// same for every visitor, and answers repeats of it without Next.js.
//
// It sits innermost in server.mjs: it stores Next.js's own output (body with the nonce template,
// uncompressed) and replays it through the layers around it, so every answer still gets its own
// nonce, compression, hardening headers and 503 rules. Every invalidation this process learns of
// empties it (server/page-cache-flush.mjs).
import { LRUCache } from 'lru-cache';
import { isResponseUnavailable } from './http-hardening.mjs';
import { onPageCacheFlush } from './page-cache-flush.mjs';
import { setHeaders } from './response-body-rewrite.mjs';

/** Env var of the lifetime in milliseconds; 0 switches the cache off. */
export const PAGE_CACHE_ENV = 'STOREFRONT_PAGE_CACHE_MS';
export const DEFAULT_PAGE_CACHE_MS = 1000;
/** Longer would delay a change no process was told of (imports, other processes' tags). */
export const MAX_PAGE_CACHE_MS = 10_000;
/** All entries together, and one entry (the shop's pages are ~100 KB of HTML). */
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
export const DEFAULT_MAX_ENTRY_BYTES = 1024 * 1024;
/** A request waiting for another's render of the same page renders itself after this long. */
export const SHARED_RENDER_WAIT_MS = 2000;

/** Response header saying whether the page cache answered: HIT or MISS (absent: not cacheable). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/**
 * The customer's session cookies (src/features/account/session-marker.ts; a test keeps them
 * equal): with the token but without the marker, Next.js's proxy answers with a Set-Cookie.
 */
export const CUSTOMER_TOKEN_COOKIE = 'customer_token';
export const SESSION_MARKER_COOKIE = 'customer_session';
/**
 * A guest cart cookie without its marker (src/features/cart/cart-marker.ts; a test keeps them
 * equal): the proxy answers with a Set-Cookie for the marker, so Next.js must answer.
 */
export const GUEST_CART_COOKIE = /^cart_([a-z]{2})$/;
export const CART_MARKER_PREFIX = 'has_cart_';
/** Next.js's draft mode / preview cookies: such requests render per visitor. */
const DRAFT_MODE_COOKIES = ['__prerender_bypass', '__next_preview_data'];

/**
 * Request headers that make Next.js answer something else than the document (RSC payloads,
 * prefetches, server actions, on-demand revalidation, internal subrequests).
 *
 * @param {string} name lower-case header name
 */
function isNextRequestHeader(name) {
  return (
    name === 'rsc' ||
    name === 'purpose' ||
    name.startsWith('next-') ||
    name.startsWith('x-nextjs-') ||
    name.startsWith('x-middleware-') ||
    name.startsWith('x-prerender-')
  );
}

/** Headers that belong to one response, never replayed. */
const PER_RESPONSE_HEADERS = new Set([
  'date',
  'set-cookie',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  PAGE_CACHE_HEADER,
]);

/** Vary values the cache itself honours: Next.js's RSC headers bypass it, compression is per hit. */
const HONOURED_VARY = new Set([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'accept-encoding',
]);

/**
 * The lifetime from STOREFRONT_PAGE_CACHE_MS (default 1 s); a value that is not a whole number of
 * milliseconds from 0 to 10 000 stops the start.
 *
 * @param {Record<string, string | undefined>} env
 */
export function pageCacheLifetimeMs(env) {
  const raw = env[PAGE_CACHE_ENV]?.trim();
  if (!raw) return DEFAULT_PAGE_CACHE_MS;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > MAX_PAGE_CACHE_MS) {
    throw new Error(
      `${PAGE_CACHE_ENV} must be a whole number of milliseconds from 0 (off) to ${MAX_PAGE_CACHE_MS}.`,
    );
  }
  return value;
}

/**
 * @param {string | undefined} cookieHeader
 * @returns {Map<string, string>}
 */
function parseCookies(cookieHeader) {
  const cookies = new Map();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    const name = (at === -1 ? part : part.slice(0, at)).trim();
    const value = at === -1 ? '' : part.slice(at + 1).trim();
    // A repeated name keeps a non-empty value: whichever one the proxy reads, a token is seen.
    if (name && !cookies.get(name)) cookies.set(name, value);
  }
  return cookies;
}

/**
 * The cache key of a request that may be answered from the cache, or null when it must go to
 * Next.js. Only GET and HEAD of a document, with nothing that makes the answer per visitor:
 * no Authorization, no RSC/router/prefetch headers or `_rsc` query, no preview, no draft-mode
 * cookie, and not the one cookie state the proxy answers with a Set-Cookie. Host, forwarded host
 * and protocol are part of the key (links a page may build from them differ per origin).
 *
 * @param {import('node:http').IncomingMessage} request
 * @returns {string | null}
 */
export function pageCacheKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url ?? '/';
  if (!url.startsWith('/')) return null;
  // Next.js's static files and its image optimizer (kept by server/image-cache.mjs) are never
  // documents: capturing their bodies here only to discard them was work on every asset.
  if (url.startsWith('/_next/')) return null;
  const headers = request.headers;
  if (headers.authorization !== undefined || headers['proxy-authorization'] !== undefined) {
    return null;
  }
  for (const name of Object.keys(headers)) if (isNextRequestHeader(name)) return null;
  const queryStart = url.indexOf('?');
  if (queryStart !== -1) {
    const query = new URLSearchParams(url.slice(queryStart + 1));
    if (query.has('_rsc') || query.has('preview')) return null;
  }
  if (headers.cookie !== undefined) {
    const cookies = parseCookies(headers.cookie);
    if (DRAFT_MODE_COOKIES.some((name) => cookies.has(name))) return null;
    if (cookies.get(CUSTOMER_TOKEN_COOKIE) && !cookies.has(SESSION_MARKER_COOKIE)) return null;
    for (const [name, value] of cookies) {
      const storeView = GUEST_CART_COOKIE.exec(name)?.[1];
      if (storeView && value && !cookies.has(`${CART_MARKER_PREFIX}${storeView}`)) return null;
    }
  }
  return JSON.stringify([
    String(headers.host ?? '').toLowerCase(),
    String(headers['x-forwarded-host'] ?? '').toLowerCase(),
    String(headers['x-forwarded-proto'] ?? ''),
    url,
  ]);
}

/**
 * Whether a request's answer may be stored (its key may still be served, see pageCacheKey): only
 * GET (a HEAD answer has no body), and only when it carried no cookie, so no answer Next.js gave
 * under the influence of a visitor's cookie is kept.
 *
 * @param {import('node:http').IncomingMessage} request
 */
export function mayStoreAnswerTo(request) {
  return request.method === 'GET' && request.headers.cookie === undefined;
}

/**
 * Whether Next.js's answer is the same for every visitor: 200 or 404 HTML that Next.js marks
 * shared-cacheable (s-maxage, no private/no-store, as it marks full-route-cache pages), with no
 * Set-Cookie and no Vary beyond the headers the cache handles.
 *
 * @param {number} status
 * @param {Record<string, unknown>} headers lower-case names
 */
export function isSharedAnswer(status, headers) {
  if (status !== 200 && status !== 404) return false;
  if (headers['set-cookie'] !== undefined) return false;
  if (!/^\s*text\/html\b/i.test(String(headers['content-type'] ?? ''))) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (!/\bs-maxage=\d+/.test(cacheControl)) return false;
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  const vary = headers.vary;
  if (vary !== undefined) {
    const names = String(vary)
      .toLowerCase()
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names.some((name) => !HONOURED_VARY.has(name))) return false;
  }
  return true;
}

/**
 * @typedef {{ status: number, headers: [string, string | string[]][], body: Buffer,
 *   expiresAt: number }} PageEntry
 */

/**
 * @param {{ ttlMs?: number, maxBytes?: number, maxEntryBytes?: number, now?: () => number,
 *   sharedRenderWaitMs?: number }} [options]
 */
export function createPageCache(options = {}) {
  const ttlMs = options.ttlMs ?? DEFAULT_PAGE_CACHE_MS;
  const maxEntryBytes = options.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES;
  const now = options.now ?? Date.now;
  const sharedRenderWaitMs = options.sharedRenderWaitMs ?? SHARED_RENDER_WAIT_MS;
  /** @type {LRUCache<string, PageEntry>} */
  const entries = new LRUCache({
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    maxEntrySize: maxEntryBytes,
    sizeCalculation: (entry, key) => entry.body.length + key.length + 1024,
  });
  /** @type {Map<string, Promise<PageEntry | null>>} renders others of the same key wait for */
  const rendering = new Map();
  // An answer rendered across a flush may show the old page: it is not stored.
  let generation = 0;

  const flush = () => {
    generation += 1;
    entries.clear();
    rendering.clear();
  };
  const unregister = onPageCacheFlush(flush);

  /** @param {string} key */
  const fresh = (key) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  /**
   * Answers the request from the cache, or lets `render` (Next.js) answer it and keeps the answer
   * when it may. Call innermost, after every layer that must treat each answer on its own (nonce,
   * compression, hardening) has wrapped the response.
   *
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {() => void} render
   */
  function serve(request, response, render) {
    const key = ttlMs > 0 ? pageCacheKey(request) : null;
    if (key === null) {
      render();
      return;
    }
    const entry = fresh(key);
    if (entry) {
      replay(entry, request, response);
      return;
    }
    const pending = rendering.get(key);
    if (pending) {
      // Another request is rendering this page: its answer serves this one too.
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const waited = new Promise((resolve) => {
        timer = setTimeout(resolve, sharedRenderWaitMs, null);
      });
      void Promise.race([pending, waited]).then((shared) => {
        clearTimeout(timer);
        if (response.destroyed) return;
        if (shared) replay(/** @type {PageEntry} */ (shared), request, response);
        else renderAndKeep(null, request, response, render);
      });
      return;
    }
    renderAndKeep(mayStoreAnswerTo(request) ? key : null, request, response, render);
  }

  /**
   * @param {string | null} key null: render without storing
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {() => void} render
   */
  function renderAndKeep(key, request, response, render) {
    response.setHeader(PAGE_CACHE_HEADER, 'MISS');
    if (key === null) {
      render();
      return;
    }
    const startedIn = generation;
    /** @type {(entry: PageEntry | null) => void} */
    let settle = () => {};
    const shared = new Promise((resolve) => {
      settle = resolve;
    });
    rendering.set(key, /** @type {Promise<PageEntry | null>} */ (shared));
    let settled = false;
    /** @param {PageEntry | null} entry */
    const finish = (entry) => {
      if (settled) return;
      settled = true;
      if (rendering.get(key) === shared) rendering.delete(key);
      if (entry && generation === startedIn) {
        entries.set(key, entry);
        settle(entry);
      } else {
        settle(null);
      }
    };
    captureAnswer(response, maxEntryBytes, (answer) => {
      if (
        !answer ||
        !isSharedAnswer(answer.status, Object.fromEntries(answer.headers)) ||
        isResponseUnavailable(request)
      ) {
        finish(null);
        return;
      }
      finish({ ...answer, expiresAt: now() + ttlMs });
    });
    response.once('close', () => finish(null));
    render();
  }

  return {
    serve,
    flush,
    /** Stops listening to flushes (tests). */
    close: unregister,
    /** Bytes held (tests, diagnostics). */
    get size() {
      return entries.calculatedSize;
    },
    get count() {
      return entries.size;
    },
    /** How many flushes it has had (tests). */
    get generation() {
      return generation;
    },
  };
}

/**
 * Writes a kept answer through the response's layers as if Next.js wrote it.
 *
 * @param {PageEntry} entry
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function replay(entry, request, response) {
  for (const [name, value] of entry.headers) response.setHeader(name, value);
  // Served from a cache, as X-Cache tells operators (server/http-hardening.mjs).
  response.setHeader('x-nextjs-cache', 'HIT');
  response.setHeader(PAGE_CACHE_HEADER, 'HIT');
  response.setHeader('content-length', entry.body.length);
  response.writeHead(entry.status);
  if (request.method === 'HEAD') response.end();
  else response.end(entry.body);
}

/**
 * Records what the code after it writes (status, headers before the outer layers change them,
 * body bytes as written) while passing everything on; `done` gets it when the answer ends, or
 * null when it is larger than `maxBytes` or headers were written in a way it cannot follow.
 *
 * @param {import('node:http').ServerResponse} response
 * @param {number} maxBytes
 * @param {(answer: { status: number, headers: [string, string | string[]][], body: Buffer }
 *   | null) => void} done
 */
export function captureAnswer(response, maxBytes, done) {
  /** @type {Buffer[]} */
  let chunks = [];
  let bytes = 0;
  let tooLarge = false;
  let status = 0;
  /** @type {[string, string | string[]][]} */
  let headers = [];

  /** @param {unknown} chunk @param {unknown} encoding */
  const record = (chunk, encoding) => {
    if (chunk == null || tooLarge) return;
    const copy =
      typeof chunk === 'string'
        ? Buffer.from(
            chunk,
            typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
          )
        : Buffer.from(/** @type {Uint8Array} */ (chunk));
    bytes += copy.length;
    if (bytes > maxBytes) {
      tooLarge = true;
      chunks = [];
      return;
    }
    chunks.push(copy);
  };

  const writeHead = response.writeHead;
  /** @type {any} */
  const target = response;
  target.writeHead = function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
    const message = rest.find((arg) => typeof arg === 'string');
    const given = rest.find((arg) => arg && typeof arg === 'object');
    if (given) setHeaders(response, given);
    status = statusCode;
    headers = [];
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
      headers.push([name, typeof value === 'number' ? String(value) : value]);
    }
    // Set-Cookie is never replayed, but its presence decides (isSharedAnswer).
    if (response.hasHeader('set-cookie')) headers.push(['set-cookie', '']);
    return message === undefined
      ? writeHead.call(response, statusCode)
      : writeHead.call(response, statusCode, message);
  };
  const write = response.write;
  target.write = function (
    /** @type {any} */ chunk,
    /** @type {any} */ encoding,
    /** @type {any} */ callback,
  ) {
    record(chunk, encoding);
    return write.call(response, chunk, encoding, callback);
  };
  const end = response.end;
  target.end = function (
    /** @type {any} */ chunk,
    /** @type {any} */ encoding,
    /** @type {any} */ callback,
  ) {
    if (typeof chunk !== 'function')
      record(chunk, typeof encoding === 'function' ? undefined : encoding);
    const result = end.call(response, chunk, encoding, callback);
    if (!tooLarge && status !== 0) {
      done({ status, headers, body: Buffer.concat(chunks, bytes) });
    } else {
      done(null);
    }
    return result;
  };
}
