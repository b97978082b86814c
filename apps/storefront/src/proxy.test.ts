import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { startFakeApi, unusedPortUrl, type RecordedRequest } from '@/test/fake-api';
import {
  CUSTOM_ROUTES_TTL_MS,
  ROUTE_DECISION_TTL_MS,
  customRoutesCache,
  forgetRouteDecision,
  routeDecisionCache,
} from '@/routing/route-decisions';
import { proxy } from './proxy';

/** Pages the fake api has, as "<store view>:<path>". */
let publishedPages = new Set<string>();
/** Route lookup answers of the fake api, as "<store view>:<url without leading slash>". */
let routes = new Map<string, Record<string, unknown>>();
/** The custom_routes block's content, or a status the api fails with. */
let customRoutes: string | { failWith: number } = '[]';
let api: Awaited<ReturnType<typeof startFakeApi>>;

function builderPageVariables(request: RecordedRequest): { path: string; previewToken?: unknown } {
  return (JSON.parse(request.body) as { variables: { path: string } }).variables;
}

function operationOf(request: RecordedRequest): string {
  return (JSON.parse(request.body) as { query: string }).query.match(/query (\w+)/)?.[1] ?? '';
}

/** Requests for the route decision of a path (not the custom routes block). */
function routeQuestions() {
  return api.requests.filter((request) => operationOf(request) === 'ProxyRoute');
}

beforeAll(async () => {
  api = await startFakeApi((request) => {
    const store = String(request.headers.store);
    if (operationOf(request) === 'CustomRoutes') {
      if (typeof customRoutes !== 'string') return { status: customRoutes.failWith, body: 'down' };
      const items = [{ identifier: 'custom_routes', content: customRoutes }];
      return { body: { data: { cmsBlocks: { items } } } };
    }
    const { path, url } = JSON.parse(request.body).variables as { path: string; url: string };
    const lookup = routes.get(`${store}:${url}`);
    return {
      body: {
        data: {
          builderPage: publishedPages.has(`${store}:${path}`) ? { version: 3 } : null,
          jtiHeadlessUrl: lookup ? { url, hreflang: null, ...lookup } : null,
        },
      },
    };
  });
});
beforeEach(() => {
  vi.stubEnv('API_URL', api.url);
  publishedPages = new Set(['uk:/', 'uk:/devices', 'gr:/devices', 'gr:/']);
  routes = new Map();
  customRoutes = '[]';
  routeDecisionCache.clear();
  customRoutesCache.clear();
  api.requests.length = 0;
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
afterAll(async () => {
  await api.close();
});

function run(url: string, init: { headers?: Record<string, string>; method?: string } = {}) {
  return proxy(new NextRequest(url, init));
}

function rewriteOf(response: Response) {
  return response.headers.get('x-middleware-rewrite');
}

describe('proxy routing', () => {
  it('sends a published builder page of a prefixed path to the cached route of its store view', async () => {
    // A builder page reads no query parameter: every visitor shares one cached render.
    const response = await run('http://shop.test/gr/devices?colour=teal');
    expect(response.status).toBe(200);
    expect(rewriteOf(response)).toBe('http://shop.test/gr/~page/devices');
    expect(response.headers.get('x-middleware-request-x-lumo-store-view')).toBe('gr');
  });

  it('rewrites unprefixed paths into the uk store view', async () => {
    const response = await run('http://shop.test/');
    expect(rewriteOf(response)).toBe('http://shop.test/uk/~page');
    expect(response.headers.get('x-middleware-request-x-lumo-store-view')).toBe('uk');
  });

  it("keeps Next.js's own _rsc parameter of a client navigation on the cached route", async () => {
    const response = await run('http://shop.test/gr/devices?_rsc=abc12&utm_source=mail', {
      headers: { rsc: '1' },
    });
    expect(rewriteOf(response)).toBe('http://shop.test/gr/~page/devices?_rsc=abc12');
  });

  it('overwrites the store view header sent by the client', async () => {
    const response = await run('http://shop.test/devices', {
      headers: { 'x-lumo-store-view': 'us' },
    });
    expect(response.headers.get('x-middleware-request-x-lumo-store-view')).toBe('uk');
    // Next.js drops every request header the override list does not name.
    const kept = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
    expect(kept).toContain('x-lumo-store-view');
  });

  it('proxies media to the api named by API_URL at request time', async () => {
    vi.stubEnv('API_URL', 'http://api.internal:4100/');
    const response = await run('http://shop.test/media/hero.webp?w=640');
    expect(rewriteOf(response)).toBe('http://api.internal:4100/media/hero.webp?w=640');
    vi.stubEnv('API_URL', 'https://shop.example/api');
    expect(rewriteOf(await run('http://shop.test/media/a.mp4'))).toBe(
      'https://shop.example/api/media/a.mp4',
    );
  });

  it('serves the block gallery in production only when enabled', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const hidden = await run('http://shop.test/__blocks');
    expect(hidden.status).toBe(404);
    expect(rewriteOf(hidden)).toBe('http://shop.test/uk/~not-found');
    vi.stubEnv('ENABLE_BLOCK_GALLERY', '1');
    expect(rewriteOf(await run('http://shop.test/__blocks'))).toBe(
      'http://shop.test/block-gallery',
    );
  });
});

describe('proxy media methods', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    'answers %s /media with 405 and never passes it to the api (its upload endpoint)',
    async (method) => {
      vi.stubEnv('API_URL', api.url);
      for (const url of ['http://shop.test/media', 'http://shop.test/media/upload']) {
        const response = await run(url, { method });
        expect(response.status, `${method} ${url}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expect(rewriteOf(response)).toBeNull();
      }
      expect(api.requests).toHaveLength(0);
    },
  );

  it('passes GET and HEAD media requests on to the api', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await run('http://shop.test/media/hero.webp', { method });
      expect(response.status).toBe(200);
      expect(rewriteOf(response)).toBe(`${api.url}/media/hero.webp`);
    }
  });
});

describe('proxy malformed URLs', () => {
  it.each(['/%ff', '/%C0%AF', '/gr/%E0%A4%A', '/media/%ff'])(
    'answers %s with 400 instead of routing it',
    async (path) => {
      const response = await run(`http://shop.test${path}`);
      expect(response.status).toBe(400);
      expect(rewriteOf(response)).toBeNull();
      expect(api.requests).toHaveLength(0);
    },
  );
});

describe('proxy route aliases', () => {
  it('redirects /what-is-vaping to /what-is-vapor with 302, keeping prefix and query', async () => {
    const response = await run('http://shop.test/gr/what-is-vaping?utm_source=mail');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      'http://shop.test/gr/what-is-vapor?utm_source=mail',
    );
    expect(rewriteOf(response)).toBeNull();
    expect(api.requests).toHaveLength(0);

    const unprefixed = await run('http://shop.test/what-is-vaping/');
    expect(unprefixed.status).toBe(302);
    expect(unprefixed.headers.get('location')).toBe('http://shop.test/what-is-vapor');
  });

  it('serves the alias target itself as a page', async () => {
    publishedPages.add('gr:/what-is-vapor');
    const response = await run('http://shop.test/gr/what-is-vapor');
    expect(response.status).toBe(200);
    expect(rewriteOf(response)).toBe('http://shop.test/gr/~page/what-is-vapor');
  });
});

describe('proxy 404 decision', () => {
  it('sends a path without a builder page to the store view 404 route with status 404', async () => {
    const response = await run('http://shop.test/gr/no-such-page?utm_source=mail');
    expect(response.status).toBe(404);
    expect(rewriteOf(response)).toBe('http://shop.test/gr/~not-found');
    expect(response.headers.get('x-middleware-request-x-lumo-store-view')).toBe('gr');
    expect(routeQuestions()).toHaveLength(1);
    expect(routeQuestions()[0]?.headers.store).toBe('gr');
    expect(builderPageVariables(routeQuestions()[0]!)).toEqual({
      path: '/no-such-page',
      url: 'no-such-page',
    });
  });

  it('writes the shell variant of checkout and TRS paths into the store view param (ADR 0020)', async () => {
    publishedPages.add('uk:/checkout/help');
    const checkout = await run('http://shop.test/checkout/help');
    expect(rewriteOf(checkout)).toBe('http://shop.test/uk~checkout/~page/checkout/help');
    // The cart page is the shop's own route (ADR 0034), with the checkout header.
    const cart = await run('http://shop.test/checkout/cart');
    expect(rewriteOf(cart)).toBe('http://shop.test/uk~checkout/checkout/cart');
    // Canada keeps the standard header at checkout.
    publishedPages.add('ca:/checkout/help');
    const canada = await run('http://shop.test/ca/checkout/help');
    expect(rewriteOf(canada)).toBe('http://shop.test/ca/~page/checkout/help');
    // The TRS routes are the shop's own pages (ADR 0027): the page answers an unknown form code.
    const trs = await run('http://shop.test/us/trs/some-form');
    expect(rewriteOf(trs)).toBe('http://shop.test/us~trs-page/trs/some-form');
    const confirm = await run('http://shop.test/trs/register/confirm');
    expect(rewriteOf(confirm)).toBe('http://shop.test/uk~trs-confirm/trs/register/confirm');
  });

  it('asks for the page path the page itself will see (decoded)', async () => {
    const response = await run('http://shop.test/gr/%64evices');
    expect(response.status).toBe(200);
    expect(builderPageVariables(api.requests[0]!).path).toBe('/devices');
  });

  it('answers a page published in one store view with 404 in another', async () => {
    expect((await run('http://shop.test/devices')).status).toBe(200);
    expect((await run('http://shop.test/ie/devices')).status).toBe(404);
  });

  it('asks the api once per page, and again as soon as the api announces a publish there', async () => {
    expect((await run('http://shop.test/new-offer')).status).toBe(404);
    expect((await run('http://shop.test/new-offer')).status).toBe(404);
    expect(routeQuestions()).toHaveLength(1);

    publishedPages.add('uk:/new-offer');
    // The announcement of another path or store view leaves this answer alone.
    forgetRouteDecision('gr', '/new-offer');
    forgetRouteDecision('uk', '/other-offer');
    expect((await run('http://shop.test/new-offer')).status).toBe(404);
    forgetRouteDecision('uk', '/new-offer/');
    const published = await run('http://shop.test/new-offer');
    expect(published.status).toBe(200);
    expect(rewriteOf(published)).toBe('http://shop.test/uk/~page/new-offer');
    expect(routeQuestions()).toHaveLength(2);
  });

  it('asks again about a 404 after a minute (a product or URL rewrite may have been imported)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await run('http://shop.test/new-kit')).status).toBe(404);
    routes.set('uk:new-kit', { entity_type: 'product', entity_id: 5, rewrite_type: 0 });
    vi.advanceTimersByTime(ROUTE_DECISION_TTL_MS.notFound - 1000);
    expect((await run('http://shop.test/new-kit')).status).toBe(404);
    vi.advanceTimersByTime(2000);
    expect((await run('http://shop.test/new-kit')).status).toBe(200);
  });

  it('keeps a builder page answer for an hour, and serves it after that while the api is down', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(rewriteOf(await run('http://shop.test/devices'))).toBe(
      'http://shop.test/uk/~page/devices',
    );
    vi.advanceTimersByTime(ROUTE_DECISION_TTL_MS.builderPage - 1000);
    expect(rewriteOf(await run('http://shop.test/devices'))).toBe(
      'http://shop.test/uk/~page/devices',
    );
    expect(routeQuestions()).toHaveLength(1);

    vi.stubEnv('API_URL', await unusedPortUrl());
    vi.advanceTimersByTime(2000);
    const duringOutage = await run('http://shop.test/devices');
    expect(duringOutage.status).toBe(200);
    expect(rewriteOf(duringOutage)).toBe('http://shop.test/uk/~page/devices');
  });

  it('makes a burst of requests for one page cost one api call', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => run('http://shop.test/gr/devices')),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(api.requests).toHaveLength(1);
  });

  it('never turns a preview into a 404 and does not ask the api for it', async () => {
    const response = await run('http://shop.test/gr/draft-only?preview=signed-token');
    expect(response.status).toBe(200);
    expect(rewriteOf(response)).toBe('http://shop.test/gr/draft-only?preview=signed-token');
    expect(api.requests).toHaveLength(0);

    const notFoundPreview = await run('http://shop.test/not-found?preview=signed-token');
    expect(notFoundPreview.status).toBe(200);
    expect(rewriteOf(notFoundPreview)).toBe('http://shop.test/uk/not-found?preview=signed-token');
  });

  it("sends only a preview link of the site footer's reserved location to the page", async () => {
    const preview = await run('http://shop.test/gr/~site-footer?preview=signed-token');
    expect(preview.status).toBe(200);
    expect(rewriteOf(preview)).toBe('http://shop.test/gr/~site-footer?preview=signed-token');
    expect(api.requests).toHaveLength(0);
    // Without a preview token it is no shop URL: the 404 page, without asking the api.
    const shopper = await run('http://shop.test/gr/~site-footer');
    expect(shopper.status).toBe(404);
    expect(rewriteOf(shopper)).toBe('http://shop.test/gr/~not-found');
    expect((await run('http://shop.test/~site-footer')).status).toBe(404);
    expect(api.requests).toHaveLength(0);
  });

  it('lets the page render (and show its notice) when the api cannot be reached', async () => {
    vi.stubEnv('API_URL', await unusedPortUrl());
    const response = await run('http://shop.test/gr/devices');
    expect(response.status).toBe(200);
    // The per-request route, which shows the notice with 503 when the page cannot load either.
    expect(rewriteOf(response)).toBe('http://shop.test/gr/devices');
  });

  it('does not keep an outage: the next request asks again', async () => {
    vi.stubEnv('API_URL', await unusedPortUrl());
    expect((await run('http://shop.test/gone')).status).toBe(200);
    vi.stubEnv('API_URL', api.url);
    expect((await run('http://shop.test/gone')).status).toBe(404);
  });

  it('answers the not-found page URL itself with 404 without asking the api', async () => {
    const response = await run('http://shop.test/ch/not-found');
    expect(response.status).toBe(404);
    expect(rewriteOf(response)).toBe('http://shop.test/ch/~not-found');
    expect(api.requests).toHaveLength(0);
  });

  it('refuses direct requests for the internal 404 route in any spelling', async () => {
    vi.stubEnv('API_URL', await unusedPortUrl());
    for (const url of [
      'http://shop.test/~not-found',
      'http://shop.test/gr/%7Enot-found',
      'http://shop.test/~page/devices',
      'http://shop.test/gr/%7epage',
    ]) {
      const response = await run(url);
      expect(response.status, url).toBe(404);
      expect(rewriteOf(response), url).toMatch(/\/~not-found$/);
    }
  });

  it('leaves non-GET requests (form posts) to the page', async () => {
    const response = await run('http://shop.test/no-such-page', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(api.requests).toHaveLength(0);
  });
});

describe('proxy catch-all resolver (SPEC §2.4)', () => {
  it.each([
    // A product's variant choice: every plain parameter, sorted.
    [
      'product',
      12,
      'http://shop.test/gr/~query/sort%3Dprice_asc%26strength%3D12/eliquids/peppermint',
    ],
    // A category's listing state, in its canonical order.
    [
      'category',
      3,
      'http://shop.test/gr/~query/strength%3D12%26sort%3Dprice_asc/eliquids/peppermint',
    ],
    ['cms-page', 4, 'http://shop.test/gr/~page/eliquids/peppermint'],
    ['faq', 7, 'http://shop.test/gr/~page/eliquids/peppermint'],
  ])('renders a %s the lookup finds, at its own URL with status 200', async (type, id, cached) => {
    routes.set('gr:eliquids/peppermint', { entity_type: type, entity_id: id, rewrite_type: 0 });
    // The cached route gets only what the page reads, in one spelling (campaign ids dropped).
    const response = await run(
      'http://shop.test/gr/eliquids/peppermint?sort=price_asc&utm_source=x&strength=12',
    );
    expect(response.status).toBe(200);
    expect(rewriteOf(response)).toBe(cached);
    expect(response.headers.get('x-middleware-request-x-lumo-content-switch')).toBeNull();

    const plain = await run('http://shop.test/gr/eliquids/peppermint?utm_campaign=spring&gclid=x');
    expect(rewriteOf(plain)).toBe('http://shop.test/gr/~page/eliquids/peppermint');
  });

  it('renders a product per request when its query is not a plain variant choice', async () => {
    routes.set('uk:kit', { entity_type: 'product', entity_id: 9, rewrite_type: 0 });
    const odd = await run('http://shop.test/kit?colour=%3Cscript%3E');
    expect(rewriteOf(odd)).toBe('http://shop.test/uk/kit?colour=%3Cscript%3E');
  });

  it('lets a published builder page win over the lookup', async () => {
    routes.set('uk:devices', {
      entity_type: 'category',
      entity_id: 2,
      rewrite_type: 301,
      rewrite_url: '/x',
    });
    const response = await run('http://shop.test/devices');
    expect(response.status).toBe(200);
    expect(rewriteOf(response)).toBe('http://shop.test/uk/~page/devices');
  });

  it.each([301, 302] as const)(
    'answers rewrite type %i with a real redirect of that status, store prefix added',
    async (status) => {
      routes.set('ie:old-pods', {
        entity_type: 'product',
        entity_id: 9,
        rewrite_type: status,
        rewrite_url: '/pods/compact',
      });
      const response = await run('http://shop.test/ie/old-pods?utm_source=mail');
      expect(response.status).toBe(status);
      expect(response.headers.get('location')).toBe(
        'http://shop.test/ie/pods/compact?utm_source=mail',
      );
    },
  );

  it('redirects to an external https URL only as the api answered it', async () => {
    routes.set('uk:support', {
      entity_type: 'custom',
      entity_id: 0,
      rewrite_type: 302,
      rewrite_url: 'https://support.example.com/',
    });
    routes.set('uk:evil', {
      entity_type: 'custom',
      entity_id: 0,
      rewrite_type: 302,
      rewrite_url: 'javascript:alert(1)',
    });
    routes.set('uk:sneaky', {
      entity_type: 'custom',
      entity_id: 0,
      rewrite_type: 301,
      rewrite_url: '//evil.example/x',
    });
    const support = await run('http://shop.test/support');
    expect(support.status).toBe(302);
    expect(support.headers.get('location')).toBe('https://support.example.com/');
    for (const path of ['/evil', '/sneaky']) {
      const refused = await run(`http://shop.test${path}`);
      expect(refused.status, path).toBe(404);
      expect(refused.headers.get('location'), path).toBeNull();
    }
  });

  it('shows a custom rewrite target as if it were requested, marked for no hreflang', async () => {
    routes.set('ca:find-mint', {
      entity_type: 'custom',
      entity_id: 0,
      rewrite_type: 0,
      rewrite_url: '/search?q=mint',
    });
    const response = await run('http://shop.test/ca/find-mint');
    expect(response.status).toBe(200);
    expect(rewriteOf(response)).toBe('http://shop.test/ca/search?q=mint');
    expect(response.headers.get('x-middleware-request-x-lumo-content-switch')).toBe('1');
  });

  it.each([
    ['a disabled entity', { entity_type: 'product', entity_id: 5, disabled: true }],
    ['a zero id', { entity_type: 'product', entity_id: 0 }],
    ['a missing id', { entity_type: 'category', entity_id: null }],
    ['an unknown type', { entity_type: 'blog', entity_id: 5 }],
  ])('answers %s with the 404 page when no custom route matches', async (_name, lookup) => {
    routes.set('uk:hidden-kit', { rewrite_type: 0, ...lookup });
    const response = await run('http://shop.test/hidden-kit');
    expect(response.status).toBe(404);
    expect(rewriteOf(response)).toBe('http://shop.test/uk/~not-found');
  });

  it('falls back to a configured custom route matching the original path', async () => {
    routes.set('uk:hidden-kit', { entity_type: 'product', entity_id: 5, disabled: true });
    customRoutes = JSON.stringify([
      { path: '/hidden-kit', target: '/devices' },
      { path: '/shop-pods', target: '/search?q=pods' },
      { path: 'not-a-path', target: '/x' },
    ]);
    const disabled = await run('http://shop.test/hidden-kit');
    expect(disabled.status).toBe(200);
    expect(rewriteOf(disabled)).toBe('http://shop.test/uk/devices');
    expect(disabled.headers.get('x-middleware-request-x-lumo-content-switch')).toBe('1');

    const unknown = await run('http://shop.test/shop-pods');
    expect(unknown.status).toBe(200);
    expect(rewriteOf(unknown)).toBe('http://shop.test/uk/search?q=pods');
  });

  it('uses no custom routes when they cannot be read (SPEC §8), and asks again later', async () => {
    customRoutes = { failWith: 500 };
    expect((await run('http://shop.test/shop-pods')).status).toBe(404);
    customRoutes = JSON.stringify([{ path: '/shop-pods', target: '/devices' }]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.advanceTimersByTime(Math.max(ROUTE_DECISION_TTL_MS.notFound, CUSTOM_ROUTES_TTL_MS) + 1);
    expect((await run('http://shop.test/shop-pods')).status).toBe(200);
  });

  it('uses no custom routes when the block is not valid JSON', async () => {
    customRoutes = '{"path": "/shop-pods"';
    expect((await run('http://shop.test/shop-pods')).status).toBe(404);
  });

  it('never answers 404 while the lookup fails: the page renders and shows its notice', async () => {
    const failing = await startFakeApi((request) =>
      operationOf(request) === 'ProxyRoute'
        ? {
            body: {
              errors: [{ message: 'lookup broke', path: ['jtiHeadlessUrl'] }],
              data: { builderPage: null, jtiHeadlessUrl: null },
            },
          }
        : { status: 503, body: 'down' },
    );
    vi.stubEnv('API_URL', failing.url);
    try {
      const response = await run('http://shop.test/gr/eliquids');
      expect(response.status).toBe(200);
      expect(rewriteOf(response)).toBe('http://shop.test/gr/eliquids');
    } finally {
      await failing.close();
    }
  });

  it('sends the routes of the app itself to their route without asking the api', async () => {
    for (const path of ['/search', '/faq', '/faq/result']) {
      const response = await run(`http://shop.test/gr${path}?q=mint`);
      expect(response.status, path).toBe(200);
      expect(rewriteOf(response), path).toBe(`http://shop.test/gr${path}?q=mint`);
    }
    expect(api.requests).toHaveLength(0);
  });

  it('overwrites a content-switch header sent by the client', async () => {
    const response = await run('http://shop.test/devices', {
      headers: { 'x-lumo-content-switch': '1' },
    });
    expect(response.headers.get('x-middleware-request-x-lumo-content-switch')).toBeNull();
  });
});

describe('customer session marker (ADR 0026)', () => {
  it('a request with the token but no marker gets the token-free marker cookie', async () => {
    const withToken = await proxy(
      new NextRequest('http://shop.test/login', { headers: { cookie: 'customer_token=abc' } }),
    );
    expect(withToken.headers.get('set-cookie')).toMatch(/customer_session=1/);
    const withBoth = await proxy(
      new NextRequest('http://shop.test/login', {
        headers: { cookie: 'customer_token=abc; customer_session=1' },
      }),
    );
    expect(withBoth.headers.get('set-cookie')).toBeNull();
    const guest = await proxy(new NextRequest('http://shop.test/login'));
    expect(guest.headers.get('set-cookie')).toBeNull();
  });
});

describe('guest cart marker (ADR 0059)', () => {
  it('a guest cart cookie without its marker gets the token-free marker, for its store view', async () => {
    const withCart = await proxy(
      new NextRequest('http://shop.test/gr/what-is-vapor', {
        headers: { cookie: 'cart_gr=AbCdEfGhIjKlMnOpQrSt' },
      }),
    );
    const setCookie = withCart.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/has_cart_gr=1/);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(setCookie).not.toMatch(/HttpOnly/i);
    const withBoth = await proxy(
      new NextRequest('http://shop.test/gr/what-is-vapor', {
        headers: { cookie: 'cart_gr=AbCdEfGhIjKlMnOpQrSt; has_cart_gr=1' },
      }),
    );
    expect(withBoth.headers.get('set-cookie')).toBeNull();
    // Other cookies that merely start with "cart_" are not carts.
    const other = await proxy(
      new NextRequest('http://shop.test/what-is-vapor', {
        headers: { cookie: 'cart_layout=grid' },
      }),
    );
    expect(other.headers.get('set-cookie')).toBeNull();
  });
});
