import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, unusedPortUrl, type FakeApiReply } from '@/test/fake-api';
import { builderPageAnswer } from '@/test/builder-page-fixtures';
import StoreNotFoundPage, { generateMetadata } from './page';

// The route is cached (ADR 0014): it must not read the request. Reading headers fails the test.
vi.mock('next/headers', () => ({
  headers: async () => {
    throw new Error('the cached 404 route read the request headers');
  },
}));

let answer: (variables: Record<string, unknown>, store: string) => FakeApiReply;
let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi((request) => {
    const { variables } = JSON.parse(request.body) as { variables: Record<string, unknown> };
    return answer(variables, String(request.headers.store));
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
  answer = (variables, store) =>
    variables.path === '/not-found'
      ? {
          body: builderPageAnswer({
            storeView: store,
            path: '/not-found',
            title: 'Page not found',
            quote: 'WE ARE VERY SORRY.',
          }),
        }
      : { body: { data: { builderPage: null } } };
});

const props = (storeView: string) => ({ params: Promise.resolve({ storeView }) });

describe('store view 404 page', () => {
  it("renders the store view's not-found builder page into the HTML", async () => {
    const html = renderToStaticMarkup(await StoreNotFoundPage(props('gr')));
    expect(html).toContain('WE ARE VERY SORRY.');
    expect(html).toContain('data-testid="route:not-found"');
    expect(api.requests[0]?.headers.store).toBe('gr');
    expect(JSON.parse(api.requests[0]?.body ?? '{}').variables.path).toBe('/not-found');
  });

  it('titles the 404 after the not-found page and keeps it out of search engines', async () => {
    const metadata = await generateMetadata(props('gr'));
    expect(metadata.title).toEqual({ absolute: 'Lumo | Page not found' });
    expect(metadata.robots).toEqual({ index: false });
  });

  it('falls back to a plain message with a link home when no not-found page is published', async () => {
    answer = () => ({ body: { data: { builderPage: null } } });
    const html = renderToStaticMarkup(await StoreNotFoundPage(props('ca')));
    expect(html).toContain('Page not found');
    expect(html).toContain('href="/ca"');
    const metadata = await generateMetadata(props('ca'));
    expect(metadata.title).toEqual({ absolute: 'Lumo | Page not found' });
  });

  it('says it in Greek on /gr when no not-found page is published', async () => {
    answer = () => ({ body: { data: { builderPage: null } } });
    const html = renderToStaticMarkup(await StoreNotFoundPage(props('gr')));
    expect(html).toContain('<h1>Η σελίδα δεν βρέθηκε</h1>');
    expect(html).toContain('Μετάβαση στην αρχική σελίδα');
    expect(html).not.toContain('Page not found');
    expect((await generateMetadata(props('gr'))).title).toEqual({
      absolute: 'Lumo | Η σελίδα δεν βρέθηκε',
    });
  });

  it('fails rather than render (and cache) the plain message when the api cannot be reached', async () => {
    // Next.js then keeps serving the 404 page it has; the plain message is only for "no page".
    process.env.API_URL = await unusedPortUrl();
    try {
      await expect(StoreNotFoundPage(props('uk'))).rejects.toThrow(/unavailable/);
    } finally {
      process.env.API_URL = api.url;
    }
  });

  it('answers an unknown store view param with a 404', async () => {
    await expect(StoreNotFoundPage(props('xx'))).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    });
  });
});
