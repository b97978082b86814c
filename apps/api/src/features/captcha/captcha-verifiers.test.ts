import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../logger';
import { startFakeServer, type FakeServer } from '../age-verification/fake-provider-server';
import { captchaConfigOf } from './captcha-config';
import {
  CAPTCHA_FAILED_MESSAGE,
  CaptchaService,
  RecaptchaV3Verifier,
  TEST_CAPTCHA_TOKEN,
  TestCaptchaVerifier,
} from './captcha-service';

const headers = (token?: string) => ({
  headers: new Headers(token === undefined ? {} : { 'x-recaptcha': token }),
});

describe('the CAPTCHA service with the local test verifier', () => {
  const logger = new MemoryLogger();
  const service = new CaptchaService(new TestCaptchaVerifier(), ['uk'], logger);

  it("accepts only the token 'pass' where the store view requires a CAPTCHA", async () => {
    await expect(
      service.require('uk', headers(TEST_CAPTCHA_TOKEN), 'create_account', '203.0.113.7'),
    ).resolves.toBeUndefined();
    for (const token of [undefined, '', 'fail', 'pass2']) {
      await expect(
        service.require('uk', headers(token), 'create_account', '203.0.113.7'),
      ).rejects.toMatchObject({
        message: CAPTCHA_FAILED_MESSAGE,
        extensions: { category: 'graphql-input' },
      });
    }
    expect(JSON.stringify(logger.entries)).not.toContain('pass2');
  });

  it('asks nothing where the store view does not require a CAPTCHA', async () => {
    await expect(
      service.require('gr', headers(), 'newsletter', '203.0.113.7'),
    ).resolves.toBeUndefined();
  });

  it('reads CAPTCHA_STORE_VIEWS as a list, all, or none', () => {
    const of = (value?: string) =>
      captchaConfigOf({ RECAPTCHA_MIN_SCORE: 0.5, CAPTCHA_STORE_VIEWS: value }).storeViews;
    expect(of(undefined)).toEqual([]);
    expect(of('uk, IE')).toEqual(['uk', 'ie']);
    expect(of('all')).toHaveLength(7);
    expect(() => of('uk,mars')).toThrow(/mars/);
  });
});

describe('the Google reCAPTCHA v3 verifier against a fake siteverify', () => {
  let server: FakeServer;
  const logger = new MemoryLogger();
  const verifier = () =>
    new RecaptchaV3Verifier({
      secretKey: 'recaptcha-secret',
      minScore: 0.5,
      logger,
      verifyUrl: server.url,
      timeoutMs: 300,
    });
  const answer = (body: unknown, status = 200) => {
    server.respond = (_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
  };
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('posts the secret, the token and the address, and passes a good score for the action', async () => {
    answer({ success: true, score: 0.9, action: 'create_account' });
    expect(await verifier().verify('tok', 'create_account', '203.0.113.7')).toEqual({ ok: true });
    const form = new URLSearchParams(server.requests[0]!.body);
    expect(Object.fromEntries(form)).toEqual({
      secret: 'recaptcha-secret',
      response: 'tok',
      remoteip: '203.0.113.7',
    });
  });

  it('refuses a low score, another action, an invalid token, and answers it cannot read', async () => {
    answer({ success: true, score: 0.2, action: 'create_account' });
    expect(await verifier().verify('tok', 'create_account', '')).toEqual({
      ok: false,
      reason: 'low-score',
    });
    answer({ success: true, score: 0.9, action: 'newsletter' });
    expect((await verifier().verify('tok', 'create_account', '')).ok).toBe(false);
    answer({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await verifier().verify('tok', 'create_account', '')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    answer({ nonsense: true });
    expect(await verifier().verify('tok', 'create_account', '')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    answer({}, 503);
    expect((await verifier().verify('tok', 'create_account', '')).ok).toBe(false);
  });

  it('fails closed when Google does not answer in time', async () => {
    server.respond = () => undefined;
    expect(await verifier().verify('tok', 'newsletter', '')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(JSON.stringify(logger.entries)).not.toContain('recaptcha-secret');
  });
});
