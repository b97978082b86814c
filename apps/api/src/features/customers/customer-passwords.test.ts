import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import {
  asCustomer,
  CUSTOMER,
  lastMail,
  mailsTo,
  PASSWORD,
  registeredCustomer,
  REQUEST_RESET,
  RESET_PASSWORD,
  SIGN_IN,
  uniqueEmail,
} from './customer-test-calls';

const NEW_PASSWORD = 'Rep1aced-pass';

describe('password reset (requestPasswordResetEmail, resetPassword)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function requestReset(email: string, store = 'gr') {
    const result = await gql(t.app, REQUEST_RESET, { email }, { store });
    expect(result.data?.requestPasswordResetEmail).toBe(true);
    const mail = await lastMail(t.database, email, 'password-reset');
    const url = new URL(mail.payload.resetUrl!);
    return { url, token: url.searchParams.get('token')! };
  }

  it('mails a link to the create-password page and sets the new password once', async () => {
    const { email, token: session } = await registeredCustomer(t.app, t.database, 'gr');
    const { url, token } = await requestReset(email);
    expect(`${url.origin}${url.pathname}`).toBe(
      'http://127.0.0.1:3000/gr/customer/account/createPassword/',
    );
    expect(url.searchParams.get('email')).toBe(email);
    const reset = await gql(
      t.app,
      RESET_PASSWORD,
      { email, token, password: NEW_PASSWORD },
      { store: 'gr' },
    );
    expect(reset.data?.resetPassword).toBe(true);
    expect(
      (await gql(t.app, SIGN_IN, { email, password: NEW_PASSWORD }, { store: 'gr' })).errors,
    ).toBeUndefined();
    // Sessions from before the reset end.
    expect(firstError(await asCustomer(t.app, session, 'gr', CUSTOMER)).extensions?.category).toBe(
      'graphql-authorization',
    );
    // Single use.
    const again = await gql(
      t.app,
      RESET_PASSWORD,
      { email, token, password: 'An0ther-pass' },
      { store: 'gr' },
    );
    expect(firstError(again)).toMatchObject({
      message: 'The password token is mismatched. Reset and try again.',
      extensions: { category: 'graphql-input' },
    });
    expect(
      (await gql(t.app, SIGN_IN, { email, password: NEW_PASSWORD }, { store: 'gr' })).errors,
    ).toBeUndefined();
    expect(await mailsTo(t.database, email, 'password-changed')).toHaveLength(1);
  });

  it('expires the link after one hour', async () => {
    const { email } = await registeredCustomer(t.app, t.database, 'gr');
    const { token } = await requestReset(email);
    t.clock.advance(60 * 60_000);
    const late = await gql(
      t.app,
      RESET_PASSWORD,
      { email, token, password: NEW_PASSWORD },
      { store: 'gr' },
    );
    expect(firstError(late).extensions?.category).toBe('graphql-input');
    expect(
      (await gql(t.app, SIGN_IN, { email, password: PASSWORD }, { store: 'gr' })).errors,
    ).toBeUndefined();
  });

  it('voids older links when a new one is requested', async () => {
    const { email } = await registeredCustomer(t.app, t.database, 'ie');
    const first = await requestReset(email, 'ie');
    const second = await requestReset(email, 'ie');
    const old = await gql(
      t.app,
      RESET_PASSWORD,
      { email, token: first.token, password: NEW_PASSWORD },
      { store: 'ie' },
    );
    expect(firstError(old).extensions?.category).toBe('graphql-input');
    const current = await gql(
      t.app,
      RESET_PASSWORD,
      { email, token: second.token, password: NEW_PASSWORD },
      { store: 'ie' },
    );
    expect(current.data?.resetPassword).toBe(true);
  });

  it('answers true for an unknown email and sends nothing (no account enumeration)', async () => {
    const email = uniqueEmail('nobody');
    const result = await gql(t.app, REQUEST_RESET, { email }, { store: 'gr' });
    expect(result.data?.requestPasswordResetEmail).toBe(true);
    expect(await mailsTo(t.database, email)).toHaveLength(0);
  });

  it("does not take a token for another customer's email or another store view", async () => {
    const a = await registeredCustomer(t.app, t.database, 'ca');
    const b = await registeredCustomer(t.app, t.database, 'ca');
    const { token } = await requestReset(a.email, 'ca');
    const wrongEmail = await gql(
      t.app,
      RESET_PASSWORD,
      { email: b.email, token, password: NEW_PASSWORD },
      { store: 'ca' },
    );
    expect(firstError(wrongEmail).extensions?.category).toBe('graphql-input');
    const wrongView = await gql(
      t.app,
      RESET_PASSWORD,
      { email: a.email, token, password: NEW_PASSWORD },
      { store: 'us' },
    );
    expect(firstError(wrongView).extensions?.category).toBe('graphql-input');
    expect(
      (await gql(t.app, SIGN_IN, { email: b.email, password: PASSWORD }, { store: 'ca' })).errors,
    ).toBeUndefined();
  });

  it('refuses a weak new password with graphql-input naming newPassword, and keeps the token usable', async () => {
    const { email } = await registeredCustomer(t.app, t.database, 'eu');
    const { token } = await requestReset(email, 'eu');
    const weak = await gql(
      t.app,
      RESET_PASSWORD,
      { email, token, password: 'short' },
      { store: 'eu' },
    );
    expect(firstError(weak).extensions).toMatchObject({
      category: 'graphql-input',
      field: 'newPassword',
    });
    const ok = await gql(
      t.app,
      RESET_PASSWORD,
      { email, token, password: NEW_PASSWORD },
      { store: 'eu' },
    );
    expect(ok.data?.resetPassword).toBe(true);
  });
});
