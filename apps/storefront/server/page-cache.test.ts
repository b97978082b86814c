import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CART_MARKER_PREFIX,
  CUSTOMER_TOKEN_COOKIE as SERVER_TOKEN_COOKIE,
  GUEST_CART_COOKIE,
  SESSION_MARKER_COOKIE as SERVER_MARKER_COOKIE,
  createPageCache,
  isSharedAnswer,
  pageCacheKey,
  pageCacheLifetimeMs,
} from './page-cache.mjs';
import { flushPageCaches } from './page-cache-flush.mjs';
import { generateNonceTemplate, applyScriptNonce } from './script-nonce.mjs';
import { hardenResponse, markResponseUnavailable, RESPONSE_ID_HEADER } from './http-hardening.mjs';
import {
  CUSTOMER_TOKEN_COOKIE,
  SESSION_MARKER_COOKIE,
} from '../src/features/account/session-marker';
import { cartMarkerCookieName, guestCartCookieName } from '../src/features/cart/cart-marker';

const TEMPLATE = generateNonceTemplate();
const POLICY = "default-src 'self'; script-src 'self'";
/** What Next.js sends for a page of its full-route cache. */
const SHARED_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
  'x-nextjs-cache': 'HIT',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
  'content-security-policy': POLICY,
};

function page(text: string) {
  return (
    `<!DOCTYPE html><html><head><script nonce="${TEMPLATE}" src="/a.js"></script></head>` +
    `<body><p>${text}</p><script nonce="${TEMPLATE}">self.__next_f.push([1,"x"])</script></body></html>`
  );
}

type Handler = (request: IncomingMessage, response: ServerResponse, renders: number) => void;

/** A Next.js-like page: the given status, headers and text, written in two slices. */
function nextPage({
  status = 200,
  headers = SHARED_HEADERS as Record<string, string | string[]>,
  text = 'Hello',
} = {}): Handler {
  return (_request, response, renders) => {
    const html = Buffer.from(page(`${text} #${renders}`));
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('content-length', html.length);
    response.write(html.subarray(0, 50));
    response.end(html.subarray(50));
  };
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** server.mjs's stack: hardening, compression, nonce, then the page cache in front of `handler`. */
async function start(handler: Handler, options: Parameters<typeof createPageCache>[0] = {}) {
  const cache = createPageCache({ ttlMs: 60_000, ...options });
  let renders = 0;
  const server = createServer((request, response) => {
    hardenResponse(request, response, { env: {} });
    compression()(request as never, response as never, () => {
      applyScriptNonce(request, response, { template: TEMPLATE });
      cache.serve(request, response, () => {
        renders += 1;
        handler(request, response, renders);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({ close: () => (server.close(), cache.close()) });
  const { port } = server.address() as AddressInfo;
  return {
    cache,
    renders: () => renders,
    get: (
      path = '/uk/what-is-vapor',
      init: { method?: string; headers?: Record<string, string> } = {},
    ) => send(port, path, init),
  };
}

/** One request with exactly these headers (fetch would add its own, e.g. accept-encoding). */
function send(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string> },
) {
  return new Promise<{
    status: number;
    headers: IncomingMessage['headers'];
    raw: Buffer;
    body: string;
  }>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body =
            response.headers['content-encoding'] === 'gzip'
              ? gunzipSync(raw).toString()
              : raw.toString();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, body });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function nonceOf(body: string) {
  return /nonce="([^"]+)"/.exec(body)?.[1];
}

describe('page cache in front of Next.js', () => {
  it('answers a repeat from the cache, each answer with its own nonce and never the template', async () => {
    const shop = await start(nextPage());
    const first = await shop.get();
    const second = await shop.get();
    const third = await shop.get();
    expect(shop.renders()).toBe(1);
    expect([first, second, third].map((answer) => answer.headers['x-page-cache'])).toEqual([
      'MISS',
      'HIT',
      'HIT',
    ]);
    const nonces = [first, second, third].map((answer) => nonceOf(answer.body));
    expect(new Set(nonces).size).toBe(3);
    for (const [index, answer] of [first, second, third].entries()) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Hello #1');
      expect(answer.body).not.toContain(TEMPLATE);
      // Its own nonce only: a cached answer must not carry the nonce of the answer it was kept
      // from (public, so an injected script could use it).
      expect(String(answer.headers['content-security-policy']).match(/'nonce-[^']+'/g)).toEqual([
        `'nonce-${nonces[index]}'`,
      ]);
      expect(answer.headers['content-length']).toBe(String(answer.raw.length));
    }
    // Operators read the cache state as X-Cache; Next.js's internal header stays inside.
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['x-nextjs-cache']).toBeUndefined();
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses a hit for a client that asks, and not for one that does not', async () => {
    const shop = await start(nextPage({ text: 'x'.repeat(2000) }));
    await shop.get();
    const gzipped = await shop.get('/uk/what-is-vapor', { headers: { 'accept-encoding': 'gzip' } });
    const plain = await shop.get();
    expect(gzipped.headers['x-page-cache']).toBe('HIT');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.raw.length).toBeLessThan(plain.raw.length);
    expect(gzipped.body).toContain('x'.repeat(2000));
    expect(gzipped.body).not.toContain(TEMPLATE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(shop.renders()).toBe(1);
  });

  it('answers HEAD from a kept GET without a body, and never keeps a HEAD answer', async () => {
    const shop = await start(nextPage());
    const headFirst = await shop.get('/uk/what-is-vapor', { method: 'HEAD' });
    expect(headFirst.headers['x-page-cache']).toBe('MISS');
    expect(shop.cache.count).toBe(0);
    const get = await shop.get();
    expect(get.headers['x-page-cache']).toBe('MISS');
    const head = await shop.get('/uk/what-is-vapor', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(get.raw.length));
    expect(shop.renders()).toBe(2);
  });

  it('keeps a 404 page as a 404', async () => {
    const shop = await start(nextPage({ status: 404, text: 'Not here' }));
    await shop.get('/uk/nothing');
    const hit = await shop.get('/uk/nothing');
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.status).toBe(404);
    expect(hit.body).toContain('Not here #1');
  });

  it('never keeps an answer with a Set-Cookie, nor passes the cookie to another visitor', async () => {
    const shop = await start(
      nextPage({ headers: { ...SHARED_HEADERS, 'set-cookie': ['customer_session=1; Path=/'] } }),
    );
    await shop.get();
    const second = await shop.get();
    expect(shop.renders()).toBe(2);
    expect(second.headers['x-page-cache']).toBe('MISS');
    expect(shop.cache.count).toBe(0);
  });

  it('keeps only what Next.js marks cacheable for everyone', async () => {
    for (const headers of [
      {
        ...SHARED_HEADERS,
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      },
      { ...SHARED_HEADERS, 'cache-control': '' },
      { ...SHARED_HEADERS, vary: 'rsc, cookie' },
      { ...SHARED_HEADERS, vary: 'accept-language' },
      { ...SHARED_HEADERS, 'content-type': 'application/json' },
    ]) {
      const shop = await start(nextPage({ headers }));
      await shop.get();
      await shop.get();
      expect(shop.renders(), JSON.stringify(headers)).toBe(2);
    }
    for (const status of [500, 301, 304]) {
      const shop = await start(nextPage({ status }));
      await shop.get();
      await shop.get();
      expect(shop.renders(), String(status)).toBe(2);
    }
  });

  it('never keeps a page that could not load its content (503), and keeps the 503', async () => {
    const shop = await start((request, response, renders) => {
      markResponseUnavailable(request.headers[RESPONSE_ID_HEADER] as string);
      nextPage()(request, response, renders);
    });
    expect((await shop.get()).status).toBe(503);
    const second = await shop.get();
    expect(second.status).toBe(503);
    expect(second.headers['x-page-cache']).toBe('MISS');
    expect(shop.renders()).toBe(2);
  });

  it('lets RSC payloads, prefetches, previews, draft mode and signed-in requests through to Next.js', async () => {
    const shop = await start(nextPage());
    await shop.get();
    expect(shop.renders()).toBe(1);
    const passedThrough: [string, { headers?: Record<string, string> }][] = [
      ['/uk/what-is-vapor', { headers: { rsc: '1' } }],
      ['/uk/what-is-vapor', { headers: { 'next-router-prefetch': '1' } }],
      ['/uk/what-is-vapor', { headers: { 'next-router-state-tree': '%5B%5D' } }],
      ['/uk/what-is-vapor', { headers: { 'next-action': 'abc' } }],
      ['/uk/what-is-vapor', { headers: { 'x-middleware-subrequest': 'proxy' } }],
      ['/uk/what-is-vapor', { headers: { 'x-prerender-revalidate': 'secret' } }],
      ['/uk/what-is-vapor?_rsc=abc', {}],
      ['/uk/what-is-vapor?preview=token', {}],
      ['/uk/what-is-vapor', { headers: { authorization: 'Bearer customer-token' } }],
      ['/uk/what-is-vapor', { headers: { cookie: '__prerender_bypass=1' } }],
      // The proxy answers this one with the session marker's Set-Cookie (src/proxy.ts).
      ['/uk/what-is-vapor', { headers: { cookie: `${CUSTOMER_TOKEN_COOKIE}=secret-token` } }],
      [
        '/uk/what-is-vapor',
        { headers: { cookie: `${CUSTOMER_TOKEN_COOKIE}=secret-token; ${CUSTOMER_TOKEN_COOKIE}=` } },
      ],
    ];
    for (const [index, [path, init]] of passedThrough.entries()) {
      const answer = await shop.get(path, init);
      expect(answer.headers['x-page-cache'], JSON.stringify(init)).not.toBe('HIT');
      expect(shop.renders(), `${path} ${JSON.stringify(init)}`).toBe(index + 2);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      await shop.get('/uk/what-is-vapor', { method });
    }
    expect(shop.renders()).toBe(passedThrough.length + 5);
  });

  it('serves a visitor with ordinary cookies, but keeps only answers to cookie-free requests', async () => {
    const shop = await start(nextPage());
    const withCookie = await shop.get('/uk/what-is-vapor', {
      headers: {
        cookie: `cart_uk=abc; has_cart_uk=1; ${CUSTOMER_TOKEN_COOKIE}=t; ${SESSION_MARKER_COOKIE}=1`,
      },
    });
    expect(withCookie.headers['x-page-cache']).toBe('MISS');
    expect(shop.cache.count).toBe(0);
    await shop.get();
    const hit = await shop.get('/uk/what-is-vapor', {
      headers: { cookie: 'cart_uk=abc; has_cart_uk=1' },
    });
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers['set-cookie']).toBeUndefined();
    expect(shop.renders()).toBe(2);
  });

  it('passes a guest cart cookie without its marker to Next.js (the proxy sets the marker)', async () => {
    const shop = await start(nextPage());
    await shop.get();
    const withoutMarker = await shop.get('/uk/what-is-vapor', {
      headers: { cookie: 'cart_uk=abc' },
    });
    expect(withoutMarker.headers['x-page-cache']).toBeUndefined();
    expect(shop.renders()).toBe(2);
    const withMarker = await shop.get('/uk/what-is-vapor', {
      headers: { cookie: 'cart_uk=abc; has_cart_uk=1' },
    });
    expect(withMarker.headers['x-page-cache']).toBe('HIT');
  });

  it('keeps pages of other paths, queries, hosts and protocols apart', async () => {
    const shop = await start((request, response, renders) =>
      nextPage({ text: `${request.headers.host} ${request.url}` })(request, response, renders),
    );
    const variants: [string, Record<string, string>][] = [
      ['/uk/what-is-vapor', {}],
      ['/uk/what-is-vapor?page=2', {}],
      ['/ie/what-is-vapor', {}],
      ['/uk/what-is-vapor', { host: 'other.example' }],
      ['/uk/what-is-vapor', { 'x-forwarded-host': 'shop.example' }],
      ['/uk/what-is-vapor', { 'x-forwarded-proto': 'https' }],
    ];
    for (const [path, headers] of variants) await shop.get(path, { headers });
    expect(shop.renders()).toBe(variants.length);
    for (const [index, [path, headers]] of variants.entries()) {
      const again = await shop.get(path, { headers });
      expect(again.headers['x-page-cache']).toBe('HIT');
      expect(again.body).toContain(`#${index + 1}`);
    }
    expect(shop.renders()).toBe(variants.length);
  });

  it('forgets a page after its lifetime', async () => {
    let clock = 1_000;
    const shop = await start(nextPage(), { ttlMs: 1000, now: () => clock });
    await shop.get();
    clock += 999;
    expect((await shop.get()).headers['x-page-cache']).toBe('HIT');
    clock += 1;
    const expired = await shop.get();
    expect(expired.headers['x-page-cache']).toBe('MISS');
    expect(expired.body).toContain('Hello #2');
  });

  it('is off with a lifetime of 0', async () => {
    const shop = await start(nextPage(), { ttlMs: 0 });
    await shop.get();
    const second = await shop.get();
    expect(second.headers['x-page-cache']).toBeUndefined();
    expect(shop.renders()).toBe(2);
  });

  it('forgets everything at once when the process learns of a change', async () => {
    const shop = await start(nextPage());
    await shop.get('/uk/a');
    await shop.get('/uk/b');
    expect(shop.cache.count).toBe(2);
    flushPageCaches();
    expect(shop.cache.count).toBe(0);
    expect((await shop.get('/uk/a')).body).toContain('Hello #3');
  });

  it('does not keep a page rendered while a change was announced', async () => {
    let release = () => {};
    const shop = await start((request, response, renders) => {
      release = () => nextPage()(request, response, renders);
    });
    const during = shop.get();
    await new Promise((resolve) => setTimeout(resolve, 50));
    flushPageCaches();
    release();
    expect((await during).status).toBe(200);
    expect(shop.cache.count).toBe(0);
  });

  it('lets concurrent requests for one page share one render', async () => {
    const pending: (() => void)[] = [];
    const shop = await start((request, response, renders) => {
      pending.push(() => nextPage()(request, response, renders));
    });
    const answers = Promise.all([shop.get(), shop.get(), shop.get()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending).toHaveLength(1);
    pending[0]();
    const [first, ...others] = await answers;
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(others.map((answer) => answer.headers['x-page-cache'])).toEqual(['HIT', 'HIT']);
    expect(new Set([first, ...others].map((answer) => nonceOf(answer.body))).size).toBe(3);
  });

  it('holds no page larger than its entry limit, and stays within its byte limit', async () => {
    const large = await start(nextPage({ text: 'x'.repeat(5000) }), { maxEntryBytes: 4096 });
    await large.get();
    await large.get();
    expect(large.renders()).toBe(2);
    expect(large.cache.count).toBe(0);

    const bounded = await start(nextPage({ text: 'y'.repeat(3000) }), { maxBytes: 10_000 });
    for (let index = 0; index < 10; index += 1) await bounded.get(`/uk/page-${index}`);
    expect(bounded.cache.size).toBeLessThanOrEqual(10_000);
    expect(bounded.cache.count).toBeGreaterThan(0);
    expect(bounded.cache.count).toBeLessThan(10);
  });
});

describe('page cache rules', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({ method, url, headers }) as unknown as IncomingMessage;

  it("leaves Next.js's static files and resized images alone: they are never documents", () => {
    for (const url of [
      '/_next/static/chunks/a.js',
      '/_next/image?url=%2Fmedia%2Fa.webp&w=750&q=75',
    ])
      expect(pageCacheKey({ method: 'GET', url, headers: {} } as never), url).toBeNull();
  });

  it('gives GET and HEAD of one URL one key', () => {
    expect(pageCacheKey(request('GET', '/uk/'))).toBe(pageCacheKey(request('HEAD', '/uk/')));
    expect(pageCacheKey(request('GET', 'http://evil.example/uk/'))).toBeNull();
  });

  it('reads cacheable answers as Next.js marks its full-route cache', () => {
    expect(isSharedAnswer(200, SHARED_HEADERS)).toBe(true);
    expect(isSharedAnswer(404, SHARED_HEADERS)).toBe(true);
    expect(isSharedAnswer(200, { ...SHARED_HEADERS, 'set-cookie': '' })).toBe(false);
    expect(isSharedAnswer(200, { ...SHARED_HEADERS, vary: 'Accept-Encoding' })).toBe(true);
  });

  it('names the same session and cart cookies as the proxy', () => {
    expect(SERVER_TOKEN_COOKIE).toBe(CUSTOMER_TOKEN_COOKIE);
    expect(SERVER_MARKER_COOKIE).toBe(SESSION_MARKER_COOKIE);
    expect(GUEST_CART_COOKIE.exec(guestCartCookieName('ch'))?.[1]).toBe('ch');
    expect(`${CART_MARKER_PREFIX}ch`).toBe(cartMarkerCookieName('ch'));
  });

  it('reads its lifetime from STOREFRONT_PAGE_CACHE_MS', () => {
    expect(pageCacheLifetimeMs({})).toBe(1000);
    expect(pageCacheLifetimeMs({ STOREFRONT_PAGE_CACHE_MS: '0' })).toBe(0);
    expect(pageCacheLifetimeMs({ STOREFRONT_PAGE_CACHE_MS: ' 2500 ' })).toBe(2500);
    for (const value of ['-1', '1.5', 'one', '60000']) {
      expect(() => pageCacheLifetimeMs({ STOREFRONT_PAGE_CACHE_MS: value }), value).toThrow(
        /STOREFRONT_PAGE_CACHE_MS/,
      );
    }
  });
});
