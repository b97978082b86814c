import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi, unusedPortUrl, type FakeApiReply } from '@/test/fake-api';
import { fetchBuilderPageExistence } from './builder-page-existence';

let nextReply: FakeApiReply;
let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi(() => nextReply);
  process.env.API_URL = api.url;
});
beforeEach(() => {
  api.requests.length = 0;
});
afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

describe('fetchBuilderPageExistence', () => {
  it('asks for the published page of the store view and reports it exists', async () => {
    nextReply = { body: { data: { builderPage: { version: 2 } } } };
    expect(await fetchBuilderPageExistence({ storeView: 'ie', path: '/deals/' })).toBe('exists');
    const [request] = api.requests;
    expect(request?.headers.store).toBe('ie');
    const body = JSON.parse(request?.body ?? '{}') as { query: string; variables: unknown };
    expect(body.variables).toEqual({ path: '/deals' });
    expect(body.query).toContain('builderPage(path: $path)');
    expect(body.query).not.toContain('content');
  });

  it('reports a null page as missing', async () => {
    nextReply = { body: { data: { builderPage: null } } };
    expect(await fetchBuilderPageExistence({ storeView: 'uk', path: '/nope' })).toBe('missing');
  });

  it('reports an unreachable, failing or refusing api as unknown, never missing', async () => {
    nextReply = { status: 502, body: 'Bad Gateway' };
    expect(await fetchBuilderPageExistence({ storeView: 'uk', path: '/a' })).toBe('unknown');
    nextReply = { body: { errors: [{ message: 'Store not found' }], data: { builderPage: null } } };
    expect(await fetchBuilderPageExistence({ storeView: 'uk', path: '/a' })).toBe('unknown');
    process.env.API_URL = await unusedPortUrl();
    try {
      expect(await fetchBuilderPageExistence({ storeView: 'uk', path: '/a' })).toBe('unknown');
    } finally {
      process.env.API_URL = api.url;
    }
  });
});
