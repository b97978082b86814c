import { describe, expect, it, vi } from 'vitest';
import { clientGraphQL, responseHeaders, runningQueries } from './graphql-client';

describe('clientGraphQL', () => {
  it('POSTs to the same-origin /graphql with the Store header and hands on response headers', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ data: { ok: true } }, { headers: { 'x-session-lifetime': '3600' } }),
    );
    const seen: (string | null)[] = [];
    const stop = responseHeaders.subscribe(
      (headers) => void seen.push(headers.get('x-session-lifetime')),
    );
    const result = await clientGraphQL<{ ok: boolean }>('{ ok }', {
      storeView: 'gr',
      variables: { a: 1 },
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    stop();
    expect(result).toMatchObject({ kind: 'ok', data: { ok: true } });
    expect(seen).toEqual(['3600']);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Store).toBe('gr');
    expect(JSON.parse(String(init.body))).toEqual({ query: '{ ok }', variables: { a: 1 } });
  });

  it('keeps network failures and GraphQL errors apart, and counts running queries', async () => {
    let release!: () => void;
    const fetchImpl = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(Response.json({ errors: [{ message: 'GraphQL error: no' }] }));
        }),
    );
    const pending = clientGraphQL('{ x }', {
      storeView: 'uk',
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    expect(runningQueries()).toBe(1);
    release();
    expect((await pending).kind).toBe('graphql-error');
    expect(runningQueries()).toBe(0);
    const failed = await clientGraphQL('{ x }', {
      storeView: 'uk',
      fetchImpl: (() => Promise.reject(new TypeError('offline'))) as typeof fetch,
    });
    expect(failed).toEqual({ kind: 'network-error', message: 'offline' });
  });
});
