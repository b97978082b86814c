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
import { NicotineWarning } from '@/features/shell/nicotine-warning';
import { hardenResponse, RETRY_AFTER_SECONDS } from '../../../../../server/http-hardening.mjs';
import StorePage, { generateMetadata } from './page';

/** Request headers of the render under test (next/headers only works inside a request). */
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));

type Answer = (request: RecordedRequest, variables: Record<string, unknown>) => FakeApiReply;
let answer: Answer;
let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi((request) => {
    const { variables } = JSON.parse(request.body) as { variables: Record<string, unknown> };
    return answer(request, variables);
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
