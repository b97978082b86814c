import { describe, expect, it } from 'vitest';
import { StoreConfigDocument } from '@lumo/graphql';
import { storefrontQuery } from './storefront-graphql';

/** A fetch that answers from a script and records each call's cache options. */
function scriptedFetch(bodies: unknown[]) {
  const calls: (RequestInit & { next?: unknown })[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit & { next?: unknown }) => {
    calls.push(init);
    const body = bodies[Math.min(calls.length - 1, bodies.length - 1)];
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const ok = { data: { storeConfig: { store_code: 'uk' } } };
const failed = {
  data: { storeConfig: null },
  errors: [{ message: 'Internal server error', path: ['storeConfig'] }],
};

describe('storefrontQuery', () => {
  it('asks the api again, uncached, when a cached call answers a GraphQL error', async () => {
    const { fetchImpl, calls } = scriptedFetch([failed, ok]);
    const result = await storefrontQuery(StoreConfigDocument, {
      storeView: 'uk',
      cache: { kind: 'tagged', tags: ['store-config:uk'], revalidate: 60 },
      fetchImpl,
    });
    expect(result.kind).toBe('ok');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.next).toEqual({ tags: ['store-config:uk'], revalidate: 60 });
    expect(calls[1]?.cache).toBe('no-store');
  });

  it('uses the cached answer when it is not an error', async () => {
    const { fetchImpl, calls } = scriptedFetch([ok]);
    const result = await storefrontQuery(StoreConfigDocument, {
      storeView: 'uk',
      cache: { kind: 'tagged', tags: ['store-config:uk'], revalidate: 60 },
      fetchImpl,
    });
    expect(result.kind).toBe('ok');
    expect(calls).toHaveLength(1);
  });

  it('reports the error when the api still refuses', async () => {
    const { fetchImpl, calls } = scriptedFetch([failed]);
    const result = await storefrontQuery(StoreConfigDocument, {
      storeView: 'uk',
      cache: { kind: 'tagged', tags: ['store-config:uk'], revalidate: 60 },
      fetchImpl,
    });
    expect(result.kind).toBe('graphql-error');
    expect(calls).toHaveLength(2);
  });
});
