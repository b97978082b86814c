import type { BuilderPageExistence } from '@/lib/api/builder-page-existence';

export interface PageExistenceCacheOptions {
  /** How long an answer is reused: a publish or delete shows within this. */
  ttlMs: number;
  /** Most answers kept; the oldest go first, so a crawler's stream of paths cannot grow memory. */
  maxEntries: number;
  /** For tests. */
  now?: () => number;
}

interface CachedAnswer {
  existence: Exclude<BuilderPageExistence, 'unknown'>;
  expiresAt: number;
}

/**
 * The proxy's memory of "does (store view, path) have a page" (ADR 0003). Answers are kept for a
 * short while and concurrent requests for the same key share one api call, so a burst of
 * requests costs one call. `unknown` (api down) is never kept: the next request asks again.
 */
export class PageExistenceCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Promise<BuilderPageExistence>>();
  private readonly now: () => number;

  constructor(private readonly options: PageExistenceCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  lookup(key: string, ask: () => Promise<BuilderPageExistence>): Promise<BuilderPageExistence> {
    const cached = this.answers.get(key);
    if (cached && cached.expiresAt > this.now()) return Promise.resolve(cached.existence);
    if (cached) this.answers.delete(key);

    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;

    const asking = ask()
      .catch((): BuilderPageExistence => 'unknown')
      .then((existence) => {
        if (existence !== 'unknown') this.remember(key, existence);
        return existence;
      })
      .finally(() => {
        if (this.pending.get(key) === asking) this.pending.delete(key);
      });
    this.pending.set(key, asking);
    return asking;
  }

  clear(): void {
    this.answers.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  private remember(key: string, existence: CachedAnswer['existence']) {
    this.answers.delete(key);
    while (this.answers.size >= this.options.maxEntries) {
      const oldest = this.answers.keys().next();
      if (oldest.done) break;
      this.answers.delete(oldest.value);
    }
    this.answers.set(key, { existence, expiresAt: this.now() + this.options.ttlMs });
  }
}
