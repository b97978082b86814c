import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  CREATE_CUSTOMER,
  REQUEST_RESET,
  registrationInput,
  SUBSCRIBE,
} from '../customers/customer-test-calls';
import { call } from '../trs/trs-test-calls';
import { CAPTCHA_FAILED_MESSAGE, TEST_CAPTCHA_TOKEN } from './captcha-service';

describe('CAPTCHA on the protected customer forms (CAPTCHA_STORE_VIEWS=uk)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { captcha: { minScore: 0.5, storeViews: ['uk'] }, rateLimitScale: 1000 },
    });
  });
  afterAll(() => t.close());

  const operations = () => [
    {
      name: 'createCustomerV2',
      query: CREATE_CUSTOMER,
      variables: { input: registrationInput('uk') },
    },
    {
      name: 'requestPasswordResetEmail',
      query: REQUEST_RESET,
      variables: { email: 'someone@example.com' },
    },
    {
      name: 'subscribeEmailToNewsletter',
      query: SUBSCRIBE,
      variables: { email: 'reader@example.com' },
    },
  ];

  it('refuses each without a token or with a wrong one, and runs it with the token', async () => {
    for (const { name, query, variables } of operations()) {
      for (const headers of [{}, { 'x-recaptcha': 'wrong' }] as Record<string, string>[]) {
        const refused = await call(t.app, query, variables, { headers });
        expect(refused.errors?.[0], name).toMatchObject({
          message: CAPTCHA_FAILED_MESSAGE,
          extensions: { category: 'graphql-input' },
        });
      }
      const passed = await call(t.app, query, variables, {
        headers: { 'x-recaptcha': TEST_CAPTCHA_TOKEN },
      });
      expect(passed.errors, name).toBeUndefined();
    }
  });

  it('asks nothing in a store view that does not require a CAPTCHA', async () => {
    const result = await call(
      t.app,
      CREATE_CUSTOMER,
      { input: registrationInput('ie') },
      { headers: { store: 'ie' } },
    );
    expect(result.errors).toBeUndefined();
  });
});
