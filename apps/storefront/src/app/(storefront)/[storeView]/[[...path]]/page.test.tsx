import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_NICOTINE_WARNINGS, type StoreViewCode } from '@lumo/block-schema';
import {
  startFakeApi,
  unusedPortUrl,
  type FakeApiReply,
  type RecordedRequest,
} from '@/test/fake-api';
import { builderPageAnswer } from '@/test/builder-page-fixtures';
import { NicotineWarning } from '@/features/shell/banners/nicotine-warning';
import { hardenResponse, RETRY_AFTER_SECONDS } from '../../../../../server/http-hardening.mjs';
import StorePage, { generateMetadata } from './page';

/** Request headers of the render under test (next/headers only works inside a request). */
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));

// The catalogue's views are another feature's (tested there); here: which one the resolver picks.
// Synchronous stand-ins: renderToStaticMarkup cannot render async components.
vi.mock('@/features/catalog', () => ({
  ProductView: (props: { productId: number; path: string }) => (
    <div data-testid="catalog:product">{`product ${props.productId} at ${props.path}`}</div>
  ),
  CategoryView: (props: { categoryId: number }) => (
    <div data-testid="catalog:category">{`category ${props.categoryId}`}</div>
  ),
  productMetadata: async () => ({ title: 'Peppermint e-liquid', description: 'Cool mint' }),
  categoryMetadata: async () => ({ title: 'E-liquids' }),
}));

type Answer = (request: RecordedRequest, variables: Record<string, unknown>) => FakeApiReply;
/** Answers builder page questions. */
let answer: Answer;
/** Answers every other operation (route lookups, CMS, FAQ, store config) by operation name. */
let otherAnswer: (operation: string, variables: Record<string, unknown>) => FakeApiReply;
let api: Awaited<ReturnType<typeof startFakeApi>>;

function operationOf(request: RecordedRequest): string {
  return (JSON.parse(request.body) as { query: string }).query.match(/query (\w+)/)?.[1] ?? '';
}

/** The fake api's default for non-builder-page operations: it knows no route. */
function knowsNothing(operation: string, variables: Record<string, unknown>): FakeApiReply {
  if (operation === 'RouteLookups') {
    const urls = variables.urls as string[];
    return { body: { data: { jtiHeadlessUrls: { items: urls.map(() => null) } } } };
  }
  return { body: { data: { storeConfig: { store_code: 'uk', href_langs_enabled: false } } } };
}

beforeAll(async () => {
  api = await startFakeApi((request) => {
    const { variables } = JSON.parse(request.body) as { variables: Record<string, unknown> };
    const operation = operationOf(request);
    if (operation === 'BuilderPage') return answer(request, variables);
    return otherAnswer(operation, variables);
  });
  process.env.API_URL = api.url;
  process.env.TITLE_PREFIX = 'Lumo | ';
});
afterAll(async () => {
  delete process.env.API_URL;
  delete process.env.TITLE_PREFIX;
  await api.close();
});
beforeEach(() => {
  api.requests.length = 0;
  requestHeaders = new Headers();
  otherAnswer = knowsNothing;
});

function props(storeView: string, path: string[] | undefined, query: Record<string, string> = {}) {
  return {
    params: Promise.resolve({ storeView, path }),
    searchParams: Promise.resolve(query),
  };
}

async function renderPage(...args: Parameters<typeof props>) {
  return renderToStaticMarkup(await StorePage(props(...args)));
}

describe('store page', () => {
  it('renders the published page of the store view into the HTML', async () => {
    answer = (request, variables) => ({
      body: builderPageAnswer({
        storeView: String(request.headers.store),
        path: String(variables.path),
        title: 'What is vapor?',
        quote: 'Vapour, not smoke',
      }),
    });
    const html = await renderPage('ie', ['what-is-vapor']);
    expect(html).toContain('Vapour, not smoke');
    expect(html).not.toContain('data-testid="preview-ribbon"');
    expect(api.requests[0]?.headers.store).toBe('ie');
  });

  it("shows the request's year in the footer's copyright", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2033-07-01T10:00:00Z'));
    try {
      const body = builderPageAnswer({ storeView: 'uk', path: '/', title: 'Home', quote: 'Hi' });
      body.data.builderPage.content.blocks = [
        { id: 'footer-1', type: 'Footer', version: 1, props: { copyright: '© {year} Lumo' } },
      ] as never;
      answer = () => ({ body });
      expect(await renderPage('uk', undefined)).toContain('© 2033 Lumo');
    } finally {
      vi.useRealTimers();
    }
  });

  it('titles the page with the configured prefix and describes it from its meta', async () => {
    answer = () => ({
      body: builderPageAnswer({ storeView: 'uk', path: '/', title: 'Home', quote: 'Hello' }),
    });
    const metadata = await generateMetadata(props('uk', undefined));
    expect(metadata.title).toEqual({ absolute: 'Lumo | Home' });
    expect(metadata.description).toBe('About Home');
    expect(metadata.robots).toBeUndefined();
    expect(metadata.alternates).toEqual({ canonical: '/' });
  });

  it('shows a draft with the Preview ribbon and keeps it out of search engines', async () => {
    answer = (_request, variables) =>
      variables.previewToken === 'signed-token'
        ? {
            body: builderPageAnswer({
              storeView: 'gr',
              path: '/',
              title: 'Draft',
              quote: 'Not live yet',
              isPreview: true,
            }),
          }
        : { body: { data: { builderPage: null } } };
    const html = await renderPage('gr', undefined, { preview: 'signed-token' });
    expect(html).toContain('Not live yet');
    expect(html).toContain('data-testid="preview-ribbon"');
    const metadata = await generateMetadata(props('gr', undefined, { preview: 'signed-token' }));
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(metadata.alternates).toEqual({ canonical: '/gr' });
  });

  it('answers 404 when the store view has no page at the path', async () => {
    answer = () => ({ body: { data: { builderPage: null } } });
    await expect(renderPage('uk', ['no-such-page'])).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    });
  });

  it('answers 404 for an unknown store view param', async () => {
    answer = () => ({ body: { data: { builderPage: null } } });
    await expect(renderPage('api', ['x'])).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    });
    expect(api.requests).toHaveLength(0);
  });

  it('keeps the shell and shows a retry notice when the api cannot be reached (SPEC §8)', async () => {
    process.env.API_URL = await unusedPortUrl();
    try {
      const html = await renderPage('ca', ['devices']);
      expect(html).toContain('data-testid="page-unavailable"');
      expect(html).toContain('href="/ca/devices"');
    } finally {
      process.env.API_URL = api.url;
    }
  });

  it('says so when the api refuses a preview link', async () => {
    answer = () => ({ body: { errors: [{ message: 'Preview link expired' }], data: null } });
    const html = await renderPage('uk', ['devices'], { preview: 'expired' });
    expect(html).toContain('This preview link no longer works');
    expect(html).toContain('href="/devices"');
  });
});

/**
 * A shopper's request through server.mjs's response hardening (server/http-hardening.mjs): the
 * header's nicotine warning and the page, rendered for the request and sent as Next.js would
 * (status 200 set, then the body written).
 */
async function requestPage(storeView: StoreViewCode, path: string[]) {
  const server = createServer((request, response) => {
    hardenResponse(request, response, { env: {} });
    requestHeaders = new Headers(request.headers as Record<string, string>);
    void (async () => {
      const warning = await NicotineWarning({ storeView });
      const page = await StorePage(props(storeView, path));
      response.statusCode = 200;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        renderToStaticMarkup(
          <>
            {warning}
            {page}
          </>,
        ),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/${path.join('/')}`, {
      // A client cannot pick the id under which a response is marked.
      headers: { 'x-lumo-response-id': 'chosen-by-client' },
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('store page while the api is down (ADR 0009)', () => {
  it.each(['uk', 'gr', 'us'] as const)(
    'answers 503 with Retry-After and still shows the %s nicotine warning',
    async (storeView) => {
      process.env.API_URL = await unusedPortUrl();
      try {
        const { status, headers, html } = await requestPage(storeView, ['devices']);
        expect(status).toBe(503);
        expect(headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
        expect(headers.get('cache-control')).toBe('no-store');
        expect(html).toContain('data-testid="page-unavailable"');
        expect(html).toContain('data-testid="header:nicotine-warning"');
        expect(html).toContain(FALLBACK_NICOTINE_WARNINGS[storeView]);
      } finally {
        process.env.API_URL = api.url;
      }
    },
  );

  it('answers 503 when the api answers with errors instead of the page', async () => {
    answer = () => ({ status: 500, body: 'Internal Server Error' });
    expect((await requestPage('gr', ['devices'])).status).toBe(503);
  });

  it('keeps 200 for a page the api delivers', async () => {
    answer = (request, variables) => ({
      body: builderPageAnswer({
        storeView: String(request.headers.store),
        path: String(variables.path),
        title: 'Devices',
        quote: 'All our devices',
      }),
    });
    const { status, headers, html } = await requestPage('us', ['devices']);
    expect(status).toBe(200);
    expect(headers.get('retry-after')).toBeNull();
    expect(html).toContain('All our devices');
  });
});

const HREFLANG = [
  { lang: 'en-GB', store_id: 1, url: '/eliquids/peppermint' },
  { lang: 'el-GR', store_id: 2, url: '/gr/eliquids/peppermint' },
  { lang: 'en-IE', store_id: 3, url: '/ie/eliquids/peppermint' },
];

/** A fake api whose route lookup knows `routes` ("<url>" -> result) and answers `extra` ops. */
function apiKnows(
  routes: Record<string, Record<string, unknown> | null>,
  extra: Record<string, unknown> = {},
  hrefLangsEnabled = true,
) {
  answer = () => ({ body: { data: { builderPage: null } } });
  otherAnswer = (operation, variables) => {
    if (operation === 'RouteLookups') {
      const items = (variables.urls as string[]).map((url) => {
        const route = routes[url];
        return route ? { url, rewrite_type: 0, disabled: false, hreflang: null, ...route } : null;
      });
      return { body: { data: { jtiHeadlessUrls: { items } } } };
    }
    if (operation === 'SeoStoreConfig') {
      return {
        body: { data: { storeConfig: { store_code: 'gr', href_langs_enabled: hrefLangsEnabled } } },
      };
    }
    if (operation in extra) return { body: { data: extra[operation] } };
    return { status: 500, body: 'unexpected operation' };
  };
}

const peppermint = {
  id: 7,
  category_id: 2,
  question: 'How long does a pod last?',
  answer: '<p>About 200 puffs.</p><script>alert(1)</script>',
  url_key: 'how-long-does-a-pod-last',
  url_path: '/faq/how-long-does-a-pod-last',
  position: 1,
};

describe('store page resolver (SPEC §2.4)', () => {
  it('renders the product the lookup finds, in one batched lookup', async () => {
    apiKnows({ 'eliquids/peppermint': { entity_type: 'product', entity_id: 12 } });
    const html = await renderPage('gr', ['eliquids', 'peppermint']);
    expect(html).toContain('product 12 at /eliquids/peppermint');
    const lookups = api.requests.filter((request) => operationOf(request) === 'RouteLookups');
    expect(lookups).toHaveLength(1);
    expect(JSON.parse(lookups[0]!.body).variables).toEqual({ urls: ['eliquids/peppermint'] });
    expect(lookups[0]?.headers.store).toBe('gr');
  });

  it('renders the category the lookup finds', async () => {
    apiKnows({ eliquids: { entity_type: 'category', entity_id: 3 } });
    expect(await renderPage('uk', ['eliquids'])).toContain('category 3');
  });

  it('renders a CMS page with its heading and neutralises hostile HTML from the api', async () => {
    apiKnows(
      { recycling: { entity_type: 'cms-page', entity_id: 4 } },
      {
        CmsPageById: {
          cmsPage: {
            identifier: 'recycling',
            url_key: 'recycling',
            title: 'Recycling',
            content_heading: 'Recycle your vapes with us',
            content:
              '<p>Bring it back.</p><script>steal()</script><img src=x onerror="steal()">' +
              '<a href="javascript:steal()">click</a><p onclick="steal()">Free of charge</p>',
            meta_title: 'Recycling | take-back',
            meta_description: 'Free take-back of used vapes',
            meta_keywords: null,
          },
        },
      },
    );
    const html = await renderPage('uk', ['recycling']);
    expect(html).toContain('<h1>Recycle your vapes with us</h1>');
    expect(html).toContain('Bring it back.');
    expect(html).toContain('Free of charge');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    const metadata = await generateMetadata(props('uk', ['recycling']));
    expect(metadata.title).toEqual({ absolute: 'Lumo | Recycling | take-back' });
    expect(metadata.description).toBe('Free take-back of used vapes');
  });

  it('renders an FAQ question with its sanitised answer', async () => {
    apiKnows(
      { 'faq/how-long-does-a-pod-last': { entity_type: 'faq', entity_id: 7 } },
      { FaqQuestion: { faqQuestion: peppermint } },
    );
    const html = await renderPage('ie', ['faq', 'how-long-does-a-pod-last']);
    expect(html).toContain('<h1>How long does a pod last?</h1>');
    expect(html).toContain('About 200 puffs.');
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/ie/faq"');
  });

  it.each([
    ['no match', null],
    ['a disabled entity', { entity_type: 'product', entity_id: 12, disabled: true }],
    ['a zero id', { entity_type: 'product', entity_id: 0 }],
    ['a missing id', { entity_type: 'category', entity_id: null }],
  ])('answers %s with 404', async (_name, route) => {
    apiKnows({ 'hidden-kit': route });
    await expect(renderPage('uk', ['hidden-kit'])).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    });
  });

  it('answers 404 when the CMS page of the lookup does not exist', async () => {
    apiKnows(
      { gone: { entity_type: 'cms-page', entity_id: 40 } },
      { CmsPageById: { cmsPage: null } },
    );
    await expect(renderPage('uk', ['gone'])).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    });
  });

  it('redirects (safety net) when the lookup says the URL moved', async () => {
    apiKnows({
      'old-pods': { entity_type: 'product', entity_id: 9, rewrite_type: 301, rewrite_url: '/pods' },
    });
    await expect(renderPage('gr', ['old-pods'])).rejects.toMatchObject({
      digest: expect.stringContaining('/gr/pods;308'),
    });
  });
});

describe('store page when the route lookup fails (SPEC §8 "Route fetch failure")', () => {
  it('answers 503 with the notice, never a 404', async () => {
    answer = () => ({ body: { data: { builderPage: null } } });
    otherAnswer = (operation) =>
      operation === 'RouteLookups'
        ? { body: { errors: [{ message: 'lookup broke' }], data: null } }
        : knowsNothing(operation, {});
    const { status, html } = await requestPage('gr', ['eliquids']);
    expect(status).toBe(503);
    expect(html).toContain('data-testid="page-unavailable"');
  });
});

describe('store page metadata: canonical and hreflang', () => {
  it('gives a product its canonical URL and hreflang alternates with x-default (the uk URL)', async () => {
    apiKnows({
      'eliquids/peppermint': { entity_type: 'product', entity_id: 12, hreflang: HREFLANG },
    });
    const metadata = await generateMetadata(
      props('gr', ['eliquids', 'peppermint'], { utm_source: 'mail' }),
    );
    expect(metadata.title).toBe('Peppermint e-liquid');
    expect(metadata.alternates).toEqual({
      canonical: '/gr/eliquids/peppermint',
      languages: {
        'en-GB': '/eliquids/peppermint',
        'el-GR': '/gr/eliquids/peppermint',
        'en-IE': '/ie/eliquids/peppermint',
        'x-default': '/eliquids/peppermint',
      },
    });
  });

  it('keeps only the page number in a category canonical URL', async () => {
    apiKnows({ eliquids: { entity_type: 'category', entity_id: 3, hreflang: HREFLANG } });
    const second = await generateMetadata(
      props('uk', ['eliquids'], { page: '2', sort: 'price_asc', strength: '12' }),
    );
    expect(second.alternates?.canonical).toBe('/eliquids?page=2');
    const first = await generateMetadata(props('uk', ['eliquids'], { page: '1' }));
    expect(first.alternates?.canonical).toBe('/eliquids');
  });

  it('emits no hreflang when the store view setting is off', async () => {
    apiKnows(
      { 'eliquids/peppermint': { entity_type: 'product', entity_id: 12, hreflang: HREFLANG } },
      {},
      false,
    );
    const metadata = await generateMetadata(props('gr', ['eliquids', 'peppermint']));
    expect(metadata.alternates).toEqual({ canonical: '/gr/eliquids/peppermint' });
  });

  it('emits no hreflang for content a custom route switched in', async () => {
    apiKnows({ eliquids: { entity_type: 'category', entity_id: 3, hreflang: HREFLANG } });
    requestHeaders = new Headers({ 'x-lumo-content-switch': '1' });
    const metadata = await generateMetadata(props('uk', ['eliquids']));
    expect(metadata.alternates).toEqual({ canonical: '/eliquids' });
  });
});
