import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type FakeApiReply } from '@/test/fake-api';
import { createRouteLookupLoader } from './route-lookup-batcher';
import { fetchRouteLookups, type RouteLookupOutcome } from './route-lookup';

let reply: (urls: string[]) => FakeApiReply;
let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi((request) => {
    const { variables } = JSON.parse(request.body) as { variables: { urls: string[] } };
    return reply(variables.urls);
  });
  process.env.API_URL = api.url;
});
beforeEach(() => {
  api.requests.length = 0;
});
afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

/** The api's batch lookup: products at "p-<id>", nothing elsewhere. */
function lookupByPosition(urls: string[]): FakeApiReply {
  const items = urls.map((url) =>
    url.startsWith('p-')
      ? { url, entity_type: 'product', entity_id: Number(url.slice(2)), rewrite_type: 0 }
      : null,
  );
  return { body: { data: { jtiHeadlessUrls: { items } } } };
}

function loaderFor(storeView: 'uk' | 'gr') {
  return createRouteLookupLoader((keys) =>
    fetchRouteLookups({ storeView, keys, cache: { kind: 'no-store' } }),
  );
}

const idOf = (outcome: RouteLookupOutcome) =>
  outcome.kind === 'found' ? outcome.route.entityId : outcome.kind;

describe('route lookup batcher (SPEC §4 route queue, server-side)', () => {
  it('asks for every route of one tick in one call and matches answers by position', async () => {
    reply = lookupByPosition;
    const loader = loaderFor('gr');
    const outcomes = await Promise.all([
      loader.load('/p-3'),
      loader.load('/no-such-page'),
      loader.load('p-12'),
      loader.load('/p-3/'),
    ]);
    expect(outcomes.map(idOf)).toEqual([3, 'none', 12, 3]);
    expect(api.requests).toHaveLength(1);
    // Leading slash stripped, each route asked once.
    expect(JSON.parse(api.requests[0]!.body).variables).toEqual({
      urls: ['p-3', 'no-such-page', 'p-12'],
    });
    expect(api.requests[0]?.headers.store).toBe('gr');
  });

  it('gives every queued route the error when the call fails (SPEC §8)', async () => {
    reply = () => ({ body: { errors: [{ message: 'lookup broke' }], data: null } });
    const loader = loaderFor('uk');
    const outcomes = await Promise.all([loader.load('/p-1'), loader.load('/p-2')]);
    expect(outcomes).toEqual([
      { kind: 'error', message: 'lookup broke' },
      { kind: 'error', message: 'lookup broke' },
    ]);
    expect(api.requests).toHaveLength(1);
  });

  it('treats an answer of another length as a failure of every route, not a guess', async () => {
    reply = () => ({ body: { data: { jtiHeadlessUrls: { items: [null] } } } });
    const loader = loaderFor('uk');
    const outcomes = await Promise.all([loader.load('/p-1'), loader.load('/p-2')]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['error', 'error']);
  });

  it('spreads a thrown failure the same way', async () => {
    const loader = createRouteLookupLoader(() => Promise.reject(new Error('socket hang up')));
    const outcomes = await Promise.all([loader.load('/a'), loader.load('/b')]);
    expect(outcomes).toEqual([
      { kind: 'error', message: 'socket hang up' },
      { kind: 'error', message: 'socket hang up' },
    ]);
  });

  it('asks routes of a later tick in a later call', async () => {
    const fetchBatch = vi.fn(async (keys: readonly string[]) =>
      keys.map((): RouteLookupOutcome => ({ kind: 'none' })),
    );
    const loader = createRouteLookupLoader(fetchBatch);
    await loader.load('/a');
    await loader.load('/b');
    expect(fetchBatch.mock.calls).toEqual([[['a']], [['b']]]);
  });
});
