import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Sign-in limits (ARCHITECTURE.md security baseline; decision record 0008). Only failures count;
 * a refused attempt is not a failure, so waiting out a limit is always enough.
 */
export const LOGIN_LIMITS = {
  /** Failures per email and client address: the password guesser at one address. */
  perPair: { points: 10, durationSec: 15 * 60 },
  /** Failures per client address over all emails: credential stuffing from one address. */
  perAddress: { points: 30, durationSec: 15 * 60 },
  /**
   * Failures per email from every address, counted over `durationSec`: after `freeFailures`, each
   * failure makes the next attempt for that email wait 1, 2, 4 … seconds, at most `maxDelaySec`.
   * A distributed guesser is slowed to one guess a minute; nobody is locked out for long.
   */
  perEmail: { freeFailures: 3, firstDelaySec: 1, maxDelaySec: 60, durationSec: 15 * 60 },
  /**
   * An (email, address) pair that signed in successfully skips the per-email backoff this long.
   * (The memory store expires keys with setTimeout: keep durations under 24.8 days.)
   */
  knownPairSec: 14 * 24 * 3600,
} as const;

export type LoginLimits = typeof LOGIN_LIMITS;

export interface LoginRefusal {
  /** Which limit refused: the message tells the editor what to do. */
  scope: 'pair' | 'address' | 'email';
  retryAfterMs: number;
}

/** Creates one named counter; the store decides where counts live (memory or PostgreSQL). */
export type LimiterFactory = (
  name: string,
  points: number,
  durationSec: number,
) => RateLimiterAbstract;

interface Limiters {
  pair: RateLimiterAbstract;
  address: RateLimiterAbstract;
  emailFailures: RateLimiterAbstract;
  emailBackoff: RateLimiterAbstract;
  knownPair: RateLimiterAbstract;
}

/** The table every api node shares when DATABASE_URL is set (created on first use). */
export const LOGIN_LIMITS_TABLE = 'login_rate_limits';

/**
 * Counts failed editor sign-ins with rate-limiter-flexible. Time comes from the library (it reads
 * `Date.now()`), so tests move time with fake Date timers; the limits and the store are injected.
 */
export class LoginThrottle {
  private readonly limiters: Promise<Limiters>;

  constructor(
    factory: LimiterFactory | Promise<LimiterFactory>,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {
    this.limiters = Promise.resolve(factory).then((create) => ({
      pair: create('login_pair', limits.perPair.points, limits.perPair.durationSec),
      address: create('login_address', limits.perAddress.points, limits.perAddress.durationSec),
      emailFailures: create('login_email', 1_000_000, limits.perEmail.durationSec),
      // Only `block` writes here; any count above 1 means "wait".
      emailBackoff: create('login_email_backoff', 1, limits.perEmail.maxDelaySec),
      knownPair: create('login_known', 1_000_000, limits.knownPairSec),
    }));
    // Reported when a sign-in awaits it; never an unhandled rejection at start.
    this.limiters.catch(() => undefined);
  }

  /** One process's memory: the default without DATABASE_URL. */
  static memory(limits?: LoginLimits): LoginThrottle {
    return new LoginThrottle(
      (name, points, duration) => new RateLimiterMemory({ keyPrefix: name, points, duration }),
      limits,
    );
  }

  /** Shared by every api node on the same PostgreSQL database. */
  static postgres(pool: pg.Pool, limits?: LoginLimits): LoginThrottle {
    const tableReady = new Promise<void>((resolve, reject) => {
      // Creates the table (IF NOT EXISTS) and clears expired rows hourly for all limiters.
      new RateLimiterPostgres(
        { storeClient: pool, tableName: LOGIN_LIMITS_TABLE, points: 1, duration: 1 },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    const factory = tableReady.then<LimiterFactory>(
      () => (name, points, duration) =>
        new RateLimiterPostgres({
          storeClient: pool,
          tableName: LOGIN_LIMITS_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: false,
          keyPrefix: name,
          points,
          duration,
        }),
    );
    return new LoginThrottle(factory, limits);
  }

  /**
   * Called before the password is checked. Reserves one failure of the pair and the address
   * (given back on success), so parallel guesses cannot all slip in before the first is counted.
   */
  async admit(email: string, address: string): Promise<LoginRefusal | null> {
    const limiters = await this.limiters;
    const pair = pairKey(email, address);
    const known = await limiters.knownPair.get(pair);
    if (!known || !isLive(known)) {
      const backoff = await limiters.emailBackoff.get(emailKey(email));
      if (backoff && isLive(backoff) && backoff.consumedPoints > 1) {
        return { scope: 'email', retryAfterMs: backoff.msBeforeNext };
      }
    }
    const pairRefusal = await consumeOrRefusal(limiters.pair, pair);
    if (pairRefusal !== null) return { scope: 'pair', retryAfterMs: pairRefusal };
    const addressRefusal = await consumeOrRefusal(limiters.address, addressKey(address));
    if (addressRefusal !== null) {
      await limiters.pair.reward(pair, 1);
      return { scope: 'address', retryAfterMs: addressRefusal };
    }
    return null;
  }

  /** A wrong password (or unknown email): the reserved points stay; the email backs off. */
  async recordFailure(email: string): Promise<void> {
    const limiters = await this.limiters;
    const key = emailKey(email);
    const { consumedPoints } = await limiters.emailFailures.penalty(key, 1);
    const { freeFailures, firstDelaySec, maxDelaySec } = this.limits.perEmail;
    if (consumedPoints <= freeFailures) return;
    const delaySec = Math.min(
      firstDelaySec * 2 ** (consumedPoints - freeFailures - 1),
      maxDelaySec,
    );
    await limiters.emailBackoff.block(key, delaySec);
  }

  /** The pair's failures are forgotten, the address gets its point back, the pair is known. */
  async recordSuccess(email: string, address: string): Promise<void> {
    const limiters = await this.limiters;
    const pair = pairKey(email, address);
    await limiters.pair.delete(pair);
    await limiters.address.reward(addressKey(address), 1);
    await limiters.knownPair.set(pair, 1, this.limits.knownPairSec);
  }
}

/** Milliseconds to wait when the limiter refuses, else null (the point is taken). */
async function consumeOrRefusal(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key, 1);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(rejection.msBeforeNext, 1000);
    throw rejection;
  }
}

/** The memory store keeps an expired record until its timer runs; treat it as gone. */
function isLive(result: RateLimiterRes): boolean {
  return result.msBeforeNext > 0;
}

/** Emails are stored hashed: fixed length keys, and no addresses in the limits table. */
function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}

function pairKey(email: string, address: string): string {
  return `${emailKey(email)}|${addressKey(address)}`;
}

/**
 * IPv4 as it is; IPv6 by its /64 network, since one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address for every guess.
 */
export function addressKey(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return bare.slice(0, 64);
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (a.b.c.d) fills two groups.
  const tailSize = tailGroups.reduce((size, group) => size + (group.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(8 - headGroups.length - tailSize).fill('0'),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
