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
});
