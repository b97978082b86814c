import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import {
  asCustomer,
  CUSTOMER,
  PASSWORD,
  registeredCustomer,
  SIGN_IN,
  SIGN_OUT,
  uniqueEmail,
} from './customer-test-calls';

const NOT_AUTHORIZED = {
  message: "The current customer isn't authorized.",
  extensions: { category: 'graphql-authorization' },
};

describe('customer sessions (generateCustomerToken, revokeCustomerToken, customer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { customerSessionMs: 60 * 60_000 } });
  });
  afterAll(() => t.close());

  it('reads the account with the token and sends x-session-lifetime in seconds', async () => {
    const { token, email } = await registeredCustomer(t.app, t.database, 'gr');
    const result = await asCustomer(t.app, token, 'gr', CUSTOMER);
    expect(result.data?.customer).toMatchObject({
      email,
      firstname: 'Ada',
      phone: '+44 20 7946 0000',
    });
    expect(result.data?.customer.session_id).toMatch(/^[0-9a-f]{32}$/);
    expect(result.headers.get('x-session-lifetime')).toBe('3600');
    t.clock.advance(10 * 60_000);
    const later = await asCustomer(t.app, token, 'gr', CUSTOMER);
    expect(later.headers.get('x-session-lifetime')).toBe('3000');
    // Any request with a valid token gets it, not only customer fields.
    const other = await gql(t.app, '{ storeConfig { store_code } }', {}, { token, store: 'gr' });
    expect(other.headers.get('x-session-lifetime')).toBe('3000');
  });

  it('tells the sign-in response how long the new token lives (for the cookie)', async () => {
    const { email } = await registeredCustomer(t.app, t.database, 'gr');
    const result = await gql(t.app, SIGN_IN, { email, password: PASSWORD }, { store: 'gr' });
    expect(result.headers.get('x-session-lifetime')).toBe('3600');
    const failed = await gql(t.app, SIGN_IN, { email, password: 'Wrong-pass1' }, { store: 'gr' });
    expect(failed.headers.get('x-session-lifetime')).toBeNull();
  });

  it('refuses the customer query without a token, with HTTP 200 and data.customer null', async () => {
    const result = await gql(t.app, CUSTOMER, {}, { store: 'gr' });
    expect(result.data?.customer).toBeNull();
    expect(firstError(result)).toMatchObject(NOT_AUTHORIZED);
    expect(result.headers.get('x-session-lifetime')).toBeNull();
  });

  it('expires the token after CUSTOMER_SESSION_MINUTES', async () => {
    const { token } = await registeredCustomer(t.app, t.database, 'ie');
    t.clock.advance(60 * 60_000 - 1000);
    expect((await asCustomer(t.app, token, 'ie', CUSTOMER)).data?.customer).not.toBeNull();
    t.clock.advance(1000);
    const expired = await asCustomer(t.app, token, 'ie', CUSTOMER);
    expect(firstError(expired)).toMatchObject(NOT_AUTHORIZED);
    expect(expired.headers.get('x-session-lifetime')).toBeNull();
  });

  it('works only in the store view it was issued in, and a customer signs in only in their own', async () => {
    const { token, email } = await registeredCustomer(t.app, t.database, 'ca');
    expect(firstError(await asCustomer(t.app, token, 'ch', CUSTOMER))).toMatchObject(
      NOT_AUTHORIZED,
    );
    expect(firstError(await asCustomer(t.app, token, 'uk', CUSTOMER))).toMatchObject(
      NOT_AUTHORIZED,
    );
    const elsewhere = await gql(t.app, SIGN_IN, { email, password: PASSWORD }, { store: 'ch' });
    expect(firstError(elsewhere).extensions?.category).toBe('graphql-authentication');
  });

  it('revokes the token: the next request is refused and gets no session header', async () => {
    const { token } = await registeredCustomer(t.app, t.database, 'us', {
      date_of_birth: '1980-01-01',
    });
    const revoked = await asCustomer(t.app, token, 'us', SIGN_OUT);
    expect(revoked.data?.revokeCustomerToken).toEqual({ result: true });
    expect(revoked.headers.get('x-session-lifetime')).toBeNull();
    expect(firstError(await asCustomer(t.app, token, 'us', CUSTOMER))).toMatchObject(
      NOT_AUTHORIZED,
    );
    expect(firstError(await asCustomer(t.app, token, 'us', SIGN_OUT))).toMatchObject(
      NOT_AUTHORIZED,
    );
  });

  it("gives one message for a wrong password and an unknown email (Magento's)", async () => {
    const { email } = await registeredCustomer(t.app, t.database, 'eu');
    const wrong = await gql(t.app, SIGN_IN, { email, password: 'Wrong-pass1' }, { store: 'eu' });
    const unknown = await gql(
      t.app,
      SIGN_IN,
      { email: uniqueEmail(), password: PASSWORD },
      { store: 'eu' },
    );
    const message =
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
    expect(firstError(wrong)).toMatchObject({
      message,
      extensions: { category: 'graphql-authentication' },
    });
    expect(firstError(unknown)).toMatchObject({
      message,
      extensions: { category: 'graphql-authentication' },
    });
    expect(wrong.data?.generateCustomerToken).toBeNull();
  });

  it('does not take an editor token as a customer token', async () => {
    const { signIn } = await import('../../test/test-app');
    const editorToken = await signIn(t.app);
    expect(firstError(await gql(t.app, CUSTOMER, {}, { token: editorToken }))).toMatchObject(
      NOT_AUTHORIZED,
    );
  });
});
