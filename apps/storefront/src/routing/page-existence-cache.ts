import { LRUCache } from 'lru-cache';
import type { BuilderPageExistence } from '@/lib/api/builder-page-existence';

export interface PageExistenceCacheOptions {
  /** How long an answer is reused: a publish or delete shows within this. */
  ttlMs: number;
  /** Most answers kept; the least recently used go first, so a crawler cannot grow memory. */
  maxEntries: number;
  /** The clock answers are timed with (milliseconds); Date.now by default. */
  now?: () => number;
}

type KnownExistence = Exclude<BuilderPageExistence, 'unknown'>;
type Ask = () => Promise<BuilderPageExistence>;

/**
 * The proxy's memory of "does (store view, path) have a page" (ADR 0003), on lru-cache: answers
 * are kept for `ttlMs`, at most `maxEntries` of them, and concurrent lookups of a key share one
 * api call (lru-cache's fetchMethod), so a burst of requests costs one call. `unknown` (api
 * down) and a failed call are never kept: the next request asks again.
 */
export class PageExistenceCache {
  private readonly answers: LRUCache<string, KnownExistence, Ask>;

  constructor(options: PageExistenceCacheOptions) {
    this.answers = new LRUCache<string, KnownExistence, Ask>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      // An answer is the api's word at the time it was asked; reading it does not renew it.
      updateAgeOnGet: false,
      // clear() while a call is in flight: its waiters still get the api's answer.
      ignoreFetchAbort: true,
      // undefined means "do not keep"; lru-cache then resolves every waiter with undefined.
      fetchMethod: async (_key, _stale, { context: ask }) => {
        const existence = await ask().catch((): BuilderPageExistence => 'unknown');
        return existence === 'unknown' ? undefined : existence;
      },
      // Date.now read at each use (as before lru-cache; tests' fake timers move it), not cached.
      perf: { now: options.now ?? (() => Date.now()) },
      ttlResolution: 0,
    });
  }

  async lookup(key: string, ask: Ask): Promise<BuilderPageExistence> {
    try {
      return (await this.answers.fetch(key, { context: ask })) ?? 'unknown';
    } catch {
      return 'unknown';
    }
  }

  clear(): void {
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}
