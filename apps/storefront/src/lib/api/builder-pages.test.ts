import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, unusedPortUrl, type FakeApiReply } from '@/test/fake-api';
import { fetchBuilderPage } from './builder-pages';

const heroBlock = {
  id: 'hero-1',
  type: 'HeroBanner',
  version: 1,
  props: { title: 'Vaping, simplified' },
};

function publishedPage(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      builderPage: {
        uid: 'p1',
        store_code: 'gr',
        path: '/what-is-vaping',
        title: 'What is vaping?',
        content: {
          formatVersion: 1,
          storeView: 'gr',
          path: '/what-is-vaping',
          title: 'What is vaping?',
          meta: { description: 'All about vaping', image: '', noIndex: false },
          blocks: [heroBlock],
        },
        version: 3,
        published_at: '2026-11-21T10:00:00.000Z',
        is_preview: false,
        ...overrides,
      },
    },
  };
}

let nextReply: FakeApiReply = { body: publishedPage() };
let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi(() => nextReply);
  process.env.API_URL = api.url;
});
afterEach(() => {
  api.requests.length = 0;
});
afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

describe('fetchBuilderPage', () => {
  it('returns the published page of the store view with its blocks and meta', async () => {
    nextReply = { body: publishedPage() };
    const result = await fetchBuilderPage({ storeView: 'gr', path: '//what-is-vaping/' });

    expect(result).toEqual({
      kind: 'found',
      page: {
        storeView: 'gr',
        path: '/what-is-vaping',
        title: 'What is vaping?',
        description: 'All about vaping',
        image: '',
        noIndex: false,
        content: {
          formatVersion: 1,
          storeView: 'gr',
          path: '/what-is-vaping',
          title: 'What is vaping?',
          meta: { description: 'All about vaping', image: '', noIndex: false },
          blocks: [heroBlock],
        },
        isPreview: false,
        version: 3,
        publishedAt: '2026-11-21T10:00:00.000Z',
      },
    });
    const [request] = api.requests;
    expect(request?.headers.store).toBe('gr');
    expect(JSON.parse(request?.body ?? '{}').variables).toEqual({
      path: '/what-is-vaping',
      previewToken: null,
    });
  });

  it('sends the preview token and reports the draft as a preview', async () => {
    nextReply = { body: publishedPage({ is_preview: true, version: 0 }) };
    const result = await fetchBuilderPage({ storeView: 'gr', path: '/', previewToken: 'tok' });
    expect(JSON.parse(api.requests[0]?.body ?? '{}').variables.previewToken).toBe('tok');
    expect(result).toMatchObject({ kind: 'found', page: { isPreview: true, version: 0 } });
  });

  it('reports a path without a page as missing (the 404 case)', async () => {
    nextReply = { body: { data: { builderPage: null } } };
    expect(await fetchBuilderPage({ storeView: 'uk', path: '/nope' })).toEqual({
      kind: 'missing',
    });
  });

  it('reports an unreachable api as unavailable, not missing and not thrown', async () => {
    process.env.API_URL = await unusedPortUrl();
    try {
      const result = await fetchBuilderPage({ storeView: 'uk', path: '/' });
      expect(result).toMatchObject({ kind: 'unavailable', reason: 'network' });
    } finally {
      process.env.API_URL = api.url;
    }
  });

  it('reports an api answering 500 without JSON as unavailable', async () => {
    nextReply = { status: 500, body: 'Internal Server Error' };
    expect(await fetchBuilderPage({ storeView: 'uk', path: '/' })).toMatchObject({
      kind: 'unavailable',
      reason: 'network',
    });
  });

  it('reports GraphQL errors (e.g. an expired preview token) as unavailable with the message', async () => {
    nextReply = {
      body: { errors: [{ message: 'The preview link has expired' }], data: { builderPage: null } },
    };
    expect(await fetchBuilderPage({ storeView: 'uk', path: '/', previewToken: 'old' })).toEqual({
      kind: 'unavailable',
      reason: 'graphql',
      message: 'The preview link has expired',
    });
  });

  it('refuses content that is not in the published page format', async () => {
    nextReply = { body: publishedPage({ content: { blocks: 'nope' } }) };
    expect(await fetchBuilderPage({ storeView: 'gr', path: '/what-is-vaping' })).toMatchObject({
      kind: 'unavailable',
      reason: 'invalid-content',
    });
  });
});
