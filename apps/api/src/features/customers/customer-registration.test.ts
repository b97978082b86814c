import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import { afterAll, beforeAll } from 'vitest';
import {
  CONFIRM_EMAIL,
  CREATE_CUSTOMER,
  CREATE_CUSTOMER_DEPRECATED,
  IS_EMAIL_AVAILABLE,
  lastMail,
  mailsTo,
  PASSWORD,
  registrationInput,
  RESEND_CONFIRMATION,
  SIGN_IN,
  uniqueEmail,
} from './customer-test-calls';

const STORE_CONFIG = /* GraphQL */ `
  query {
    storeConfig {
      store_code
      create_account_confirmation
      registration_requires_id_check
      minimum_password_length
      required_character_classes_number
      newsletter_enabled
    }
  }
`;

describe('registration (createCustomerV2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells the storefront per store view whether registration asks for the ID check and a confirmation', async () => {
    const uk = await gql(t.app, STORE_CONFIG, {}, { store: 'uk' });
    expect(uk.data?.storeConfig).toMatchObject({
      create_account_confirmation: true,
      registration_requires_id_check: true,
      minimum_password_length: '8',
      required_character_classes_number: '3',
      newsletter_enabled: true,
    });
    const gr = await gql(t.app, STORE_CONFIG, {}, { store: 'gr' });
    expect(gr.data?.storeConfig).toMatchObject({
      create_account_confirmation: false,
      registration_requires_id_check: false,
    });
  });

  it('registers in the UK with the ID fields, asks for confirmation and refuses sign-in until confirmed', async () => {
    const input = registrationInput('uk', { is_subscribed: true });
    const result = await gql(t.app, CREATE_CUSTOMER, { input }, { store: 'uk' });
    expect(result.errors).toBeUndefined();
    const customer = result.data!.createCustomerV2.customer;
    expect(customer).toMatchObject({
      email: input.email,
      firstname: 'Ada',
      prefix: 'Ms',
      date_of_birth: '1990-04-02',
      dob: '1990-04-02',
      confirmation_status: 'ACCOUNT_CONFIRMATION_REQUIRED',
      is_age_verified: false,
      is_subscribed: true,
      communication: { newsletter: true, text: false, post: false },
    });
    // The registration address becomes the default billing and shipping address.
    expect(customer.addresses).toHaveLength(1);
    expect(customer.addresses[0]).toMatchObject({
      street: ['1 High Street'],
      postcode: 'SW1A 1AA',
      country_code: 'GB',
      default_billing: true,
      default_shipping: true,
    });
    expect(customer.referral.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(customer.referral.share_url).toBe(
      `http://127.0.0.1:3000/create-account/${customer.referral.code}`,
    );
    expect(customer.referral.referral_amount).toEqual({ value: 0, currency: 'GBP' });

    // The ID-check fields are kept for the age check, never shown.
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer.entity_id));
    expect(row!.idCheck).toMatchObject({
      passportNumber: '123456789',
      idDocumentExpiry: '2030-01-01',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await lastMail(t.database, input.email as string, 'account-confirmation');
    expect(mail.storeView).toBe('uk');
    expect(mail.payload.firstname).toBe('Ada');
    const url = new URL(mail.payload.confirmUrl!);
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:3000/customer/account/confirm');
    expect(url.searchParams.get('id')).toBe(String(customer.entity_id));
    expect(await mailsTo(t.database, input.email as string, 'welcome')).toHaveLength(0);

    const refused = await gql(
      t.app,
      SIGN_IN,
      { email: input.email, password: PASSWORD },
      { store: 'uk' },
    );
    expect(firstError(refused)).toMatchObject({
      message: "This account isn't confirmed. Verify and try again.",
      extensions: { category: 'graphql-authentication' },
    });

    const wrongKey = await gql(
      t.app,
      CONFIRM_EMAIL,
      { input: { id: String(customer.entity_id), confirmation_key: 'not-the-key' } },
      { store: 'uk' },
    );
    expect(firstError(wrongKey).extensions).toMatchObject({
      category: 'graphql-input',
      field: 'confirmation_key',
    });

    const confirmed = await gql(
      t.app,
      CONFIRM_EMAIL,
      { input: { id: url.searchParams.get('id'), confirmation_key: url.searchParams.get('key') } },
      { store: 'uk' },
    );
    expect(confirmed.data?.confirmEmail.customer).toEqual({
      email: input.email,
      confirmation_status: 'ACCOUNT_CONFIRMED',
    });
    expect(await mailsTo(t.database, input.email as string, 'welcome')).toHaveLength(1);
    // The key works once.
    const again = await gql(
      t.app,
      CONFIRM_EMAIL,
      { input: { email: input.email, confirmation_key: url.searchParams.get('key') } },
      { store: 'uk' },
    );
    expect(firstError(again).message).toBe('The account is already active.');

    const signedIn = await gql(
      t.app,
      SIGN_IN,
      { email: input.email, password: PASSWORD },
      { store: 'uk' },
    );
    expect(signedIn.data?.generateCustomerToken.token).toMatch(/^[\w-]{43}$/);
  });

  it('resends the confirmation with a new key; the old one stops working; unknown emails get true too', async () => {
    const input = registrationInput('uk');
    await gql(t.app, CREATE_CUSTOMER, { input }, { store: 'uk' });
    const first = new URL(
      (await lastMail(t.database, input.email as string, 'account-confirmation')).payload
        .confirmUrl!,
    );
    const resent = await gql(t.app, RESEND_CONFIRMATION, { email: input.email }, { store: 'uk' });
    expect(resent.data?.resendConfirmationEmail).toBe(true);
    const mails = await mailsTo(t.database, input.email as string, 'account-confirmation');
    expect(mails).toHaveLength(2);
    const old = await gql(
      t.app,
      CONFIRM_EMAIL,
      {
        input: {
          id: first.searchParams.get('id'),
          confirmation_key: first.searchParams.get('key'),
        },
      },
      { store: 'uk' },
    );
    expect(firstError(old).extensions?.category).toBe('graphql-input');
    const unknown = await gql(
      t.app,
      RESEND_CONFIRMATION,
      { email: uniqueEmail() },
      { store: 'uk' },
    );
    expect(unknown.data?.resendConfirmationEmail).toBe(true);
  });

  it('registers elsewhere without ID fields or confirmation and queues the welcome mail', async () => {
    const input = registrationInput('gr', { email: uniqueEmail('gr') });
    const result = await gql(t.app, CREATE_CUSTOMER, { input }, { store: 'gr' });
    expect(result.data?.createCustomerV2.customer).toMatchObject({
      confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
      addresses: [],
      default_billing: null,
      referral: { referral_amount: { currency: 'EUR' } },
    });
    const welcome = await lastMail(t.database, input.email as string, 'welcome');
    expect(welcome.payload).toMatchObject({
      firstname: 'Ada',
      accountUrl: 'http://127.0.0.1:3000/gr/dashboard',
    });
    const signedIn = await gql(
      t.app,
      SIGN_IN,
      { email: input.email, password: PASSWORD },
      { store: 'gr' },
    );
    expect(signedIn.data?.generateCustomerToken.token).toBeTruthy();
  });

  it('keeps emails unique per store view, case-insensitively, and lets another store view reuse one', async () => {
    const email = uniqueEmail('dup');
    const first = await gql(
      t.app,
      CREATE_CUSTOMER,
      { input: registrationInput('ie', { email }) },
      { store: 'ie' },
    );
    expect(first.errors).toBeUndefined();
    const dup = await gql(
      t.app,
      CREATE_CUSTOMER,
      { input: registrationInput('ie', { email: email.toUpperCase() }) },
      { store: 'ie' },
    );
    expect(firstError(dup)).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.',
      extensions: { category: 'graphql-already-exists', field: 'email' },
    });
    const other = await gql(
      t.app,
      CREATE_CUSTOMER,
      { input: registrationInput('ca', { email }) },
      { store: 'ca' },
    );
    expect(other.errors).toBeUndefined();

    const taken = await gql(
      t.app,
      IS_EMAIL_AVAILABLE,
      { email: email.toUpperCase() },
      { store: 'ie' },
    );
    expect(taken.data?.isEmailAvailable).toEqual({ is_email_available: false });
    const free = await gql(t.app, IS_EMAIL_AVAILABLE, { email }, { store: 'ch' });
    expect(free.data?.isEmailAvailable).toEqual({ is_email_available: true });
    const bad = await gql(t.app, IS_EMAIL_AVAILABLE, { email: 'nope' }, { store: 'ch' });
    expect(firstError(bad).extensions).toMatchObject({ category: 'graphql-input', field: 'email' });
  });

  it('counts referred registrations on the referrer and keeps unknown codes harmless', async () => {
    const referrer = await gql(
      t.app,
      CREATE_CUSTOMER,
      { input: registrationInput('eu') },
      { store: 'eu' },
    );
    const code = referrer.data!.createCustomerV2.customer.referral.code as string;
    const referred = await gql(
      t.app,
      CREATE_CUSTOMER,
      { input: registrationInput('eu', { referral_code: code.toLowerCase() }) },
      { store: 'eu' },
    );
    expect(referred.errors).toBeUndefined();
    const unknown = await gql(
      t.app,
      CREATE_CUSTOMER,
      { input: registrationInput('eu', { referral_code: 'ZZZZZZZZ' }) },
      { store: 'eu' },
    );
    expect(unknown.errors).toBeUndefined();
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, referred.data!.createCustomerV2.customer.email));
    expect(row!.referredByCode).toBe(code);
  });

  it("serves Magento's deprecated createCustomer and its dob alias", async () => {
    const email = uniqueEmail('old');
    const result = await gql(
      t.app,
      CREATE_CUSTOMER_DEPRECATED,
      {
        input: {
          firstname: 'Old',
          lastname: 'Client',
          email,
          password: PASSWORD,
          dob: '1970-01-31',
          policy_agreed: true,
        },
      },
      { store: 'ch' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.createCustomer.customer).toEqual({ email, dob: '1970-01-31' });
  });

  it('answers an unknown store view with graphql-input and creates nothing', async () => {
    const input = registrationInput('gr');
    const result = await gql(t.app, CREATE_CUSTOMER, { input }, { store: 'xx' });
    expect(firstError(result).extensions?.category).toBe('graphql-input');
    expect(await mailsTo(t.database, input.email as string)).toHaveLength(0);
  });
});
