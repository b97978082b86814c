import { describe, expect, it, vi } from 'vitest';
import { graphQLRouteFetcher, RouteQueue } from './route-queue';

function fakeApi(fail = false) {
  const requests: string[][] = [];
  const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
    const { variables } = JSON.parse(String(init.body)) as { variables: { urls: string[] } };
    requests.push(variables.urls);
    if (fail) return Response.json({ errors: [{ message: 'database unavailable' }] });
    return Response.json({
      data: {
        jtiHeadlessUrls: {
          items: variables.urls.map((url, index) => ({
            url,
            entity_id: index + 1,
            entity_type: 'category',
            rewrite_url: null,
            rewrite_type: 0,
            disabled: false,
          })),
        },
      },
    });
  });
  return { requests, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('SPEC §4 route data queue', () => {
  it('strips the leading slash, queues each route once and fetches the queue in one call next tick', async () => {
    const api = fakeApi();
    const queue = new RouteQueue(graphQLRouteFetcher('uk', api.fetchImpl));
    queue.request('/devices');
    queue.request('devices');
    queue.request('/e-liquids');
    expect(queue.get('devices')).toEqual({ isLoading: true, data: null, error: null });
    expect(api.requests).toEqual([]);
    await settle();
    expect(api.requests).toEqual([['devices', 'e-liquids']]);
    expect(queue.get('/e-liquids')).toMatchObject({
      isLoading: false,
      data: { url: 'e-liquids', entity_id: 2 },
    });
    queue.request('/devices');
    await settle();
    expect(api.requests).toHaveLength(1);
  });

  it('a failure stores the error against every queued route with null data (SPEC §8)', async () => {
    const api = fakeApi(true);
    const queue = new RouteQueue(graphQLRouteFetcher('uk', api.fetchImpl));
    queue.request('a');
    queue.request('b');
    await settle();
    expect(queue.get('a')).toEqual({ isLoading: false, data: null, error: 'database unavailable' });
    expect(queue.get('b')).toEqual({ isLoading: false, data: null, error: 'database unavailable' });
  });
});
