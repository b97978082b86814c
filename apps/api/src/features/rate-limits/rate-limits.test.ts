import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import {
  CREATE_CUSTOMER,
  PASSWORD,
  registeredCustomer,
  registrationInput,
  REQUEST_RESET,
  SIGN_IN,
  SUBSCRIBE,
  uniqueEmail,
} from '../customers/customer-test-calls';
import { RATE_LIMITS } from './rate-limit-rules';

const TOO_MANY = /^Too many attempts\. Try again in \d+ seconds\.$/;

describe('customer rate limits (database-backed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Windows start on the clock's boundaries: begin at one so "the next window" is exact.
    t.clock.set('2026-06-01T10:00:00.000Z');
  });
  afterAll(() => t.close());

  it('limits failed sign-ins per email and address, with retryAfter and Retry-After, until the window ends', async () => {
    const { email } = await registeredCustomer(t.app, t.database, 'gr');
    const from = { store: 'gr', remoteAddress: '198.51.100.1' };
    for (let attempt = 0; attempt < RATE_LIMITS.login.limit; attempt += 1) {
      const wrong = await gql(t.app, SIGN_IN, { email, password: 'Wrong-pass1' }, from);
      expect(firstError(wrong).extensions?.code).toBeUndefined();
    }
    // Now even the right password is refused from here.
    const limited = await gql(t.app, SIGN_IN, { email, password: PASSWORD }, from);
    const error = firstError(limited);
    expect(error.message).toMatch(TOO_MANY);
    expect(error.extensions).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      category: 'graphql-authentication',
    });
    const retryAfter = error.extensions!.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.login.windowSec);
    expect(limited.headers.get('retry-after')).toBe(String(retryAfter));
    expect(error.message).toBe(`Too many attempts. Try again in ${retryAfter} seconds.`);
    // Another address is not limited by this one's failures.
    const other = await gql(
      t.app,
      SIGN_IN,
      { email, password: PASSWORD },
      { ...from, remoteAddress: '198.51.100.2' },
    );
    expect(other.errors).toBeUndefined();
    t.clock.advance(retryAfter * 1000);
    const later = await gql(t.app, SIGN_IN, { email, password: PASSWORD }, from);
    expect(later.errors).toBeUndefined();
  });

  it('limits registrations per address and creates nothing when refused', async () => {
    const from = { store: 'eu', remoteAddress: '198.51.100.20' };
    for (let attempt = 0; attempt < RATE_LIMITS.register.limit; attempt += 1) {
      const ok = await gql(t.app, CREATE_CUSTOMER, { input: registrationInput('eu') }, from);
      expect(ok.errors).toBeUndefined();
    }
    const input = registrationInput('eu');
    const limited = await gql(t.app, CREATE_CUSTOMER, { input }, from);
    expect(firstError(limited).message).toMatch(TOO_MANY);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const available = await gql(
      t.app,
      '{ isEmailAvailable(email: $e) { is_email_available } }'.replace(
        '$e',
        JSON.stringify(input.email),
      ),
      {},
      { store: 'eu', remoteAddress: '198.51.100.21' },
    );
    expect(available.data?.isEmailAvailable.is_email_available).toBe(true);
  });

  it('limits password reset mails per email, whoever asks, and answers unknown emails the same', async () => {
    const { email } = await registeredCustomer(t.app, t.database, 'ie');
    for (let attempt = 0; attempt < RATE_LIMITS.passwordResetEmail.limit; attempt += 1) {
      const ok = await gql(
        t.app,
        REQUEST_RESET,
        { email },
        { store: 'ie', remoteAddress: `198.51.100.${30 + attempt}` },
      );
      expect(ok.data?.requestPasswordResetEmail).toBe(true);
    }
    const limited = await gql(
      t.app,
      REQUEST_RESET,
      { email },
      { store: 'ie', remoteAddress: '198.51.100.40' },
    );
    expect(firstError(limited).message).toMatch(TOO_MANY);
    const unknown = uniqueEmail('nobody');
    for (let attempt = 0; attempt < RATE_LIMITS.passwordResetEmail.limit; attempt += 1) {
      await gql(
        t.app,
        REQUEST_RESET,
        { email: unknown },
        { store: 'ie', remoteAddress: `198.51.100.${50 + attempt}` },
      );
    }
    const unknownLimited = await gql(
      t.app,
      REQUEST_RESET,
      { email: unknown },
      { store: 'ie', remoteAddress: '198.51.100.60' },
    );
    expect(firstError(unknownLimited).message).toMatch(TOO_MANY);
  });

  it('limits newsletter sign-ups per address', async () => {
    const from = { store: 'ch', remoteAddress: '198.51.100.70' };
    for (let attempt = 0; attempt < RATE_LIMITS.newsletter.limit; attempt += 1) {
      expect(
        (await gql(t.app, SUBSCRIBE, { email: uniqueEmail('n') }, from)).errors,
      ).toBeUndefined();
    }
    const limited = await gql(t.app, SUBSCRIBE, { email: uniqueEmail('n') }, from);
    expect(firstError(limited).extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('keeps counting across a restart: a new app on the same database still refuses', async () => {
    const from = { store: 'ca', remoteAddress: '198.51.100.80' };
    for (let attempt = 0; attempt < RATE_LIMITS.newsletter.limit; attempt += 1) {
      await gql(t.app, SUBSCRIBE, { email: uniqueEmail('r') }, from);
    }
    const restarted = createApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: t.logger,
      notifier: t.notifier,
      seedContentFolder: join(t.dataDir, 'none'),
      seedMediaFolder: join(t.dataDir, 'none'),
      seedSiteFooterFolder: join(t.dataDir, 'none'),
    });
    const limited = await gql(restarted, SUBSCRIBE, { email: uniqueEmail('r') }, from);
    expect(firstError(limited).message).toMatch(TOO_MANY);
  });
});

describe('RATE_LIMIT_SCALE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 2 } });
  });
  afterAll(() => t.close());

  it('multiplies the limits', async () => {
    const from = { store: 'gr', remoteAddress: '198.51.100.90' };
    for (let attempt = 0; attempt < RATE_LIMITS.newsletter.limit * 2; attempt += 1) {
      expect(
        (await gql(t.app, SUBSCRIBE, { email: uniqueEmail('s') }, from)).errors,
      ).toBeUndefined();
    }
    expect(
      firstError(await gql(t.app, SUBSCRIBE, { email: uniqueEmail('s') }, from)).message,
    ).toMatch(TOO_MANY);
  });
});
