import { expect, test, type APIRequestContext } from '@playwright/test';
import { env } from './support';

/**
 * The customer-account api behind the storefront's /graphql (ADR 0024), as the shop's pages call
 * it: the production builds, the storefront's proxy and its `customer_token` cookie forwarding.
 * The account pages themselves are tested in their own specs.
 */

const PASSWORD = 'Str0ng-pass!';
const REGISTER = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email firstname confirmation_status } }
}`;
const SIGN_IN = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`;
const CUSTOMER = `query { customer { email firstname is_age_verified referral { share_url } } }`;
const SIGN_OUT = `mutation { revokeCustomerToken { result } }`;

function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function shopGraphQL(
  request: APIRequestContext,
  store: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  captcha?: string,
) {
  const response = await request.post(`${env.storefront}/graphql`, {
    headers: {
      'content-type': 'application/json',
      origin: env.storefront,
      store,
      ...(token ? { cookie: `customer_token=${token}` } : {}),
      ...(captcha ? { 'x-recaptcha': captcha } : {}),
    },
    data: { query, variables },
  });
  return { response, body: await response.json() };
}

/**
 * Calls the api directly. The operations that mint or end a token are refused by the shop's
 * /graphql (ADR 0026: only the storefront's server holds the token, in the httpOnly cookie), so
 * the test signs in and out here, as the storefront's server does.
 */
async function apiGraphQL(
  request: APIRequestContext,
  store: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const response = await request.post(`${env.api}/graphql`, {
    headers: {
      'content-type': 'application/json',
      store,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: { query, variables },
  });
  return { response, body: await response.json() };
}

test('a shopper registers in /gr, signs in, reads the account with the session lifetime and signs out', async ({
  request,
}) => {
  const email = uniqueEmail('gr');
  const registered = await shopGraphQL(request, 'gr', REGISTER, {
    input: {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email,
      password: PASSWORD,
      date_of_birth: '1990-04-02',
      policy_agreed: true,
    },
  });
  expect(registered.body.errors).toBeUndefined();
  expect(registered.body.data.createCustomerV2.customer).toEqual({
    email,
    firstname: 'Ada',
    confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
  });

  const signedIn = await apiGraphQL(request, 'gr', SIGN_IN, { email, password: PASSWORD });
  const token = signedIn.body.data.generateCustomerToken.token as string;
  expect(token).toBeTruthy();

  const account = await shopGraphQL(request, 'gr', CUSTOMER, {}, token);
  expect(account.body.data.customer).toMatchObject({
    email,
    firstname: 'Ada',
    is_age_verified: false,
  });
  expect(account.body.data.customer.referral.share_url).toMatch(
    /\/gr\/create-account\/[A-Z0-9]{8}$/,
  );
  const lifetime = Number(account.response.headers()['x-session-lifetime']);
  expect(lifetime).toBeGreaterThan(0);
  expect(lifetime).toBeLessThanOrEqual(3600);

  // The token is the /gr shop's only.
  const elsewhere = await shopGraphQL(request, 'ie', CUSTOMER, {}, token);
  expect(elsewhere.body.errors[0].message).toBe("The current customer isn't authorized.");

  expect(
    (await apiGraphQL(request, 'gr', SIGN_OUT, {}, token)).body.data.revokeCustomerToken,
  ).toEqual({ result: true });
  const after = await shopGraphQL(request, 'gr', CUSTOMER, {}, token);
  expect(after.body.errors[0].extensions.category).toBe('graphql-authorization');
  expect(after.response.headers()['x-session-lifetime']).toBeUndefined();
});

test('a UK registration asks for the ID fields and a confirmed email before sign-in', async ({
  request,
}) => {
  const email = uniqueEmail('uk');
  const base = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email,
    password: PASSWORD,
    date_of_birth: '1990-04-02',
    policy_agreed: true,
  };
  // The e2e stack protects uk's forms (CAPTCHA_STORE_VIEWS=uk): no token, no registration.
  const noCaptcha = await shopGraphQL(request, 'uk', REGISTER, { input: base });
  expect(noCaptcha.body.errors[0]).toMatchObject({
    message: 'ReCaptcha validation failed, please try again',
    extensions: { category: 'graphql-input' },
  });
  // The api's local test verifier's token (no RECAPTCHA_SECRET_KEY in the e2e stack).
  const missing = await shopGraphQL(request, 'uk', REGISTER, { input: base }, undefined, 'pass');
  expect(missing.body.errors[0].extensions).toMatchObject({ category: 'graphql-input' });
  expect(missing.body.errors[0].message).toContain('electoral_address');

  const registered = await shopGraphQL(
    request,
    'uk',
    REGISTER,
    {
      input: {
        ...base,
        street: ['1 High Street'],
        city: 'London',
        postcode: 'SW1A 1AA',
        id_document_expiry: '2035-01-01',
        electoral_address: { street: ['1 High Street'], city: 'London', postcode: 'SW1A 1AA' },
        passport_number: '123456789',
      },
    },
    undefined,
    'pass',
  );
  expect(registered.body.data.createCustomerV2.customer.confirmation_status).toBe(
    'ACCOUNT_CONFIRMATION_REQUIRED',
  );
  const refused = await apiGraphQL(request, 'uk', SIGN_IN, { email, password: PASSWORD });
  expect(refused.body.errors[0].message).toBe(
    "This account isn't confirmed. Verify and try again.",
  );
});
