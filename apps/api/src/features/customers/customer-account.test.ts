import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import {
  asCustomer,
  CHANGE_PASSWORD,
  CUSTOMER,
  lastMail,
  PASSWORD,
  registeredCustomer,
  SIGN_IN,
  UPDATE_CUSTOMER,
  UPDATE_CUSTOMER_DEPRECATED,
  UPDATE_EMAIL,
  uniqueEmail,
} from './customer-test-calls';

describe('the account (updateCustomerV2, updateCustomerEmail, changeCustomerPassword)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('updates details, phone and communication preferences', async () => {
    const { token } = await registeredCustomer(t.app, t.database, 'gr');
    const result = await asCustomer(t.app, token, 'gr', UPDATE_CUSTOMER, {
      input: {
        firstname: 'Augusta',
        dob: '1985-12-10',
        gender: 2,
        phone: '+30 21 0000 0000',
        text_preference: true,
        post_preference: true,
        is_subscribed: true,
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateCustomerV2.customer).toMatchObject({
      firstname: 'Augusta',
      lastname: 'Lovelace',
      date_of_birth: '1985-12-10',
      gender: 2,
      phone: '+30 21 0000 0000',
      is_subscribed: true,
      communication: { newsletter: true, text: true, post: true },
    });
    const off = await asCustomer(t.app, token, 'gr', UPDATE_CUSTOMER, {
      input: { is_subscribed: false, text_preference: false },
    });
    expect(off.data?.updateCustomerV2.customer.communication).toEqual({
      newsletter: false,
      text: false,
      post: true,
    });
  });

  it("refuses a date of birth under the market's minimum age and changes nothing", async () => {
    const { token } = await registeredCustomer(t.app, t.database, 'us', {
      date_of_birth: '1980-01-01',
    });
    const result = await asCustomer(t.app, token, 'us', UPDATE_CUSTOMER, {
      input: { date_of_birth: '2006-01-01', firstname: 'Young' },
    });
    expect(firstError(result).extensions).toMatchObject({
      category: 'graphql-input',
      field: 'date_of_birth',
      messageKey: 'account.errors.tooYoung',
    });
    const after = await asCustomer(t.app, token, 'us', CUSTOMER);
    expect(after.data?.customer).toMatchObject({ firstname: 'Ada', date_of_birth: '1980-01-01' });
  });

  it('changes the email with the password and tells the old address', async () => {
    const { token, email } = await registeredCustomer(t.app, t.database, 'ie');
    const wrong = await asCustomer(t.app, token, 'ie', UPDATE_EMAIL, {
      email: uniqueEmail(),
      password: 'Wrong-pass1',
    });
    expect(firstError(wrong).extensions?.category).toBe('graphql-authentication');
    const next = uniqueEmail('new');
    const result = await asCustomer(t.app, token, 'ie', UPDATE_EMAIL, {
      email: next,
      password: PASSWORD,
    });
    expect(result.data?.updateCustomerEmail.customer.email).toBe(next);
    const notice = await lastMail(t.database, email, 'email-changed');
    expect(notice.payload.newEmail).toBe(next);
    expect(
      (await gql(t.app, SIGN_IN, { email: next, password: PASSWORD }, { store: 'ie' })).errors,
    ).toBeUndefined();

    const other = await registeredCustomer(t.app, t.database, 'ie');
    const taken = await asCustomer(t.app, token, 'ie', UPDATE_EMAIL, {
      email: other.email,
      password: PASSWORD,
    });
    expect(firstError(taken).extensions?.category).toBe('graphql-already-exists');
  });

  it('changes the password: other sessions end, this one goes on, a mail tells the customer', async () => {
    const { token, email } = await registeredCustomer(t.app, t.database, 'ch');
    const second = await gql(t.app, SIGN_IN, { email, password: PASSWORD }, { store: 'ch' });
    const otherToken = second.data!.generateCustomerToken.token as string;
    const wrong = await asCustomer(t.app, token, 'ch', CHANGE_PASSWORD, {
      currentPassword: 'Wrong-pass1',
      newPassword: 'N3w-password',
    });
    expect(firstError(wrong).extensions).toMatchObject({
      category: 'graphql-authentication',
      field: 'currentPassword',
    });
    const weak = await asCustomer(t.app, token, 'ch', CHANGE_PASSWORD, {
      currentPassword: PASSWORD,
      newPassword: 'weak',
    });
    expect(firstError(weak).extensions).toMatchObject({
      category: 'graphql-input',
      field: 'newPassword',
    });
    const changed = await asCustomer(t.app, token, 'ch', CHANGE_PASSWORD, {
      currentPassword: PASSWORD,
      newPassword: 'N3w-password',
    });
    expect(changed.data?.changeCustomerPassword.email).toBe(email);
    expect((await asCustomer(t.app, token, 'ch', CUSTOMER)).data?.customer.email).toBe(email);
    expect(
      firstError(await asCustomer(t.app, otherToken, 'ch', CUSTOMER)).extensions?.category,
    ).toBe('graphql-authorization');
    expect(
      (await gql(t.app, SIGN_IN, { email, password: PASSWORD }, { store: 'ch' })).errors,
    ).toBeDefined();
    expect(
      (await gql(t.app, SIGN_IN, { email, password: 'N3w-password' }, { store: 'ch' })).errors,
    ).toBeUndefined();
    expect((await lastMail(t.database, email, 'password-changed')).payload.firstname).toBe('Ada');
  });

  it("serves Magento's deprecated updateCustomer (names, dob, email with password)", async () => {
    const { token } = await registeredCustomer(t.app, t.database, 'eu');
    const next = uniqueEmail('old-client');
    const result = await asCustomer(t.app, token, 'eu', UPDATE_CUSTOMER_DEPRECATED, {
      input: { firstname: 'Grace', dob: '1975-05-05', email: next, password: PASSWORD },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateCustomer.customer).toEqual({
      email: next,
      firstname: 'Grace',
      dob: '1975-05-05',
    });
  });

  it('lets the age-verification flow mark the customer verified', async () => {
    const { token, id } = await registeredCustomer(t.app, t.database, 'uk');
    await t.app.services.customers.setAgeVerified(id, true);
    expect((await asCustomer(t.app, token, 'uk', CUSTOMER)).data?.customer.is_age_verified).toBe(
      true,
    );
  });
});
