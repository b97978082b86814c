import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeApi,
  unusedPortUrl,
  type FakeApiReply,
  type RecordedRequest,
} from '@/test/fake-api';
import { builderPageAnswer } from '@/test/builder-page-fixtures';
import StorePage, { generateMetadata } from './page';

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
