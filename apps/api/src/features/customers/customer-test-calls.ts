/** GraphQL operations and helpers the customer-account tests share (not a test file). */
import type { StoreViewCode } from '@lumo/block-schema';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { mailQueue, type MailKind } from '../../db/schema';
import { gql, type CallOptions } from '../../test/test-app';

export const CUSTOMER_FIELDS = /* GraphQL */ `
  fragment CustomerFields on Customer {
    entity_id
    session_id
    prefix
    firstname
    middlename
    lastname
    suffix
    gender
    date_of_birth
    dob
    email
    phone
    taxvat
    created_at
    is_subscribed
    confirmation_status
    default_billing
    default_shipping
    is_age_verified
    communication {
      newsletter
      text
      post
    }
    referral {
      code
      share_url
      referral_amount {
        value
        currency
      }
    }
    addresses {
      ...AddressFields
    }
  }
  fragment AddressFields on CustomerAddress {
    id
    firstname
    lastname
    company
    street
    city
    region {
      region_code
      region
      region_id
    }
    region_id
    postcode
    country_code
    telephone
    default_billing
    default_shipping
  }
`;

export const CREATE_CUSTOMER = /* GraphQL */ `
  mutation CreateCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        ...CustomerFields
      }
    }
  }
  ${CUSTOMER_FIELDS}
`;

export const CREATE_CUSTOMER_DEPRECATED = /* GraphQL */ `
  mutation CreateCustomerOld($input: CustomerInput!) {
    createCustomer(input: $input) {
      customer {
        email
        dob
      }
    }
  }
`;

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;

export const SIGN_OUT = /* GraphQL */ `
  mutation SignOut {
    revokeCustomerToken {
      result
    }
  }
`;

export const CUSTOMER = /* GraphQL */ `
  query Customer {
    customer {
      ...CustomerFields
    }
  }
  ${CUSTOMER_FIELDS}
`;

export const UPDATE_CUSTOMER = /* GraphQL */ `
  mutation UpdateCustomer($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        ...CustomerFields
      }
    }
  }
  ${CUSTOMER_FIELDS}
`;

export const UPDATE_CUSTOMER_DEPRECATED = /* GraphQL */ `
  mutation UpdateCustomerOld($input: CustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        email
        firstname
        dob
      }
    }
  }
`;

export const UPDATE_EMAIL = /* GraphQL */ `
  mutation UpdateEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`;

export const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`;

export const REQUEST_RESET = /* GraphQL */ `
  mutation RequestReset($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`;

export const RESET_PASSWORD = /* GraphQL */ `
  mutation ResetPassword($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
  }
`;

export const CONFIRM_EMAIL = /* GraphQL */ `
  mutation ConfirmEmail($input: ConfirmEmailInput!) {
    confirmEmail(input: $input) {
      customer {
        email
        confirmation_status
      }
    }
  }
`;

export const RESEND_CONFIRMATION = /* GraphQL */ `
  mutation ResendConfirmation($email: String!) {
    resendConfirmationEmail(email: $email)
  }
`;

export const IS_EMAIL_AVAILABLE = /* GraphQL */ `
  query IsEmailAvailable($email: String!) {
    isEmailAvailable(email: $email) {
      is_email_available
    }
  }
`;

export const CREATE_ADDRESS = /* GraphQL */ `
  mutation CreateAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...AddressFields
    }
  }
  ${CUSTOMER_FIELDS.slice(CUSTOMER_FIELDS.indexOf('fragment AddressFields'))}
`;

export const UPDATE_ADDRESS = /* GraphQL */ `
  mutation UpdateAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      ...AddressFields
    }
  }
  ${CUSTOMER_FIELDS.slice(CUSTOMER_FIELDS.indexOf('fragment AddressFields'))}
`;

export const DELETE_ADDRESS = /* GraphQL */ `
  mutation DeleteAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;

export const SUBSCRIBE = /* GraphQL */ `
  mutation Subscribe($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`;

export const CONFIRM_SUBSCRIPTION = /* GraphQL */ `
  mutation ConfirmSubscription($id: ID!, $code: String!) {
    confirmNewsletterSubscription(id: $id, code: $code) {
      status
    }
  }
`;

export const UNSUBSCRIBE = /* GraphQL */ `
  mutation Unsubscribe($id: ID!, $code: String!) {
    unsubscribeFromNewsletter(id: $id, code: $code) {
      status
    }
  }
`;

export const NEWSLETTER_STATUS = /* GraphQL */ `
  query NewsletterStatus {
    newsletterStatus {
      result
      additional_data
    }
  }
`;

export const PASSWORD = 'Str0ng-pass!';

let sequence = 0;
/** A fresh email per call, so tests in one file never collide. */
export function uniqueEmail(label = 'shopper'): string {
  sequence += 1;
  return `${label}.${sequence}.${Date.now().toString(36)}@example.com`;
}

/** A registration that passes in any store view (the UK's ID-check fields included). */
export function registrationInput(
  storeView: StoreViewCode,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const base: Record<string, unknown> = {
    prefix: 'Ms',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: uniqueEmail(),
    password: PASSWORD,
    date_of_birth: '1990-04-02',
    policy_agreed: true,
    phone: '+44 20 7946 0000',
  };
  if (storeView === 'uk') {
    Object.assign(base, {
      street: ['1 High Street'],
      city: 'London',
      postcode: 'SW1A 1AA',
      id_document_expiry: '2030-01-01',
      electoral_address: { street: ['1 High Street'], city: 'London', postcode: 'SW1A 1AA' },
      passport_number: '123456789',
    });
  }
  return { ...base, ...overrides };
}

/** The queued mails of a kind to an address, oldest first. */
export async function mailsTo(database: DatabaseHandle, to: string, kind?: MailKind) {
  const rows = await database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.toAddress, to))
    .orderBy(asc(mailQueue.id));
  return rows.filter((row) => !kind || row.kind === kind);
}

/** The last queued mail of a kind to an address; throws when there is none. */
export async function lastMail(database: DatabaseHandle, to: string, kind: MailKind) {
  const rows = await mailsTo(database, to, kind);
  const row = rows.at(-1);
  if (!row) throw new Error(`No ${kind} mail to ${to}`);
  return row;
}

/** Registers (confirming by the mailed link where the store view requires it) and signs in. */
export async function registeredCustomer(
  app: App,
  database: DatabaseHandle,
  storeView: StoreViewCode,
  overrides: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<{ email: string; token: string; id: number }> {
  const input = registrationInput(storeView, overrides);
  const created = await gql(app, CREATE_CUSTOMER, { input }, { ...options, store: storeView });
  const customer = created.data?.createCustomerV2?.customer;
  if (!customer) throw new Error(`Registration failed: ${JSON.stringify(created.errors)}`);
  if (customer.confirmation_status === 'ACCOUNT_CONFIRMATION_REQUIRED') {
    const mail = await lastMail(database, customer.email, 'account-confirmation');
    const url = new URL(mail.payload.confirmUrl!);
    const confirmed = await gql(
      app,
      CONFIRM_EMAIL,
      { input: { id: url.searchParams.get('id'), confirmation_key: url.searchParams.get('key') } },
      { store: storeView },
    );
    if (confirmed.errors)
      throw new Error(`Confirmation failed: ${JSON.stringify(confirmed.errors)}`);
  }
  const signedIn = await gql(
    app,
    SIGN_IN,
    { email: input.email, password: input.password },
    { ...options, store: storeView },
  );
  const token = signedIn.data?.generateCustomerToken?.token as string | undefined;
  if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(signedIn.errors)}`);
  return { email: customer.email as string, token, id: customer.entity_id as number };
}

/** A GraphQL call as a customer of a store view. */
export function asCustomer(
  app: App,
  token: string,
  storeView: StoreViewCode,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return gql(app, query, variables, { token, store: storeView });
}
