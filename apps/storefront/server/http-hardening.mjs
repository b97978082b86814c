// The storefront's last word on every response (ADR 0009), applied by server.mjs around Next.js:
// malformed request targets are refused with 400, Next.js's internal headers are removed, HSTS is
// added when the public origin is https, and a page that could not be loaded from the api is sent
// with 503 and Retry-After instead of 200.
import { randomUUID } from 'node:crypto';

/** Request header carrying the id under which a page can mark its response as unavailable. */
export const RESPONSE_ID_HEADER = 'x-lumo-response-id';

/** Seconds a client (or crawler) is asked to wait before retrying a 503 page. */
export const RETRY_AFTER_SECONDS = 30;

/** Shared by server.mjs and the page bundle (one process, one globalThis). */
const PENDING_RESPONSES = Symbol.for('lumo.storefront.pendingResponses');

/** @returns {Map<string, { unavailable: boolean }>} */
function pendingResponses() {
  const registry = /** @type {Record<symbol, Map<string, { unavailable: boolean }>>} */ (
    /** @type {unknown} */ (globalThis)
  );
  registry[PENDING_RESPONSES] ??= new Map();
  return registry[PENDING_RESPONSES];
}

/**
 * Called by a page that shows the "taking a break" notice: its response becomes 503. Does nothing
 * for an id server.mjs did not register (`next dev`, a forged header), so nothing accumulates.
 *
 * @param {string | null | undefined} responseId value of RESPONSE_ID_HEADER
 */
export function markResponseUnavailable(responseId) {
  if (!responseId) return;
  const state = pendingResponses().get(responseId);
  if (state) state.unavailable = true;
}

/**
 * True when the page rendering this request has marked it unavailable (it becomes 503 on the way
 * out): the page cache (server/page-cache.mjs) must not keep such an answer.
 *
 * @param {import('node:http').IncomingMessage} request a request hardenResponse has seen
 */
export function isResponseUnavailable(request) {
  const responseId = request.headers[RESPONSE_ID_HEADER];
  if (typeof responseId !== 'string') return false;
  return pendingResponses().get(responseId)?.unavailable === true;
}

/**
 * True when the path of a request target is not valid percent-encoding (`/%ff`, `/%C0%AF`,
 * `/gr/%E0%A4%A`): Next.js would fail on it deeper down with a 500.
 *
 * @param {string} url request target: path plus optional query string
 */
export function isMalformedRequestTarget(url) {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Strict-Transport-Security for a public origin (SITE_URL, else STOREFRONT_URL) served over
 * https; null otherwise. No includeSubDomains/preload: other hosts of the domain are not ours.
 *
 * @param {Record<string, string | undefined>} env
 */
export function strictTransportSecurity(env) {
  const origin = env.SITE_URL?.trim() || env.STOREFRONT_URL?.trim() || '';
  return /^https:\/\//i.test(origin) ? 'max-age=31536000' : null;
}

/**
 * The store locator's tile server (MAP_TILE_URL, ADR 0028) as a CSP source, or null when none is
 * configured or the template is not an http(s) URL. The policy itself is fixed at build time in
 * next.config.ts; the tile host is known only at start, so it is added here, to img-src only.
 *
 * @param {Record<string, string | undefined>} env
 */
export function mapTileImageSource(env) {
  const template = env.MAP_TILE_URL?.trim();
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{[zxy]\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A Content-Security-Policy with one more img-src source (unchanged without an img-src).
 *
 * @param {string} policy
 * @param {string} source
 */
export function withImageSource(policy, source) {
  return policy
    .split(';')
    .map((directive) => {
      const parts = directive.trim().split(/\s+/);
      if (parts[0] !== 'img-src' || parts.includes(source)) return directive;
      return `${directive.trimEnd()} ${source}`;
    })
    .join(';');
}

/**
 * Next.js's internal response headers: `x-middleware-*` (rewrite targets, request overrides) and,
 * on documents, `x-nextjs-*` (cache state, matched path). The App Router reads some `x-nextjs-*`
 * headers of its own RSC requests (stale time, rewritten path), so those are kept there.
 *
 * @param {string} name lower-case header name
 * @param {boolean} rscRequest
 */
export function isInternalHeader(name, rscRequest) {
  if (name.startsWith('x-middleware-')) return true;
  return !rscRequest && name.startsWith('x-nextjs-');
}

/** Public header saying whether Next.js served a page from its cache (ADR 0014). */
export const CACHE_STATUS_HEADER = 'x-cache';

/**
 * The public cache status of a response from Next.js's own `x-nextjs-cache` (HIT, STALE or MISS
 * for pages it caches; absent for pages rendered per request), or null. Operators read it like a
 * CDN's X-Cache; the internal header itself is removed.
 *
 * @param {unknown} nextCacheHeader value of `x-nextjs-cache`
 */
export function publicCacheStatus(nextCacheHeader) {
  const value = String(
    Array.isArray(nextCacheHeader) ? nextCacheHeader[0] : (nextCacheHeader ?? ''),
  )
    .trim()
    .toUpperCase();
  return ['HIT', 'STALE', 'MISS'].includes(value) ? value : null;
}

/**
 * Headers every response carries. Next.js's responses get them with the full policy from
 * next.config.ts; the rest (server.mjs's own 400 and 302, /media relayed from the api) get these
 * values when the header is missing: nothing there is a page that runs script.
 */
export const BASELINE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * Hooks the response's head (Node.js sends status and headers through writeHead, also implicitly
 * on the first write) and applies the rules above to whatever Next.js, or server.mjs itself,
 * answers. Sets RESPONSE_ID_HEADER on the request, so the page can mark its response
 * unavailable; the id is forgotten when the response ends.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ env?: Record<string, string | undefined> }} [options]
 */
export function hardenResponse(request, response, options = {}) {
  const hsts = strictTransportSecurity(options.env ?? process.env);
  const tileSource = mapTileImageSource(options.env ?? process.env);
  const rscRequest = request.headers.rsc === '1';
  const responseId = randomUUID();
  const state = { unavailable: false };
  // Always overwritten: a client must not choose it.
  request.headers[RESPONSE_ID_HEADER] = responseId;
  pendingResponses().set(responseId, state);
  const release = () => pendingResponses().delete(responseId);
  response.once('finish', release);
  response.once('close', release);

  const writeHead = response.writeHead;
  /** @type {typeof response.writeHead} */
  const hardenedWriteHead = function (statusCode, ...rest) {
    let status = statusCode;
    if (state.unavailable && status === 200) {
      status = 503;
      response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      response.setHeader('cache-control', 'no-store');
    }
    if (hsts) response.setHeader('strict-transport-security', hsts);
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) {
      if (!response.hasHeader(name) && headerIn(rest, name) === undefined) {
        response.setHeader(name, value);
      }
    }
    const policy = response.getHeader('content-security-policy');
    if (tileSource && typeof policy === 'string') {
      response.setHeader('content-security-policy', withImageSource(policy, tileSource));
    }
    const cacheStatus = publicCacheStatus(
      response.getHeader('x-nextjs-cache') ?? headerIn(rest, 'x-nextjs-cache'),
    );
    if (cacheStatus) response.setHeader(CACHE_STATUS_HEADER, cacheStatus);
    for (const name of response.getHeaderNames()) {
      if (isInternalHeader(name, rscRequest)) response.removeHeader(name);
    }
    // writeHead(status, [message], [headers]): drop internal headers passed directly too.
    const args = rest.map((arg) => (typeof arg === 'string' ? arg : withoutInternal(arg)));
    // A reason phrase given for 200 would not fit; without one Node.js picks the right one.
    if (status !== statusCode && typeof args[0] === 'string') args[0] = 'Service Unavailable';
    return writeHead.call(response, status, ...args);
  };
  response.writeHead = hardenedWriteHead;

  /**
   * @param {unknown} headers
   */
  function withoutInternal(headers) {
    if (Array.isArray(headers)) {
      // Flat [name, value, name, value] or [[name, value]] raw headers.
      if (headers.length && Array.isArray(headers[0])) {
        return headers.filter(
          ([name]) => !isInternalHeader(String(name).toLowerCase(), rscRequest),
        );
      }
      const kept = [];
      for (let index = 0; index < headers.length; index += 2) {
        if (!isInternalHeader(String(headers[index]).toLowerCase(), rscRequest)) {
          kept.push(headers[index], headers[index + 1]);
        }
      }
      return kept;
    }
    if (headers && typeof headers === 'object') {
      return Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !isInternalHeader(name.toLowerCase(), rscRequest),
        ),
      );
    }
    return headers;
  }
}

/**
 * A header's value among writeHead's extra arguments (an object or raw header list), if any.
 *
 * @param {unknown[]} args
 * @param {string} wanted lower-case header name
 */
function headerIn(args, wanted) {
  for (const arg of args) {
    if (Array.isArray(arg)) {
      const pairs = arg.length && Array.isArray(arg[0]) ? arg : [];
      for (const [name, value] of pairs) if (String(name).toLowerCase() === wanted) return value;
      if (!pairs.length) {
        for (let index = 0; index < arg.length; index += 2) {
          if (String(arg[index]).toLowerCase() === wanted) return arg[index + 1];
        }
      }
    } else if (arg && typeof arg === 'object') {
      for (const [name, value] of Object.entries(arg)) {
        if (name.toLowerCase() === wanted) return value;
      }
    }
  }
  return undefined;
}
