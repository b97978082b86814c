import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import {
  asCustomer,
  CHANGE_PASSWORD,
  CONFIRM_EMAIL,
  CONFIRM_SUBSCRIPTION,
  CREATE_ADDRESS,
  CREATE_CUSTOMER,
  CUSTOMER,
  DELETE_ADDRESS,
  lastMail,
  NEWSLETTER_STATUS,
  PASSWORD,
  registeredCustomer,
  registrationInput,
  REQUEST_RESET,
  RESET_PASSWORD,
  SIGN_IN,
  SIGN_OUT,
  SUBSCRIBE,
  UNSUBSCRIBE,
  UPDATE_ADDRESS,
  UPDATE_CUSTOMER,
  UPDATE_CUSTOMER_DEPRECATED,
  UPDATE_EMAIL,
} from './customer-test-calls';

const B_PASSWORD = 'B-passw0rd!';
const STORE = 'uk';

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  telephone: '+44 20 7946 0000',
  street: ['1 High Street'],
  city: 'London',
  postcode: 'SW1A 1AA',
  country_code: 'GB',
};

/**
 * Customer B, signed in, runs every customer operation against customer A's ids and data. A's
 * account, read back with A's own token before and after, must be exactly as it was, and no
 * answer to B may carry A's data.
 */
describe("IDOR: a customer's token cannot read or change another customer's data", () => {
  let t: TestApp;
  let a: { email: string; token: string; id: number };
  let b: { email: string; token: string; id: number };
  let aAddressId: number;
  let aBefore: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await registeredCustomer(t.app, t.database, STORE);
    b = await registeredCustomer(t.app, t.database, STORE, {
      password: B_PASSWORD,
      firstname: 'Bob',
    });
    const created = await asCustomer(t.app, a.token, STORE, CREATE_ADDRESS, {
      input: { ...ADDRESS, street: ['2 Private Road'] },
    });
    aAddressId = created.data!.createCustomerAddress.id;
    aBefore = (await asCustomer(t.app, a.token, STORE, CUSTOMER)).data!.customer;
  });
  afterAll(() => t.close());

  const asB = (query: string, variables: Record<string, unknown> = {}) =>
    asCustomer(t.app, b.token, STORE, query, variables);

  /** No part of an answer to B mentions A's email, id-bound data or address. */
  function carriesNothingOfA(value: unknown) {
    const text = JSON.stringify(value);
    expect(text).not.toContain(a.email);
    expect(text).not.toContain('2 Private Road');
  }

  it('customer: B reads B', async () => {
    const result = await asB(CUSTOMER);
    expect(result.data?.customer).toMatchObject({
      email: b.email,
      entity_id: b.id,
      firstname: 'Bob',
    });
    carriesNothingOfA(result);
  });

  it('updateCustomerV2 / updateCustomer change B only', async () => {
    const v2 = await asB(UPDATE_CUSTOMER, { input: { firstname: 'Mallory', lastname: 'Evil' } });
    expect(v2.data?.updateCustomerV2.customer.email).toBe(b.email);
    carriesNothingOfA(v2);
    const old = await asB(UPDATE_CUSTOMER_DEPRECATED, {
      input: { firstname: 'Mallory', email: a.email, password: B_PASSWORD },
    });
    expect(firstError(old).extensions?.category).toBe('graphql-already-exists');
    carriesNothingOfA(old.data);
  });

  it("updateCustomerEmail to A's address is refused", async () => {
    const result = await asB(UPDATE_EMAIL, { email: a.email, password: B_PASSWORD });
    expect(firstError(result).extensions?.category).toBe('graphql-already-exists');
    const withAPassword = await asB(UPDATE_EMAIL, { email: 'x@example.com', password: PASSWORD });
    expect(firstError(withAPassword).extensions?.category).toBe('graphql-authentication');
  });

  it("changeCustomerPassword with A's password does not touch A", async () => {
    const result = await asB(CHANGE_PASSWORD, {
      currentPassword: PASSWORD,
      newPassword: 'Hijack3d-pass',
    });
    expect(firstError(result).extensions?.category).toBe('graphql-authentication');
    const signIn = await gql(
      t.app,
      SIGN_IN,
      { email: a.email, password: PASSWORD },
      { store: STORE },
    );
    expect(signIn.errors).toBeUndefined();
  });

  it("updateCustomerAddress / deleteCustomerAddress on A's address: no such entity", async () => {
    const update = await asB(UPDATE_ADDRESS, { id: aAddressId, input: { city: 'Hijacked' } });
    expect(firstError(update).extensions?.category).toBe('graphql-no-such-entity');
    expect(update.data?.updateCustomerAddress).toBeNull();
    const remove = await asB(DELETE_ADDRESS, { id: aAddressId });
    expect(firstError(remove).extensions?.category).toBe('graphql-no-such-entity');
    const create = await asB(CREATE_ADDRESS, { input: { ...ADDRESS, default_billing: true } });
    expect(create.data?.createCustomerAddress.id).not.toBe(aAddressId);
  });

  it("newsletter: B subscribing A's email does not subscribe A; A's links need A's code", async () => {
    const subscribe = await asB(SUBSCRIBE, { email: a.email });
    expect(subscribe.data?.subscribeEmailToNewsletter).toEqual({ status: 'NOT_ACTIVE' });
    const mail = await lastMail(t.database, a.email, 'newsletter-confirmation');
    const id = /\/id\/(\d+)\//.exec(mail.payload.confirmUrl!)![1];
    const guess = { id, code: 'B'.repeat(43) };
    expect(firstError(await asB(CONFIRM_SUBSCRIPTION, guess)).extensions?.category).toBe(
      'graphql-input',
    );
    expect(firstError(await asB(UNSUBSCRIBE, guess)).extensions?.category).toBe('graphql-input');
    expect((await asB(NEWSLETTER_STATUS)).data?.newsletterStatus.result).toBe(3);
  });

  it("confirmEmail and resetPassword with B's secrets against A fail", async () => {
    const c = registrationInput(STORE);
    await gql(t.app, CREATE_CUSTOMER, { input: c }, { store: STORE });
    const confirmUrl = new URL(
      (await lastMail(t.database, c.email as string, 'account-confirmation')).payload.confirmUrl!,
    );
    const confirm = await asB(CONFIRM_EMAIL, {
      input: { id: String(a.id), confirmation_key: confirmUrl.searchParams.get('key') },
    });
    expect(firstError(confirm).extensions?.category).toBe('graphql-input');

    await gql(t.app, REQUEST_RESET, { email: b.email }, { store: STORE });
    const resetUrl = new URL(
      (await lastMail(t.database, b.email, 'password-reset')).payload.resetUrl!,
    );
    const reset = await asB(RESET_PASSWORD, {
      email: a.email,
      token: resetUrl.searchParams.get('token'),
      password: 'Hijack3d-pass',
    });
    expect(firstError(reset).extensions?.category).toBe('graphql-input');
  });

  it("revokeCustomerToken ends B's session only", async () => {
    expect((await asB(SIGN_OUT)).data?.revokeCustomerToken).toEqual({ result: true });
    expect(firstError(await asB(CUSTOMER)).extensions?.category).toBe('graphql-authorization');
  });

  it("leaves A's account exactly as it was", async () => {
    const after = await asCustomer(t.app, a.token, STORE, CUSTOMER);
    expect(after.errors).toBeUndefined();
    expect(after.data!.customer).toEqual(aBefore);
    const signIn = await gql(
      t.app,
      SIGN_IN,
      { email: a.email, password: PASSWORD },
      { store: STORE },
    );
    expect(signIn.errors).toBeUndefined();
  });
});
