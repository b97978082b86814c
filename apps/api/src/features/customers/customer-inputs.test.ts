import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import {
  asCustomer,
  CHANGE_PASSWORD,
  CONFIRM_EMAIL,
  CONFIRM_SUBSCRIPTION,
  CREATE_ADDRESS,
  CREATE_CUSTOMER,
  CREATE_CUSTOMER_DEPRECATED,
  CUSTOMER,
  DELETE_ADDRESS,
  IS_EMAIL_AVAILABLE,
  PASSWORD,
  registeredCustomer,
  registrationInput,
  REQUEST_RESET,
  RESEND_CONFIRMATION,
  RESET_PASSWORD,
  SIGN_IN,
  SUBSCRIBE,
  UNSUBSCRIBE,
  UPDATE_ADDRESS,
  UPDATE_CUSTOMER,
  UPDATE_CUSTOMER_DEPRECATED,
  UPDATE_EMAIL,
} from './customer-test-calls';

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  telephone: '+44 20 7946 0000',
  street: ['1 High Street'],
  city: 'London',
  postcode: 'SW1A 1AA',
  country_code: 'GB',
};

const TABLES = [
  'customers',
  'customer_addresses',
  'customer_tokens',
  'customer_password_resets',
  'customer_confirmations',
  'newsletter_subscribers',
  'mail_queue',
];

/**
 * Every mutation with bad input answers graphql-input with `extensions.field` naming the field
 * (and `messageKey`, the storefront's i18n key), and changes nothing: the customer reads back the
 * same and no table gains or loses a row.
 */
describe('bad input to each customer mutation', () => {
  let t: TestApp;
  let customer: { email: string; token: string; id: number };
  let addressId: number;

  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
    customer = await registeredCustomer(t.app, t.database, 'uk');
    addressId = (await asCustomer(t.app, customer.token, 'uk', CREATE_ADDRESS, { input: ADDRESS }))
      .data!.createCustomerAddress.id;
  });
  afterAll(() => t.close());

  async function snapshot() {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const result = await t.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      );
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      counts[table] = Number(rows[0]!.n);
    }
    const account = (await asCustomer(t.app, customer.token, 'uk', CUSTOMER)).data!.customer;
    return { counts, account };
  }

  const cases: {
    name: string;
    query: string;
    variables: () => Record<string, unknown>;
    field: string;
    messageKey?: string;
    signedIn?: boolean;
  }[] = [
    {
      name: 'createCustomerV2 (bad email)',
      query: CREATE_CUSTOMER,
      variables: () => ({ input: registrationInput('uk', { email: 'nope' }) }),
      field: 'email',
      messageKey: 'account.errors.invalidEmail',
    },
    {
      name: 'createCustomerV2 (UK without the electoral address)',
      query: CREATE_CUSTOMER,
      variables: () => ({ input: registrationInput('uk', { electoral_address: null }) }),
      field: 'electoral_address',
      messageKey: 'account.errors.required',
    },
    {
      name: 'createCustomerV2 (policy not agreed)',
      query: CREATE_CUSTOMER,
      variables: () => ({ input: registrationInput('uk', { policy_agreed: false }) }),
      field: 'policy_agreed',
      messageKey: 'account.errors.policyNotAgreed',
    },
    {
      name: 'createCustomerV2 (a name far too long)',
      query: CREATE_CUSTOMER,
      variables: () => ({ input: registrationInput('uk', { firstname: 'A'.repeat(10_000) }) }),
      field: 'firstname',
      messageKey: 'account.errors.tooLong',
    },
    {
      name: 'createCustomer (weak password)',
      query: CREATE_CUSTOMER_DEPRECATED,
      variables: () => ({
        input: {
          firstname: 'A',
          lastname: 'B',
          email: 'new@example.com',
          password: 'password',
          dob: '1980-01-01',
          policy_agreed: true,
        },
      }),
      field: 'password',
      messageKey: 'account.errors.passwordTooWeak',
    },
    {
      name: 'generateCustomerToken (bad email)',
      query: SIGN_IN,
      variables: () => ({ email: 'not an email', password: PASSWORD }),
      field: 'email',
    },
    {
      name: 'updateCustomerV2 (emptied lastname)',
      query: UPDATE_CUSTOMER,
      variables: () => ({ input: { firstname: 'Changed', lastname: '' } }),
      field: 'lastname',
      signedIn: true,
    },
    {
      name: 'updateCustomerV2 (impossible date of birth)',
      query: UPDATE_CUSTOMER,
      variables: () => ({ input: { date_of_birth: '1990-02-30' } }),
      field: 'date_of_birth',
      messageKey: 'account.errors.invalidDate',
      signedIn: true,
    },
    {
      name: 'updateCustomer (bad gender)',
      query: UPDATE_CUSTOMER_DEPRECATED,
      variables: () => ({ input: { firstname: 'Changed', gender: 9 } }),
      field: 'gender',
      signedIn: true,
    },
    {
      name: 'updateCustomerEmail (bad email)',
      query: UPDATE_EMAIL,
      variables: () => ({ email: 'nope@', password: PASSWORD }),
      field: 'email',
      signedIn: true,
    },
    {
      name: 'changeCustomerPassword (too short)',
      query: CHANGE_PASSWORD,
      variables: () => ({ currentPassword: PASSWORD, newPassword: 'Ab1!' }),
      field: 'newPassword',
      messageKey: 'account.errors.passwordTooShort',
      signedIn: true,
    },
    {
      name: 'requestPasswordResetEmail (bad email)',
      query: REQUEST_RESET,
      variables: () => ({ email: 'x' }),
      field: 'email',
    },
    {
      name: 'resetPassword (empty token)',
      query: RESET_PASSWORD,
      variables: () => ({ email: customer.email, token: '', password: 'N3w-password' }),
      field: 'resetPasswordToken',
    },
    {
      name: 'confirmEmail (neither email nor id)',
      query: CONFIRM_EMAIL,
      variables: () => ({ input: { confirmation_key: 'abc' } }),
      field: 'email',
    },
    {
      name: 'resendConfirmationEmail (bad email)',
      query: RESEND_CONFIRMATION,
      variables: () => ({ email: 'nope' }),
      field: 'email',
    },
    {
      name: 'isEmailAvailable (bad email)',
      query: IS_EMAIL_AVAILABLE,
      variables: () => ({ email: '@example.com' }),
      field: 'email',
    },
    {
      name: 'createCustomerAddress (bad postcode)',
      query: CREATE_ADDRESS,
      variables: () => ({ input: { ...ADDRESS, postcode: '12345' } }),
      field: 'postcode',
      messageKey: 'account.errors.invalidPostcode',
      signedIn: true,
    },
    {
      name: 'createCustomerAddress (four street lines)',
      query: CREATE_ADDRESS,
      variables: () => ({ input: { ...ADDRESS, street: ['a', 'b', 'c', 'd'] } }),
      field: 'street',
      messageKey: 'account.errors.tooManyStreetLines',
      signedIn: true,
    },
    {
      name: 'updateCustomerAddress (no telephone)',
      query: UPDATE_ADDRESS,
      variables: () => ({ id: addressId, input: { city: 'Elsewhere', telephone: '' } }),
      field: 'telephone',
      signedIn: true,
    },
    {
      name: 'deleteCustomerAddress (id 0)',
      query: DELETE_ADDRESS,
      variables: () => ({ id: 0 }),
      field: 'id',
      signedIn: true,
    },
    {
      name: 'subscribeEmailToNewsletter (bad email)',
      query: SUBSCRIBE,
      variables: () => ({ email: 'no at sign' }),
      field: 'email',
    },
    {
      name: 'confirmNewsletterSubscription (bad code)',
      query: CONFIRM_SUBSCRIPTION,
      variables: () => ({ id: '1', code: 'has spaces' }),
      field: 'code',
    },
    {
      name: 'unsubscribeFromNewsletter (bad id)',
      query: UNSUBSCRIBE,
      variables: () => ({ id: '-4', code: 'abc' }),
      field: 'id',
    },
  ];

  for (const testCase of cases) {
    it(`${testCase.name}: graphql-input naming ${testCase.field}, nothing changed`, async () => {
      const before = await snapshot();
      const options = testCase.signedIn ? { token: customer.token, store: 'uk' } : { store: 'uk' };
      const result = await gql(t.app, testCase.query, testCase.variables(), options);
      const error = firstError(result);
      expect(error.extensions).toMatchObject({ category: 'graphql-input', field: testCase.field });
      if (testCase.messageKey) expect(error.extensions?.messageKey).toBe(testCase.messageKey);
      expect(error.message).toContain(testCase.field);
      expect(await snapshot()).toEqual(before);
    });
  }
});
