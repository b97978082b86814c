import { LRUCache } from 'lru-cache';

export interface RouteAnswerCacheOptions<TAnswer> {
  /** How long an answer is reused: a publish, delete or URL change shows within this. */
  ttlMs: number;
  /** Most answers kept; the least recently used go first, so a crawler cannot grow memory. */
  maxEntries: number;
  /**
   * The answer "the api could not say" (an outage, a failed call): given to every waiter of a
   * failed question and never kept, so the next request asks again.
   */
  unknown: TAnswer;
  /** True for answers meaning `unknown` (default: the same value). */
  isUnknown?: (answer: TAnswer) => boolean;
  /** The clock answers are timed with (milliseconds); Date.now by default. */
  now?: () => number;
}

type Ask<TAnswer> = () => Promise<TAnswer>;

/**
 * The proxy's short memory of what a (store view, path) answers (ADR 0003), on lru-cache: answers
 * are kept for `ttlMs`, at most `maxEntries` of them, and concurrent lookups of a key share one
 * api call (lru-cache's fetchMethod), so a burst of requests costs one call. `unknown`
 * answers and failed calls are never kept: the next request asks again.
 */
export class RouteAnswerCache<TAnswer extends NonNullable<unknown>> {
  private readonly answers: LRUCache<string, TAnswer, Ask<TAnswer>>;
  private readonly unknown: TAnswer;

  constructor(options: RouteAnswerCacheOptions<TAnswer>) {
    this.unknown = options.unknown;
    const isUnknown = options.isUnknown ?? ((answer: TAnswer) => answer === options.unknown);
    this.answers = new LRUCache<string, TAnswer, Ask<TAnswer>>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      // An answer is the api's word at the time it was asked; reading it does not renew it.
      updateAgeOnGet: false,
      // clear() while a call is in flight: its waiters still get the api's answer.
      ignoreFetchAbort: true,
      // undefined means "do not keep"; lru-cache then resolves every waiter with undefined.
      fetchMethod: async (_key, _stale, { context: ask }) => {
        const answer = await ask().catch(() => options.unknown);
        return isUnknown(answer) ? undefined : answer;
      },
      // Date.now read at each use (tests' fake timers move it), not cached.
      perf: { now: options.now ?? (() => Date.now()) },
      ttlResolution: 0,
    });
  }

  async lookup(key: string, ask: Ask<TAnswer>): Promise<TAnswer> {
    try {
      const answer = await this.answers.fetch(key, { context: ask });
      return answer ?? this.unknown;
    } catch {
      return this.unknown;
    }
  }

  clear(): void {
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}
