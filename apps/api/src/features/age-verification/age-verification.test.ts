import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageVerificationAttempts, customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../trs/trs-test-calls';
import { startFakeServer, type FakeServer } from './fake-provider-server';
import { MESSAGES } from './age-verification-rules';
import { MAX_ATTEMPTS } from './age-verification-settings';
import {
  AGE_STATE,
  AGE_TEST_CONFIG,
  testCustomer,
  personInput,
  VERIFY_AGE,
  type TestCustomer,
} from './age-verification-test-calls';

describe('age verification of the logged-in customer (local test provider)', () => {
  let t: TestApp;
  let ada: TestCustomer;
  let bob: TestCustomer;
  const as = (customer: TestCustomer | null, store = 'uk') => ({
    headers: { store, ...(customer ? { authorization: `Bearer ${customer.token}` } : {}) },
  });
  beforeAll(async () => {
    t = await createTestApp({ config: AGE_TEST_CONFIG });
    ada = await testCustomer(t, { firstname: 'Ada', lastname: 'Lovelace' });
    bob = await testCustomer(t, { firstname: 'Bob', lastname: 'Refused' });
  });
  afterAll(() => t.close());

  it("exposes the store view's settings on StoreConfig", async () => {
    const uk = await call(
      t.app,
      `{ storeConfig { age_verification_enabled age_verification_areas age_verification_methods } }`,
    );
    expect(uk.data?.storeConfig).toEqual({
      age_verification_enabled: true,
      age_verification_areas: ['checkout', 'account'],
      age_verification_methods: ['electoral_roll', 'credit_reference', 'document'],
    });
    const gr = await call(
      t.app,
      `{ storeConfig { age_verification_methods } }`,
      {},
      { headers: { store: 'gr' } },
    );
    expect(gr.data?.storeConfig.age_verification_methods).toEqual(['document']);
  });

  it('refuses a guest and a token of another store view', async () => {
    for (const options of [as(null), as(ada, 'ie')]) {
      const state = await call(t.app, AGE_STATE, {}, options);
      expect(state.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
      const verify = await call(t.app, VERIFY_AGE, { input: personInput(ada) }, options);
      expect(verify.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    }
  });

  it('shows a new customer as not verified with every attempt left', async () => {
    const state = await call(t.app, AGE_STATE, {}, as(ada));
    expect(state.data?.customerAgeVerification).toEqual({
      is_enabled: true,
      is_customer_quote_age_verified: false,
      areas: ['checkout', 'account'],
      methods: ['electoral_roll', 'credit_reference', 'document'],
      last_outcome: null,
      attempts_left: MAX_ATTEMPTS,
    });
  });

  it("does not let one customer verify with another's details (IDOR)", async () => {
    const result = await call(t.app, VERIFY_AGE, { input: personInput(ada) }, as(bob));
    expect(result.errors?.[0]).toMatchObject({
      message: MESSAGES.notAccountHolder,
      extensions: { category: 'graphql-input', field: 'firstname', code: 'NOT_ACCOUNT_HOLDER' },
    });
    const [stored] = await t.database.db.select().from(customers).where(eq(customers.id, ada.id));
    expect(stored?.ageVerifiedAt).toBeNull();
  });

  it('passes an adult, records it on the customer, and does not check again', async () => {
    const result = await call(t.app, VERIFY_AGE, { input: personInput(ada) }, as(ada));
    expect(result.data?.verifyCustomerAge).toEqual({
      outcome: 'PASS',
      reference: expect.stringMatching(/^TEST-/),
      is_age_verified: true,
    });
    const [stored] = await t.database.db.select().from(customers).where(eq(customers.id, ada.id));
    expect(stored?.ageVerifiedAt).toEqual(t.clock.now());
    const again = await call(
      t.app,
      VERIFY_AGE,
      { input: personInput(ada, { method: 'document', document_number: 'X1' }) },
      as(ada),
    );
    expect(again.data?.verifyCustomerAge).toMatchObject({ outcome: 'PASS', is_age_verified: true });
    const attempts = await t.database.db
      .select()
      .from(ageVerificationAttempts)
      .where(eq(ageVerificationAttempts.customerId, ada.id));
    expect(attempts).toHaveLength(1);
    expect(JSON.stringify(attempts)).not.toMatch(/Lovelace|1990|SW1A/);
    const account = await call(t.app, `{ customer { is_age_verified } }`, {}, as(ada));
    expect(account.data?.customer.is_age_verified).toBe(true);
    const state = await call(t.app, AGE_STATE, {}, as(ada));
    expect(state.data?.customerAgeVerification).toMatchObject({
      is_customer_quote_age_verified: true,
      last_outcome: 'PASS',
    });
    // Bob still sees his own state, not Ada's.
    const bobState = await call(t.app, AGE_STATE, {}, as(bob));
    expect(bobState.data?.customerAgeVerification).toMatchObject({
      is_customer_quote_age_verified: false,
      last_outcome: null,
    });
  });

  it('fails the test surname Refused, and limits attempts', async () => {
    const input = personInput(bob);
    const failed = await call(t.app, VERIFY_AGE, { input }, as(bob));
    expect(failed.data?.verifyCustomerAge).toMatchObject({
      outcome: 'FAIL',
      is_age_verified: false,
    });
    for (let index = 1; index < MAX_ATTEMPTS; index += 1) {
      await call(t.app, VERIFY_AGE, { input }, as(bob));
    }
    const state = await call(t.app, AGE_STATE, {}, as(bob));
    expect(state.data?.customerAgeVerification).toMatchObject({
      last_outcome: 'FAIL',
      attempts_left: 0,
    });
    const refused = await call(t.app, VERIFY_AGE, { input }, as(bob));
    expect(refused.errors?.[0]).toMatchObject({
      message: MESSAGES.tooMany,
      extensions: { code: 'TOO_MANY_ATTEMPTS' },
    });
    t.clock.advance(24 * 3_600_000 + 1);
    expect(
      (await call(t.app, VERIFY_AGE, { input }, as(bob))).data?.verifyCustomerAge.outcome,
    ).toBe('FAIL');
  });

  it('validates the input, naming the field', async () => {
    const carol = await testCustomer(t, { firstname: 'Carol', lastname: 'Young' });
    const refuse = async (overrides: Record<string, unknown>, field: string, store = 'uk') => {
      const result = await call(
        t.app,
        VERIFY_AGE,
        { input: personInput(carol, overrides) },
        as(carol, store),
      );
      expect(result.errors?.[0]?.extensions).toMatchObject({ category: 'graphql-input', field });
    };
    await refuse({ date_of_birth: '1990-02-30' }, 'date_of_birth');
    await refuse({ method: 'document' }, 'document_number');
    await refuse({ method: 'palm_reading' }, 'method');
    await refuse({ postcode: 'x'.repeat(21) }, 'postcode');
    await refuse({ country_code: 'GBR' }, 'country_code');
    // The date of birth must be the account's.
    await refuse({ date_of_birth: '1991-05-17' }, 'date_of_birth');
  });
});

describe('age verification through the GBG-shaped adapter (fake provider server)', () => {
  let t: TestApp;
  let server: FakeServer;
  let eve: TestCustomer;
  beforeAll(async () => {
    server = await startFakeServer();
    t = await createTestApp({
      config: {
        ...AGE_TEST_CONFIG,
        ageVerification: { url: server.url, key: 'provider-key', timeoutMs: 300 },
      },
    });
    eve = await testCustomer(t, { firstname: 'Eve', lastname: 'Adult' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  const verify = () =>
    call(
      t.app,
      VERIFY_AGE,
      { input: personInput(eve) },
      {
        headers: { authorization: `Bearer ${eve.token}` },
      },
    );

  it('answers unavailable when the provider fails, and stores the attempt as an error', async () => {
    server.respond = (_request, response) => {
      response.writeHead(502);
      response.end();
    };
    const failed = await verify();
    expect(failed.errors?.[0]).toMatchObject({
      message: MESSAGES.unavailable,
      extensions: { code: 'AGE_VERIFICATION_UNAVAILABLE' },
    });
    const [attempt] = await t.database.db.select().from(ageVerificationAttempts);
    expect(attempt).toMatchObject({ outcome: 'ERROR', provider: 'gbg' });
    expect(JSON.stringify(t.logger.entries)).not.toMatch(/Eve|Adult|provider-key/);
  });

  it("verifies on the provider's Pass", async () => {
    server.respond = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ AuthenticationID: 'gbg-77', BandText: 'Pass' }));
    };
    expect((await verify()).data?.verifyCustomerAge).toEqual({
      outcome: 'PASS',
      reference: 'gbg-77',
      is_age_verified: true,
    });
    expect(JSON.parse(server.requests.at(-1)!.body).CustomerReference).toMatch(/^AV-/);
  });
});
