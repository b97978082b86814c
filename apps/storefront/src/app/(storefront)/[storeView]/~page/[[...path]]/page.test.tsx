import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startFakeApi,
  unusedPortUrl,
  type FakeApiReply,
  type RecordedRequest,
} from '@/test/fake-api';
import { builderPageAnswer } from '@/test/builder-page-fixtures';
import CachedStorePage, {
  dynamic,
  generateMetadata,
  generateStaticParams,
  revalidate,
} from './page';
import CachedQueryPage from '../../~query/[query]/[[...path]]/page';

// The route is rendered once and served from Next.js's cache (ADR 0014): reading the request
// would end that, so any use of next/headers fails these tests.
vi.mock('next/headers', () => {
  const refuse = async () => {
    throw new Error('the cached route read the request');
  };
  return { headers: refuse, cookies: refuse, draftMode: refuse };
});

vi.mock('@/features/catalog', () => ({
  ProductView: (props: { productId: number; searchParams: Record<string, unknown> }) => (
    <div data-testid="catalog:product">{`product ${props.productId} query ${JSON.stringify(props.searchParams)}`}</div>
  ),
  CategoryView: (props: { categoryId: number; searchParams: Record<string, unknown> }) => (
    <div data-testid="catalog:category">{`category ${props.categoryId} query ${JSON.stringify(props.searchParams)}`}</div>
  ),
  productMetadata: async () => ({ title: 'Peppermint e-liquid' }),
  categoryMetadata: async () => ({ title: 'E-liquids' }),
}));

let answer: (operation: string, variables: Record<string, unknown>, store: string) => FakeApiReply;
let api: Awaited<ReturnType<typeof startFakeApi>>;

function operationOf(request: RecordedRequest): string {
  return (JSON.parse(request.body) as { query: string }).query.match(/query (\w+)/)?.[1] ?? '';
}

beforeAll(async () => {
  api = await startFakeApi((request) => {
    const { variables } = JSON.parse(request.body) as { variables: Record<string, unknown> };
    return answer(operationOf(request), variables, String(request.headers.store));
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
  answer = (operation, variables, store) => {
    if (operation === 'BuilderPage') {
      return variables.path === '/what-is-vapor'
        ? {
            body: builderPageAnswer({
              storeView: store,
              path: '/what-is-vapor',
              title: 'What is vapor?',
              quote: 'Vapour, not smoke',
            }),
          }
        : { body: { data: { builderPage: null } } };
    }
    if (operation === 'RouteLookups') {
      const urls = variables.urls as string[];
      const items = urls.map((url) =>
        url === 'peppermint'
          ? { entity_type: 'product', entity_id: 12, rewrite_type: 0 }
          : url === 'eliquids'
            ? { entity_type: 'category', entity_id: 3, rewrite_type: 0 }
            : null,
      );
      return { body: { data: { jtiHeadlessUrls: { items } } } };
    }
    return { body: { data: { storeConfig: { store_code: store, href_langs_enabled: false } } } };
  };
});

const props = (storeView: string, path?: string[]) => ({
  params: Promise.resolve({ storeView, path }),
});

describe('cached store page route', () => {
  it('is rendered on first request, never at build time, and may not read the request', () => {
    expect(generateStaticParams()).toEqual([]);
    expect(dynamic).toBe('error');
    expect(revalidate).toBeGreaterThan(0);
  });

  it('renders a published builder page of the store view', async () => {
    const html = renderToStaticMarkup(await CachedStorePage(props('ie', ['what-is-vapor'])));
    expect(html).toContain('Vapour, not smoke');
    expect(api.requests[0]?.headers.store).toBe('ie');
    const metadata = await generateMetadata(props('ie', ['what-is-vapor']));
    expect(metadata.title).toEqual({ absolute: 'Lumo | What is vapor?' });
    expect(metadata.alternates).toEqual({ canonical: '/ie/what-is-vapor' });
  });

  it('renders an entity the route lookup finds, with no query (no variant chosen)', async () => {
    const html = renderToStaticMarkup(await CachedStorePage(props('uk', ['peppermint'])));
    expect(html).toContain('product 12 query {}');
  });

  it('answers 404 for a path that nothing serves any more (a delete since the proxy asked)', async () => {
    const page = await CachedStorePage(props('uk', ['gone']));
    let thrown: unknown;
    try {
      renderToStaticMarkup(page);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
  });

  it('fails instead of rendering a notice when the api cannot be reached (the cached page stays)', async () => {
    process.env.API_URL = await unusedPortUrl();
    try {
      await expect(CachedStorePage(props('uk', ['what-is-vapor']))).rejects.toThrow(/unavailable/);
    } finally {
      process.env.API_URL = api.url;
    }
  });

  it("renders the ~query route's canonical query (one encoded segment) as the page's query", async () => {
    const html = renderToStaticMarkup(
      await CachedQueryPage({
        params: Promise.resolve({
          storeView: 'uk',
          query: 'flavour%3Dpeppermint%26strength%3D12%26sort%3Dprice_asc',
          path: ['eliquids'],
        }),
      }),
    );
    expect(html).toContain(
      `category 3 query ${JSON.stringify({ flavour: 'peppermint', strength: '12', sort: 'price_asc' }).replaceAll('"', '&quot;')}`,
    );
  });

  it('answers 404 for a canonical query longer than any the proxy writes (1024 characters)', async () => {
    const long = `flavour%3D${'a'.repeat(1100)}`;
    await expect(
      CachedQueryPage({
        params: Promise.resolve({ storeView: 'uk', query: long, path: ['eliquids'] }),
      }),
    ).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    expect(api.requests).toHaveLength(0);
  });
});
