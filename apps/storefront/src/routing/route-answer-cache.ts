import { LRUCache } from 'lru-cache';

export interface RouteAnswerCacheOptions<TAnswer> {
  /**
   * How long an answer is trusted before the api is asked again (milliseconds): one figure for
   * every answer, or one per answer. Changes the api announces (a publish) delete answers sooner.
   */
  ttlMs: number | ((answer: TAnswer) => number);
  /** Most answers kept; the least recently used go first, so a crawler cannot grow memory. */
  maxEntries: number;
  /**
   * The answer "the api could not say" (an outage, a failed call): never kept. A key that has an
   * older answer keeps serving it (stale beats unknown while the api is down); a key without one
   * gets `unknown`, and the next request asks again.
   */
  unknown: TAnswer;
  /** True for answers meaning `unknown` (default: the same value). */
  isUnknown?: (answer: TAnswer) => boolean;
  /** The clock answers are timed with (milliseconds); Date.now by default. */
  now?: () => number;
}

type Ask<TAnswer> = () => Promise<TAnswer>;

class UnknownAnswer extends Error {}

/**
 * The proxy's memory of what a (store view, path) answers (ADR 0003, ADR 0014), on lru-cache:
 * answers are kept for their lifetime, at most `maxEntries` of them, and concurrent lookups of a
 * key share one api call (lru-cache's fetchMethod), so a burst of requests costs one call. An
 * expired answer is asked again; when the api cannot answer, the expired one is still served
 * (`allowStaleOnFetchRejection`), so an outage keeps cached pages reachable.
 */
export class RouteAnswerCache<TAnswer extends NonNullable<unknown>> {
  private readonly answers: LRUCache<string, TAnswer, Ask<TAnswer>>;
  private readonly unknown: TAnswer;

  constructor(options: RouteAnswerCacheOptions<TAnswer>) {
    this.unknown = options.unknown;
    const isUnknown = options.isUnknown ?? ((answer: TAnswer) => answer === options.unknown);
    const ttlOf = typeof options.ttlMs === 'number' ? () => options.ttlMs as number : options.ttlMs;
    this.answers = new LRUCache<string, TAnswer, Ask<TAnswer>>({
      max: options.maxEntries,
      // The default lifetime; every answer sets its own below.
      ttl: typeof options.ttlMs === 'number' ? options.ttlMs : 1,
      // An answer is the api's word at the time it was asked; reading it does not renew it.
      updateAgeOnGet: false,
      // clear() while a call is in flight: its waiters still get the api's answer.
      ignoreFetchAbort: true,
      // A failed re-ask keeps the expired answer in place and hands it out.
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (_key, _stale, { context: ask, options: setOptions }) => {
        const answer = await ask().catch(() => options.unknown);
        if (isUnknown(answer)) throw new UnknownAnswer();
        setOptions.ttl = Math.max(1, ttlOf(answer));
        return answer;
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

  /** Forgets one key's answer (the api announced a change there). */
  delete(key: string): void {
    this.answers.delete(key);
  }

  clear(): void {
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}
