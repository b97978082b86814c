import { describe, expect, it, vi } from 'vitest';
import { RouteAnswerCache } from './route-answer-cache';

type Existence = 'exists' | 'missing' | 'unknown';

function cacheAt(clock: { now: number }, maxEntries = 100) {
  return new RouteAnswerCache<Existence>({
    ttlMs: 2000,
    maxEntries,
    unknown: 'unknown',
    now: () => clock.now,
  });
}

describe('RouteAnswerCache', () => {
  it('reuses an answer until it expires', async () => {
    // A process clock is never at 0 (lru-cache reads a start time of 0 as "no TTL").
    const start = 50_000;
    const clock = { now: start };
    const cache = cacheAt(clock);
    const ask = vi.fn().mockResolvedValueOnce('missing').mockResolvedValueOnce('exists');

    expect(await cache.lookup('uk:/a', ask)).toBe('missing');
    clock.now = start + 2000;
    expect(await cache.lookup('uk:/a', ask)).toBe('missing');
    // Older than ttlMs (lru-cache: age > ttl): asked again.
    clock.now = start + 2001;
    expect(await cache.lookup('uk:/a', ask)).toBe('exists');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('shares one question between concurrent lookups of a key', async () => {
    const cache = cacheAt({ now: 0 });
    let answer: (value: 'exists') => void = () => {};
    const ask = vi.fn(() => new Promise<'exists'>((resolve) => (answer = resolve)));
    const lookups = [cache.lookup('gr:/x', ask), cache.lookup('gr:/x', ask)];
    answer('exists');
    expect(await Promise.all(lookups)).toEqual(['exists', 'exists']);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('does not keep "unknown" or a failed question', async () => {
    const cache = cacheAt({ now: 0 });
    expect(await cache.lookup('uk:/a', () => Promise.resolve<Existence>('unknown'))).toBe(
      'unknown',
    );
    expect(await cache.lookup('uk:/a', () => Promise.reject(new Error('boom')))).toBe('unknown');
    expect(cache.size).toBe(0);
    expect(await cache.lookup('uk:/a', () => Promise.resolve<Existence>('exists'))).toBe('exists');
  });

  it('keeps at most maxEntries answers, dropping the oldest first', async () => {
    const cache = cacheAt({ now: 0 }, 2);
    const ask = vi.fn(() => Promise.resolve<Existence>('missing'));
    await cache.lookup('uk:/1', ask);
    await cache.lookup('uk:/2', ask);
    await cache.lookup('uk:/3', ask);
    expect(cache.size).toBe(2);
    await cache.lookup('uk:/3', ask);
    await cache.lookup('uk:/2', ask);
    expect(ask).toHaveBeenCalledTimes(3);
    await cache.lookup('uk:/1', ask);
    expect(ask).toHaveBeenCalledTimes(4);
  });

  it('keeps each answer for its own lifetime', async () => {
    const start = 50_000;
    const clock = { now: start };
    const cache = new RouteAnswerCache<Existence>({
      ttlMs: (answer) => (answer === 'exists' ? 10_000 : 1000),
      maxEntries: 10,
      unknown: 'unknown',
      now: () => clock.now,
    });
    const ask = vi.fn((answer: Existence) => () => Promise.resolve(answer));
    await cache.lookup('uk:/page', ask('exists'));
    await cache.lookup('uk:/gone', ask('missing'));
    clock.now = start + 5000;
    expect(await cache.lookup('uk:/page', ask('missing'))).toBe('exists');
    expect(await cache.lookup('uk:/gone', ask('exists'))).toBe('exists');
  });

  it('serves an expired answer while the api cannot answer, and the new one once it can', async () => {
    const start = 50_000;
    const clock = { now: start };
    const cache = cacheAt(clock);
    await cache.lookup('uk:/a', () => Promise.resolve<Existence>('exists'));
    clock.now = start + 5000;
    expect(await cache.lookup('uk:/a', () => Promise.reject(new Error('api down')))).toBe('exists');
    expect(await cache.lookup('uk:/a', () => Promise.resolve<Existence>('unknown'))).toBe('exists');
    expect(await cache.lookup('uk:/a', () => Promise.resolve<Existence>('missing'))).toBe(
      'missing',
    );
  });

  it('forgets one key on request', async () => {
    const cache = cacheAt({ now: 50_000 });
    const ask = vi.fn(() => Promise.resolve<Existence>('missing'));
    for (const key of ['uk:/a', 'uk:/b', 'gr:/a']) await cache.lookup(key, ask);
    cache.delete('uk:/a');
    await cache.lookup('uk:/a', ask);
    await cache.lookup('uk:/b', ask);
    await cache.lookup('gr:/a', ask);
    expect(ask).toHaveBeenCalledTimes(4);
  });
});
