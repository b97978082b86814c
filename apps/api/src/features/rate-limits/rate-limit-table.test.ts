import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeDefs } from '@lumo/graphql/server';
import {
  createTestApp,
  gql,
  signIn,
  type CallOptions,
  type GraphQLResponse,
  type TestApp,
} from '../../test/test-app';
import {
  CHANGE_PASSWORD,
  CONFIRM_EMAIL,
  CONFIRM_SUBSCRIPTION,
  CREATE_CUSTOMER,
  CREATE_CUSTOMER_DEPRECATED,
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
  UPDATE_CUSTOMER_DEPRECATED,
  UPDATE_EMAIL,
  uniqueEmail,
} from '../customers/customer-test-calls';
import { APPLY_COUPON, newGuestCart } from '../cart/cart-test-calls';
import { SUBMIT_TRS } from '../trs/trs-test-calls';
import { ABUSE_PRONE_FIELD, ABUSE_PRONE_FIELDS } from './rate-limit-coverage';
import { RATE_LIMIT_GUARDS } from './rate-limit-guards';
import type { RateLimitName } from './rate-limit-rules';
import { limitOf } from './rate-limiter';

const TOO_MANY = /^Too many attempts\. Try again in \d+ seconds\.$/;
/** Small limits keep the table quick; the scale is the production code's own (RATE_LIMIT_SCALE). */
const SCALE = 0.2;
const STORE = 'gr';

const CHANGE_EDITOR_PASSWORD = /* GraphQL */ `
  mutation ($input: ChangeEditorPasswordInput!) {
    changeEditorPassword(input: $input) {
      result
    }
  }
`;
const GUEST_ORDER = /* GraphQL */ `
  query ($input: GuestOrderInformationInput!) {
    guestOrder(input: $input) {
      number
    }
  }
`;
const GUEST_ORDER_BY_TOKEN = /* GraphQL */ `
  query ($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      number
    }
  }
`;

let addressCounter = 0;
/** A client address no other case uses, so every case starts with empty counters. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.${100 + Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

interface Attempt {
  (attempt: number): Promise<GraphQLResponse>;
}

interface LimitCase {
  field: string;
  rule: RateLimitName;
  /** Builds the repeated call; runs once before the attempts (accounts, carts, tokens). */
  setup(t: TestApp): Promise<Attempt>;
}

const on = (options: CallOptions) => ({ store: STORE, ...options });

const CASES: LimitCase[] = [
  {
    field: 'generateCustomerToken',
    rule: 'login',
    async setup(t) {
      const { email } = await registeredCustomer(
        t.app,
        t.database,
        STORE,
        {},
        on({ remoteAddress: freshAddress() }),
      );
      const from = on({ remoteAddress: freshAddress() });
      return () => gql(t.app, SIGN_IN, { email, password: 'Wrong-pass1' }, from);
    },
  },
  {
    field: 'createCustomerV2',
    rule: 'register',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      return () => gql(t.app, CREATE_CUSTOMER, { input: registrationInput(STORE) }, from);
    },
  },
  {
    field: 'createCustomer',
    rule: 'register',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      return () =>
        gql(
          t.app,
          CREATE_CUSTOMER_DEPRECATED,
          {
            input: {
              firstname: 'Ada',
              lastname: 'Lovelace',
              email: uniqueEmail('old'),
              password: PASSWORD,
              date_of_birth: '1990-04-02',
              policy_agreed: true,
            },
          },
          from,
        );
    },
  },
  {
    field: 'isEmailAvailable',
    rule: 'emailCheck',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      return () => gql(t.app, IS_EMAIL_AVAILABLE, { email: uniqueEmail('check') }, from);
    },
  },
  {
    field: 'confirmEmail',
    rule: 'emailConfirmation',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress(), store: 'uk' });
      const input = { email: uniqueEmail('confirm'), confirmation_key: 'guessed-key' };
      return () => gql(t.app, CONFIRM_EMAIL, { input }, from);
    },
  },
  {
    field: 'resendConfirmationEmail',
    rule: 'confirmationResend',
    async setup(t) {
      const email = uniqueEmail('resend');
      return () =>
        gql(t.app, RESEND_CONFIRMATION, { email }, on({ remoteAddress: freshAddress() }));
    },
  },
  {
    field: 'submitTrsRegistration',
    rule: 'trsRegistration',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      return () => gql(t.app, SUBMIT_TRS, { formCode: 'no-such-form', values: {} }, from);
    },
  },
  {
    field: 'requestPasswordResetEmail',
    rule: 'passwordResetAddress',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      return () => gql(t.app, REQUEST_RESET, { email: uniqueEmail('reset') }, from);
    },
  },
  {
    field: 'requestPasswordResetEmail',
    rule: 'passwordResetEmail',
    async setup(t) {
      const email = uniqueEmail('reset-one');
      return () => gql(t.app, REQUEST_RESET, { email }, on({ remoteAddress: freshAddress() }));
    },
  },
  {
    field: 'resetPassword',
    rule: 'passwordResetAttempt',
    async setup(t) {
      const { email } = await registeredCustomer(
        t.app,
        t.database,
        STORE,
        {},
        on({ remoteAddress: freshAddress() }),
      );
      const from = on({ remoteAddress: freshAddress() });
      return (attempt) =>
        gql(
          t.app,
          RESET_PASSWORD,
          { email, token: `guessed-token-${attempt}`, password: 'New-passw0rd!' },
          from,
        );
    },
  },
  {
    field: 'changeCustomerPassword',
    rule: 'passwordCheck',
    async setup(t) {
      const { token } = await registeredCustomer(
        t.app,
        t.database,
        STORE,
        {},
        on({ remoteAddress: freshAddress() }),
      );
      return (attempt) =>
        gql(
          t.app,
          CHANGE_PASSWORD,
          { currentPassword: `Guess-${attempt}-pass`, newPassword: 'New-passw0rd!' },
          // Another address each time: the counter is the customer's, not the address's.
          on({ token, remoteAddress: freshAddress() }),
        );
    },
  },
  {
    field: 'updateCustomerEmail',
    rule: 'passwordCheck',
    async setup(t) {
      const { token } = await registeredCustomer(
        t.app,
        t.database,
        STORE,
        {},
        on({ remoteAddress: freshAddress() }),
      );
      return (attempt) =>
        gql(
          t.app,
          UPDATE_EMAIL,
          { email: uniqueEmail('moved'), password: `Guess-${attempt}-pass` },
          on({ token, remoteAddress: freshAddress() }),
        );
    },
  },
  {
    field: 'updateCustomer',
    rule: 'passwordCheck',
    async setup(t) {
      const { token } = await registeredCustomer(
        t.app,
        t.database,
        STORE,
        {},
        on({ remoteAddress: freshAddress() }),
      );
      return (attempt) =>
        gql(
          t.app,
          UPDATE_CUSTOMER_DEPRECATED,
          { input: { email: uniqueEmail('moved'), password: `Guess-${attempt}-pass` } },
          on({ token, remoteAddress: freshAddress() }),
        );
    },
  },
  {
    field: 'changeEditorPassword',
    rule: 'passwordCheck',
    async setup(t) {
      const token = await signIn(t.app);
      return (attempt) =>
        gql(
          t.app,
          CHANGE_EDITOR_PASSWORD,
          { input: { current_password: `guess-${attempt}`, new_password: 'another-horse-2' } },
          { token, remoteAddress: freshAddress() },
        );
    },
  },
  {
    field: 'subscribeEmailToNewsletter',
    rule: 'newsletter',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      return () => gql(t.app, SUBSCRIBE, { email: uniqueEmail('news') }, from);
    },
  },
  {
    field: 'confirmNewsletterSubscription',
    rule: 'newsletterLink',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      return (attempt) =>
        gql(t.app, CONFIRM_SUBSCRIPTION, { id: String(attempt + 1), code: 'guessed' }, from);
    },
  },
  {
    field: 'unsubscribeFromNewsletter',
    rule: 'newsletterLink',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      return (attempt) =>
        gql(t.app, UNSUBSCRIBE, { id: String(attempt + 1), code: 'guessed' }, from);
    },
  },
  {
    field: 'applyCouponToCart',
    rule: 'couponCart',
    async setup(t) {
      const cartId = await newGuestCart(t.app, STORE);
      // Another address each time: the counter is the cart's.
      return (attempt) =>
        gql(
          t.app,
          APPLY_COUPON,
          { cartId, code: `GUESS${attempt}` },
          on({ remoteAddress: freshAddress() }),
        );
    },
  },
  {
    field: 'applyCouponToCart',
    rule: 'couponAddress',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      // A new cart for every guess: the counter is the address's.
      return async (attempt) =>
        gql(
          t.app,
          APPLY_COUPON,
          { cartId: await newGuestCart(t.app, STORE), code: `GUESS${attempt}` },
          from,
        );
    },
  },
  {
    field: 'guestOrder',
    rule: 'guestOrder',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      return (attempt) =>
        gql(
          t.app,
          GUEST_ORDER,
          {
            input: {
              number: String(attempt + 1).padStart(9, '0'),
              email: 'nobody@example.com',
              lastname: 'Nobody',
            },
          },
          from,
        );
    },
  },
  {
    field: 'guestOrderByToken',
    rule: 'guestOrderToken',
    async setup(t) {
      const from = on({ remoteAddress: freshAddress() });
      return (attempt) => gql(t.app, GUEST_ORDER_BY_TOKEN, { token: `guessed-${attempt}` }, from);
    },
  },
];

describe('every abuse-prone field refuses past its limit with "Too many attempts"', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: SCALE } });
    t.clock.set('2026-06-01T10:00:00.000Z');
  }, 180_000);
  afterAll(() => t.close());

  it.each(CASES.map((c) => [`${c.field} (${c.rule})`, c] as const))('%s', async (_name, c) => {
    const attempt = await c.setup(t);
    const limit = limitOf(c.rule, SCALE);
    for (let index = 0; index < limit; index += 1) {
      const result = await attempt(index);
      expect(result.errors?.[0]?.extensions?.code, `attempt ${index + 1}`).not.toBe(
        'TOO_MANY_ATTEMPTS',
      );
    }
    const refused = await attempt(limit);
    const error = refused.errors?.[0];
    expect(error?.message).toMatch(TOO_MANY);
    expect(error?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.headers.get('retry-after')).toBe(String(error?.extensions?.retryAfter));
    expect(refused.data?.[c.field] ?? null).toBeNull();
  });

  it('counts only coupons that did not apply: a shopper is never limited by valid ones', async () => {
    const cartId = await newGuestCart(t.app, STORE);
    const from = on({ remoteAddress: freshAddress() });
    // Bad codes up to one below the per-cart limit, then the right one still gets through.
    for (let index = 0; index < limitOf('couponCart', SCALE) - 1; index += 1) {
      await gql(t.app, APPLY_COUPON, { cartId, code: `WRONG${index}` }, from);
    }
    const last = await gql(t.app, APPLY_COUPON, { cartId, code: 'ANOTHER-WRONG' }, from);
    expect(last.errors?.[0]?.extensions?.code).not.toBe('TOO_MANY_ATTEMPTS');
    const refused = await gql(t.app, APPLY_COUPON, { cartId, code: 'YET-ANOTHER' }, from);
    expect(refused.errors?.[0]?.message).toMatch(TOO_MANY);
    // Another cart from another address is not affected.
    const other = await newGuestCart(t.app, STORE);
    const fine = await gql(
      t.app,
      APPLY_COUPON,
      { cartId: other, code: 'WRONG' },
      on({ remoteAddress: freshAddress() }),
    );
    expect(fine.errors?.[0]?.extensions?.code).not.toBe('TOO_MANY_ATTEMPTS');
  });

  it('aliases in one request count one by one (sign-in, registration, coupons)', async () => {
    const { email } = await registeredCustomer(
      t.app,
      t.database,
      STORE,
      {},
      on({ remoteAddress: freshAddress() }),
    );
    const cartId = await newGuestCart(t.app, STORE);
    const batches: [RateLimitName, (index: number) => string][] = [
      [
        'login',
        (index) =>
          `a${index}: generateCustomerToken(email: ${JSON.stringify(email)}, password: "Wrong-${index}") { token }`,
      ],
      [
        'register',
        (index) =>
          `a${index}: createCustomerV2(input: { firstname: "A", lastname: "B", email: ${JSON.stringify(uniqueEmail('alias'))}, password: ${JSON.stringify(PASSWORD)}, date_of_birth: "1990-04-02", policy_agreed: true }) { customer { email } }`,
      ],
      [
        'couponCart',
        (index) =>
          `a${index}: applyCouponToCart(input: { cart_id: ${JSON.stringify(cartId)}, coupon_code: "ALIAS${index}" }) { cart { id } }`,
      ],
    ];
    for (const [rule, field] of batches) {
      const count = limitOf(rule, SCALE) + 1;
      const query = `mutation { ${Array.from({ length: count }, (_, index) => field(index)).join(' ')} }`;
      const result = await gql(t.app, query, {}, on({ remoteAddress: freshAddress() }));
      const refused = (result.errors ?? []).filter(
        (error) => error.extensions?.code === 'TOO_MANY_ATTEMPTS',
      );
      expect(
        refused.map((error) => error.path?.[0]),
        rule,
      ).toEqual([`a${count - 1}`]);
    }
  });

  it('a password check counts wrong passwords only, not a too-weak new one', async () => {
    const { token } = await registeredCustomer(
      t.app,
      t.database,
      STORE,
      {},
      on({ remoteAddress: freshAddress() }),
    );
    const from = on({ token, remoteAddress: freshAddress() });
    for (let index = 0; index <= limitOf('passwordCheck', SCALE) + 1; index += 1) {
      const weak = await gql(
        t.app,
        CHANGE_PASSWORD,
        { currentPassword: PASSWORD, newPassword: 'short' },
        from,
      );
      expect(weak.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
  });

  it('a limited password check refuses even the right password until the window ends', async () => {
    const { token } = await registeredCustomer(
      t.app,
      t.database,
      STORE,
      {},
      on({ remoteAddress: freshAddress() }),
    );
    const from = on({ token, remoteAddress: freshAddress() });
    for (let index = 0; index < limitOf('passwordCheck', SCALE); index += 1) {
      await gql(
        t.app,
        CHANGE_PASSWORD,
        { currentPassword: 'Wrong-1', newPassword: 'N3w-pass!' },
        from,
      );
    }
    const right = { currentPassword: PASSWORD, newPassword: 'N3w-passw0rd!' };
    const refused = await gql(t.app, CHANGE_PASSWORD, right, from);
    expect(refused.errors?.[0]?.message).toMatch(TOO_MANY);
    expect(refused.errors?.[0]?.extensions?.category).toBe('graphql-authentication');
    t.clock.advance(Number(refused.errors![0]!.extensions!.retryAfter) * 1000);
    const later = await gql(t.app, CHANGE_PASSWORD, right, from);
    expect(later.errors).toBeUndefined();
  });
});

describe('rate limit coverage of the SDL', () => {
  const schema = buildSchema(typeDefs);
  const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.keys((type as GraphQLObjectType).getFields()),
  );

  it('every abuse-prone field of the schema says how it is limited', () => {
    const unlisted = rootFields.filter(
      (field) => ABUSE_PRONE_FIELD.test(field) && !(field in ABUSE_PRONE_FIELDS),
    );
    expect(unlisted, 'add these to ABUSE_PRONE_FIELDS (rate-limit-coverage.ts)').toEqual([]);
  });

  it('lists no field the schema does not have', () => {
    expect(Object.keys(ABUSE_PRONE_FIELDS).filter((field) => !rootFields.includes(field))).toEqual(
      [],
    );
  });

  it('every guard is listed with its rules, and every listed limit has a case in the table', () => {
    for (const [field, guards] of Object.entries(RATE_LIMIT_GUARDS)) {
      const listed = ABUSE_PRONE_FIELDS[field];
      expect(listed && 'limits' in listed ? listed.limits : [], field).toEqual(
        expect.arrayContaining(guards.map((guard) => guard.rule)),
      );
    }
    const tested = new Set(CASES.map((c) => `${c.field}:${c.rule}`));
    const untested = Object.entries(ABUSE_PRONE_FIELDS).flatMap(([field, how]) =>
      'limits' in how
        ? how.limits.filter((rule) => !tested.has(`${field}:${rule}`)).map((r) => `${field}:${r}`)
        : [],
    );
    expect(untested).toEqual([]);
  });

  it('fields with their own limit name a test file that exercises them', () => {
    for (const [field, how] of Object.entries(ABUSE_PRONE_FIELDS)) {
      if (!('own' in how)) continue;
      const path = fileURLToPath(new URL(`../../${how.test}`, import.meta.url));
      expect(existsSync(path), how.test).toBe(true);
      expect(readFileSync(path, 'utf8'), `${how.test} names ${field}`).toContain(field);
    }
  });
});
