import type { Clock } from '../../clock';

export interface RateLimitOptions {
  maxFailures: number;
  windowMs: number;
}

export const LOGIN_RATE_LIMIT: RateLimitOptions = { maxFailures: 10, windowMs: 15 * 60_000 };

/**
 * Counts failed sign-ins per email and client address in memory (one api node; several nodes
 * would share this through Redis). A success forgets the failures.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly options: RateLimitOptions = LOGIN_RATE_LIMIT,
  ) {}

  private key(email: string, address: string): string {
    return `${email.trim().toLowerCase()}|${address}`;
  }

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.options.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Milliseconds until the next attempt is allowed; 0 when allowed now. */
  retryAfterMs(email: string, address: string): number {
    const recent = this.recent(this.key(email, address));
    if (recent.length < this.options.maxFailures) return 0;
    const oldest = recent[recent.length - this.options.maxFailures] ?? 0;
    return Math.max(1, oldest + this.options.windowMs - this.clock.now().getTime());
  }

  recordFailure(email: string, address: string): void {
    const key = this.key(email, address);
    this.recent(key);
    const list = this.failures.get(key) ?? [];
    list.push(this.clock.now().getTime());
    this.failures.set(key, list);
    if (this.failures.size > 10_000) this.prune();
  }

  recordSuccess(email: string, address: string): void {
    this.failures.delete(this.key(email, address));
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
