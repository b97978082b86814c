import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../logger';
import { HttpRevalidationNotifier } from './revalidation';

describe('storefront revalidation', () => {
  it('posts the store view and path with the shared secret', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response('{"revalidated":true}', { status: 200 });
    }) as unknown as typeof fetch;
    const notifier = new HttpRevalidationNotifier(
      'http://shop.test',
      's3cret',
      new MemoryLogger(),
      fetchImpl,
    );
    expect(await notifier.send('gr', '/promo')).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://shop.test/api/revalidate');
    expect(requests[0]?.init.method).toBe('POST');
    expect(new Headers(requests[0]?.init.headers).get('x-revalidate-secret')).toBe('s3cret');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ storeView: 'gr', path: '/promo' });
  });

  it('logs a storefront that is down or refuses, without throwing', async () => {
    const logger = new MemoryLogger();
    const down = new HttpRevalidationNotifier('http://shop.test', 's', logger, (async () => {
      throw new Error('connect ECONNREFUSED');
    }) as unknown as typeof fetch);
    expect(await down.send('uk', '/')).toBe(false);
    const refusing = new HttpRevalidationNotifier(
      'http://shop.test',
      's',
      logger,
      (async () => new Response('nope', { status: 401 })) as unknown as typeof fetch,
    );
    expect(await refusing.send('uk', '/')).toBe(false);
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'Storefront revalidation failed',
      'Storefront revalidation refused',
    ]);
  });
});
