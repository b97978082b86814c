import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { categorisedError, type ErrorCategory } from '../../errors';
import { RATE_LIMITS, type RateLimitName } from './rate-limit-rules';

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** "Too many attempts. Try again in N seconds." with `extensions.retryAfter` (seconds). */
export function tooManyAttemptsError(
  retryAfterSec: number,
  category: ErrorCategory = 'graphql-input',
) {
  return categorisedError(category, `Too many attempts. Try again in ${retryAfterSec} seconds.`, {
    code: TOO_MANY_ATTEMPTS,
    retryAfter: retryAfterSec,
  });
}

/** The attempts a rule allows per window with RATE_LIMIT_SCALE applied (at least one). */
export function limitOf(name: RateLimitName, scale = 1): number {
  return Math.max(1, Math.round(RATE_LIMITS[name].limit * scale));
}

interface Window {
  key: string;
  start: Date;
  limit: number;
  retryAfterSec: number;
}

/**
 * Fixed-window counters in the table rate_limits, shared by every api process. Keys are sha256
 * of the limit's name and its subject (an email, a client address), so the table holds no
 * personal data. Time comes from the app's Clock (tests move it).
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly scale = 1,
  ) {}

  private window(name: RateLimitName, subject: string): Window {
    const rule = RATE_LIMITS[name];
    const now = this.clock.now().getTime();
    const windowMs = rule.windowSec * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    return {
      key: createHash('sha256').update(`${name}\u0000${subject.toLowerCase()}`).digest('hex'),
      start: new Date(start),
      limit: limitOf(name, this.scale),
      retryAfterSec: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
    };
  }

  /** Counts one attempt; throws the "too many attempts" error once the limit is passed. */
  async hit(name: RateLimitName, subject: string, category?: ErrorCategory): Promise<void> {
    const window = this.window(name, subject);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: window.key, windowStart: window.start, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    await this.sweep();
    if ((row?.count ?? 0) > window.limit)
      throw tooManyAttemptsError(window.retryAfterSec, category);
  }

  /** Throws when the limit is already used up, without counting (sign-in checks before trying). */
  async check(name: RateLimitName, subject: string, category?: ErrorCategory): Promise<void> {
    const window = this.window(name, subject);
    const [row] = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, window.key), eq(rateLimits.windowStart, window.start)));
    if ((row?.count ?? 0) >= window.limit)
      throw tooManyAttemptsError(window.retryAfterSec, category);
  }

  /** Counts one attempt without refusing (a failed sign-in after the check). */
  async record(name: RateLimitName, subject: string): Promise<void> {
    await this.hit(name, subject).catch((error: unknown) => {
      if ((error as { extensions?: { code?: string } }).extensions?.code !== TOO_MANY_ATTEMPTS) {
        throw error;
      }
    });
  }

  /** Forgets the counts of a subject (a successful sign-in clears its failures). */
  async reset(name: RateLimitName, subject: string): Promise<void> {
    const window = this.window(name, subject);
    await this.db.delete(rateLimits).where(eq(rateLimits.key, window.key));
  }

  /** Drops windows older than a day, at most once a minute per process. */
  private async sweep(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 86_400_000)));
  }
}
