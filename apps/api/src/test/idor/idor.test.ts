import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  type GraphQLArgument,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeDefs } from '@lumo/graphql/server';
import { addressFor } from '../../features/cart/cart-test-calls';
import {
  CREATE_ADDRESS,
  NEWSLETTER_STATUS,
  registeredCustomer,
} from '../../features/customers/customer-test-calls';
import {
  card,
  PLACE_ORDER,
  product,
  readyCart,
  SET_PAYMENT,
  SUBMIT_CARD,
} from '../../features/orders/order-test-calls';
import { createTestApp, gql, type GraphQLResponse, type TestApp } from '../test-app';
import { IDOR_COVERAGE, OWNED_ID_ARGUMENTS, TOKEN_SCOPED_FIELDS } from './idor-coverage';

/** apps/api/src, where the covering test files live. */
const srcFolder = fileURLToPath(new URL('../../', import.meta.url));
const STORE = 'uk';
const A_STREET = '7 Secret Lane';
const A_LASTNAME = 'Ashworth';
const G_LASTNAME = 'Gallagher';
const G_EMAIL = 'guest.idor@example.com';

/** Magento's refusals for somebody else's id: not authorised, or no such entity. */
const REFUSED = new Set(['graphql-authorization', 'graphql-no-such-entity']);

interface Shopper {
  email: string;
  token: string;
}

/** Everything of A (and of the guest G) that B might try to reach. */
interface Victims {
  a: Shopper;
  b: Shopper;
  sku: string;
  aCart: string;
  aCartItem: string;
  aOrder: { number: string; token: string };
  aAutoship: number;
  aCardHash: string;
  aOpenSession: string;
  aAddressId: number;
  gCart: string;
  gOrder: { number: string; token: string };
}

const CART_READ = `query ($cart: String!) { cart(cart_id: $cart) { id email total_quantity itemsV2 { items { uid quantity } } applied_coupons { code } shipping_addresses { street lastname } } }`;
const A_STATE = /* GraphQL */ `
  query {
    customer {
      email
      lastname
      addresses {
        id
        street
      }
      orders {
        items {
          number
          status
        }
      }
      autoship_subscriptions {
        id
        status
        next_date
        interval_days
      }
    }
    customerCart {
      id
      total_quantity
      itemsV2 {
        items {
          uid
          quantity
        }
      }
      applied_coupons {
        code
      }
      shipping_addresses {
        street
      }
    }
    customerPaymentTokens {
      items {
        public_hash
      }
    }
  }
`;
const SESSION = `query ($id: String!) { paymentSession(session_id: $id) { session_id status order_number merchant_name } }`;

let t: TestApp;
let v: Victims;

const db = () => t.database.db;

async function placeWith(
  token: string | undefined,
  sku: string,
  payment: Record<string, unknown>,
  options: { email?: string; lastname?: string } = {},
) {
  const cart = await readyCart(t.app, db(), {
    token,
    email: options.email,
    lastname: options.lastname,
    items: [{ sku, qty: 1 }],
  });
  const set = await gql(
    t.app,
    SET_PAYMENT,
    { input: { cart_id: cart.maskedId, payment_method: payment } },
    { store: STORE, token },
  );
  if (set.errors) throw new Error(`setPaymentMethodOnCart: ${JSON.stringify(set.errors)}`);
  const placed = await gql(
    t.app,
    PLACE_ORDER,
    { input: { cart_id: cart.maskedId } },
    { store: STORE, token },
  );
  const result = placed.data?.placeOrder;
  if (!result?.order) throw new Error(`placeOrder: ${JSON.stringify(placed)}`);
  return result as {
    order: { order_number: string };
    orderV2: { token: string };
    payment_redirect: { session_id: string } | null;
  };
}

const asA = (query: string, variables: Record<string, unknown> = {}) =>
  gql(t.app, query, variables, { store: STORE, token: v.a.token });
const asB = (query: string, variables: Record<string, unknown> = {}) =>
  gql(t.app, query, variables, { store: STORE, token: v.b.token });
const asGuest = (query: string, variables: Record<string, unknown> = {}) =>
  gql(t.app, query, variables, { store: STORE });

beforeAll(async () => {
  t = await createTestApp();
  const item = await product(db(), 500);
  const a = await registeredCustomer(t.app, t.database, STORE, { lastname: A_LASTNAME });
  const b = await registeredCustomer(t.app, t.database, STORE, { lastname: 'Bramley' });
  const as = (query: string, variables: Record<string, unknown> = {}) =>
    gql(t.app, query, variables, { store: STORE, token: a.token });

  const address = await as(CREATE_ADDRESS, {
    input: { ...addressFor(STORE), lastname: A_LASTNAME, street: [A_STREET] },
  });
  const aAddressId = address.data!.createCustomerAddress.id as number;
  const first = await placeWith(a.token, item.sku, { code: 'banktransfer' });
  const autoship = await as(
    `mutation ($input: CreateAutoshipSubscriptionInput!) { createAutoshipSubscription(input: $input) { id } }`,
    { input: { order_number: first.order.order_number, interval_days: 14 } },
  );
  // A card order saves A's card; a second card order leaves an open payment session.
  const saved = await placeWith(a.token, item.sku, {
    code: 'worldpay_cc',
    worldpay_cc: { save_card: true },
  });
  const paid = await as(SUBMIT_CARD, {
    input: card(saved.payment_redirect!.session_id, '4444 3333 2222 1111'),
  });
  if (paid.data?.submitSandboxCardPayment?.status !== 'APPROVED')
    throw new Error(`card payment: ${JSON.stringify(paid)}`);
  const tokens = await as(`query { customerPaymentTokens { items { public_hash } } }`);
  const open = await placeWith(a.token, item.sku, { code: 'worldpay_cc' });
  // A's current cart with one line and a shipping address.
  const aCartReady = await readyCart(t.app, db(), {
    token: a.token,
    lastname: A_LASTNAME,
    items: [{ sku: item.sku, qty: 2 }],
  });
  const aCartRead = await as(CART_READ, { cart: aCartReady.maskedId });
  // The guest G: an order, and a cart with a line and an email.
  const gOrder = await placeWith(
    undefined,
    item.sku,
    { code: 'banktransfer' },
    { email: G_EMAIL, lastname: G_LASTNAME },
  );
  const gCart = await readyCart(t.app, db(), {
    email: G_EMAIL,
    lastname: G_LASTNAME,
    items: [{ sku: item.sku, qty: 3 }],
  });
  v = {
    a,
    b,
    sku: item.sku,
    aCart: aCartReady.maskedId,
    aCartItem: aCartRead.data!.cart.itemsV2.items[0].uid,
    aOrder: { number: first.order.order_number, token: first.orderV2.token },
    aAutoship: autoship.data!.createAutoshipSubscription.id,
    aCardHash: tokens.data!.customerPaymentTokens.items[0].public_hash,
    aOpenSession: open.payment_redirect!.session_id,
    aAddressId,
    gCart: gCart.maskedId,
    gOrder: { number: gOrder.order.order_number, token: gOrder.orderV2.token },
  };
}, 300_000);
afterAll(() => t?.close());

/** The refusal must be Magento's, and the answer must carry nothing of A or G. */
function expectRefused(result: GraphQLResponse, field: string) {
  const error = result.errors?.[0];
  expect(error, `${field}: ${JSON.stringify(result.data)}`).toBeDefined();
  expect(REFUSED.has(String(error?.extensions?.category)), `${field}: ${error?.message}`).toBe(
    true,
  );
  expect(result.data?.[field] ?? null).toBeNull();
  expectNothingOfVictims(result);
}

/** `sent`: what B itself put in the request (an error may name it back). */
function expectNothingOfVictims(result: GraphQLResponse, sent: string[] = []) {
  const text = JSON.stringify({ data: result.data, errors: result.errors });
  const secrets = [v.a.email, A_STREET, A_LASTNAME, G_EMAIL, G_LASTNAME, v.aCardHash];
  for (const secret of secrets.filter((value) => !sent.includes(value))) {
    expect(text).not.toContain(secret);
  }
}

/** A cart operation, called with a cart id (and A's cart line where it needs one). */
type CartCall = (cart: string) => [string, Record<string, unknown>];

const CART_OPERATIONS: Record<string, CartCall> = {
  cart: (cart) => [CART_READ, { cart }],
  addProductsToCart: (cart) => [
    `mutation ($cart: String!, $sku: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } user_errors { code } } }`,
    { cart, sku: v.sku },
  ],
  addSimpleProductsToCart: (cart) => [
    `mutation ($cart: String!, $sku: String!) { addSimpleProductsToCart(input: { cart_id: $cart, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) { cart { id } } }`,
    { cart, sku: v.sku },
  ],
  addConfigurableProductsToCart: (cart) => [
    `mutation ($cart: String!, $sku: String!) { addConfigurableProductsToCart(input: { cart_id: $cart, cart_items: [{ data: { sku: $sku, quantity: 1 }, parent_sku: $sku }] }) { cart { id } } }`,
    { cart, sku: v.sku },
  ],
  updateCartItems: (cart) => [
    `mutation ($cart: String!, $item: ID!) { updateCartItems(input: { cart_id: $cart, cart_items: [{ cart_item_uid: $item, quantity: 9 }] }) { cart { id } } }`,
    { cart, item: v.aCartItem },
  ],
  removeItemFromCart: (cart) => [
    `mutation ($cart: String!, $item: ID!) { removeItemFromCart(input: { cart_id: $cart, cart_item_uid: $item }) { cart { id } } }`,
    { cart, item: v.aCartItem },
  ],
  applyCouponToCart: (cart) => [
    `mutation ($cart: String!) { applyCouponToCart(input: { cart_id: $cart, coupon_code: "WELCOME10" }) { cart { id } } }`,
    { cart },
  ],
  removeCouponFromCart: (cart) => [
    `mutation ($cart: String!) { removeCouponFromCart(input: { cart_id: $cart }) { cart { id } } }`,
    { cart },
  ],
  setGuestEmailOnCart: (cart) => [
    `mutation ($cart: String!) { setGuestEmailOnCart(input: { cart_id: $cart, email: "attacker@example.com" }) { cart { email } } }`,
    { cart },
  ],
  setShippingAddressesOnCart: (cart) => [
    `mutation ($cart: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ address: $address }] }) { cart { id } } }`,
    { cart, address: addressFor(STORE, { lastname: 'Attacker' }) },
  ],
  setBillingAddressOnCart: (cart) => [
    `mutation ($cart: String!, $address: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { address: $address } }) { cart { id } } }`,
    { cart, address: addressFor(STORE, { lastname: 'Attacker' }) },
  ],
  setShippingMethodsOnCart: (cart) => [
    `mutation ($cart: String!) { setShippingMethodsOnCart(input: { cart_id: $cart, shipping_methods: [{ carrier_code: "lumo", method_code: "express" }] }) { cart { id } } }`,
    { cart },
  ],
  estimateShippingMethods: (cart) => [
    `mutation ($cart: String!) { estimateShippingMethods(input: { cart_id: $cart, address: { country_code: "GB" } }) { carrier_code amount { value } } }`,
    { cart },
  ],
  estimateTotals: (cart) => [
    `mutation ($cart: String!) { estimateTotals(input: { cart_id: $cart, address: { country_code: "GB" } }) { cart { id } } }`,
    { cart },
  ],
  setPaymentMethodOnCart: (cart) => [
    `mutation ($cart: String!) { setPaymentMethodOnCart(input: { cart_id: $cart, payment_method: { code: "checkmo" } }) { cart { id } } }`,
    { cart },
  ],
  placeOrder: (cart) => [
    `mutation ($cart: String!) { placeOrder(input: { cart_id: $cart }) { order { order_number } errors { code message } } }`,
    { cart },
  ],
  mergeCarts: (cart) => [
    `mutation ($cart: String!) { mergeCarts(source_cart_id: $cart) { id total_quantity } }`,
    { cart },
  ],
  assignCustomerToGuestCart: (cart) => [
    `mutation ($cart: String!) { assignCustomerToGuestCart(cart_id: $cart) { id total_quantity } }`,
    { cart },
  ],
};

/** The exercised fields, checked against IDOR_COVERAGE at the end. */
const exercised = new Set<string>();

describe("IDOR: shopper B with B's token against A's and a guest's carts", () => {
  it.each(Object.keys(CART_OPERATIONS))("%s with A's customer cart id", async (field) => {
    exercised.add(field);
    const [query, variables] = CART_OPERATIONS[field]!(v.aCart);
    expectRefused(await asB(query, variables), field);
    // Without any token A's customer cart is refused too.
    expectRefused(await asGuest(query, variables), field);
  });

  // A guest cart's masked id (32 random characters) is the guest's key: Magento lets the shopper
  // who holds it take it over on sign-in (assignCustomerToGuestCart, mergeCarts as the source).
  // Everything else refuses a customer with a guest cart id.
  const TAKE_OVER = ['assignCustomerToGuestCart', 'mergeCarts'];
  it.each(Object.keys(CART_OPERATIONS).filter((field) => !TAKE_OVER.includes(field)))(
    "%s with the guest's cart id",
    async (field) => {
      const [query, variables] = CART_OPERATIONS[field]!(v.gCart);
      expectRefused(await asB(query, variables), field);
    },
  );

  it("mergeCarts into A's cart as the destination is refused", async () => {
    const own = (await asB(`query { customerCart { id } }`)).data!.customerCart.id;
    const result = await asB(
      `mutation ($source: String!, $destination: String!) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id } }`,
      { source: own, destination: v.aCart },
    );
    expectRefused(result, 'mergeCarts');
  });

  it('guessed cart ids (numbers, short strings, entity ids) find nothing', async () => {
    for (const guess of ['1', '2', '3', '0001', 'a'.repeat(32), v.aCart.slice(0, -1)]) {
      const result = await asB(CART_READ, { cart: guess });
      expect(result.errors?.[0]?.extensions?.category, guess).toBe('graphql-no-such-entity');
    }
  });

  it("customerCart and createEmptyCart / createGuestCart give B B's own cart or a new one, never A's", async () => {
    exercised.add('customerCart').add('createEmptyCart').add('createGuestCart');
    const own = await asB(`query { customerCart { id total_quantity } }`);
    expect(own.data!.customerCart.id).not.toBe(v.aCart);
    const empty = await asB(`mutation { createEmptyCart }`);
    expect([v.aCart, v.gCart]).not.toContain(empty.data?.createEmptyCart);
    // Asking for A's masked id as the new cart's id must not hand A's cart over.
    for (const [query, field] of [
      [`mutation ($id: String) { createEmptyCart(input: { cart_id: $id }) }`, 'createEmptyCart'],
      [
        `mutation ($id: ID) { createGuestCart(input: { cart_uid: $id }) { cart { id total_quantity } } }`,
        'createGuestCart',
      ],
    ] as const) {
      for (const id of [v.aCart, v.gCart]) {
        const result = await asGuest(query, { id });
        expect(result.errors?.[0]?.message, field).toBeDefined();
        expectNothingOfVictims(result);
      }
    }
  });
});

describe("IDOR: B against A's orders, subscriptions, saved cards and payment sessions", () => {
  const ORDER_FIELDS = 'number status email shipping_address { lastname street }';

  it("customerOrders and customer.orders list only B's orders", async () => {
    exercised.add('customerOrders');
    const result = await asB(
      `query { customerOrders { items { order_number } } customer { orders { items { number } } } }`,
    );
    expect(JSON.stringify(result.data)).not.toContain(v.aOrder.number);
    expectNothingOfVictims(result);
  });

  it('guestOrder needs the email and last name of the order; sequential numbers find nothing', async () => {
    exercised.add('guestOrder');
    const query = `query ($input: GuestOrderInformationInput!) { guestOrder(input: $input) { ${ORDER_FIELDS} } }`;
    for (const number of [v.gOrder.number, v.aOrder.number]) {
      for (const input of [
        { number, email: v.b.email, lastname: 'Bramley' },
        { number, email: G_EMAIL, lastname: 'Wrong' },
        { number, email: 'other@example.com', lastname: G_LASTNAME },
      ]) {
        expectRefused(await asB(query, { input }), 'guestOrder');
      }
    }
    const next = String(Number(v.gOrder.number) + 1).padStart(v.gOrder.number.length, '0');
    expectRefused(
      await asGuest(query, { input: { number: next, email: G_EMAIL, lastname: G_LASTNAME } }),
      'guestOrder',
    );
  });

  it('guestOrderByToken: guessed tokens, an order number as the token, find nothing', async () => {
    exercised.add('guestOrderByToken');
    const query = `query ($token: String!) { guestOrderByToken(input: { token: $token }) { ${ORDER_FIELDS} } }`;
    for (const token of [
      v.gOrder.number,
      v.aOrder.number,
      v.gOrder.token.slice(0, -1),
      'x'.repeat(32),
      '1',
    ]) {
      expectRefused(await asB(query, { token }), 'guestOrderByToken');
    }
  });

  it("reorderItems and createAutoshipSubscription with A's or the guest's order number", async () => {
    exercised.add('reorderItems').add('createAutoshipSubscription');
    for (const number of [v.aOrder.number, v.gOrder.number]) {
      expectRefused(
        await asB(
          `mutation ($n: String!) { reorderItems(orderNumber: $n) { cart { id total_quantity } } }`,
          {
            n: number,
          },
        ),
        'reorderItems',
      );
      expectRefused(
        await asB(
          `mutation ($n: String!) { createAutoshipSubscription(input: { order_number: $n, interval_days: 14 }) { id } }`,
          { n: number },
        ),
        'createAutoshipSubscription',
      );
    }
  });

  it.each([
    'skipAutoshipDelivery',
    'pauseAutoshipSubscription',
    'resumeAutoshipSubscription',
    'cancelAutoshipSubscription',
  ])("%s with A's subscription id (and its neighbours)", async (field) => {
    exercised.add(field);
    for (const id of [v.aAutoship, v.aAutoship + 1, v.aAutoship + 2, 1]) {
      expectRefused(
        await asB(`mutation ($id: Int!) { ${field}(id: $id) { id status } }`, { id }),
        field,
      );
    }
  });

  it("updateAutoshipSubscription with A's subscription id", async () => {
    exercised.add('updateAutoshipSubscription');
    expectRefused(
      await asB(
        `mutation ($id: Int!) { updateAutoshipSubscription(input: { id: $id, interval_days: 30 }) { id } }`,
        { id: v.aAutoship },
      ),
      'updateAutoshipSubscription',
    );
  });

  it("customerPaymentTokens lists only B's; deletePaymentToken refuses A's card", async () => {
    exercised.add('customerPaymentTokens').add('deletePaymentToken');
    const list = await asB(`query { customerPaymentTokens { items { public_hash } } }`);
    expectNothingOfVictims(list);
    const result = await asB(
      `mutation ($hash: String!) { deletePaymentToken(public_hash: $hash) { result customerPaymentTokens { items { public_hash } } } }`,
      { hash: v.aCardHash },
    );
    expect(result.data?.deletePaymentToken?.result ?? false).toBe(false);
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expectNothingOfVictims(result, [v.aCardHash]);
  });

  it("paymentSession, card, 3-D Secure and cancel on A's open session: refused for B and a guest", async () => {
    const calls: [string, string, Record<string, unknown>][] = [
      ['paymentSession', SESSION, { id: v.aOpenSession }],
      [
        'submitSandboxCardPayment',
        `mutation ($input: SandboxCardPaymentInput!) { submitSandboxCardPayment(input: $input) { status order_number } }`,
        { input: card(v.aOpenSession, '4444 3333 2222 1111') },
      ],
      [
        'completeSandboxThreeDSecure',
        `mutation ($id: String!) { completeSandboxThreeDSecure(input: { session_id: $id, passcode: "1234" }) { status order_number } }`,
        { id: v.aOpenSession },
      ],
      [
        'cancelPaymentSession',
        `mutation ($id: String!) { cancelPaymentSession(session_id: $id) { status order_number } }`,
        { id: v.aOpenSession },
      ],
    ];
    for (const [field, query, variables] of calls) {
      exercised.add(field);
      expectRefused(await asB(query, variables), field);
      expectRefused(await asGuest(query, variables), field);
    }
  });

  it("B's own cart cannot use A's saved address or pay with A's saved card", async () => {
    const cart = await readyCart(t.app, db(), {
      token: v.b.token,
      items: [{ sku: v.sku, qty: 1 }],
    });
    for (const query of [
      `mutation ($cart: String!, $id: Int!) { setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ customer_address_id: $id }] }) { cart { shipping_addresses { street } } } }`,
      `mutation ($cart: String!, $id: Int!) { setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { customer_address_id: $id } }) { cart { billing_address { street } } } }`,
    ]) {
      const result = await asB(query, { cart: cart.maskedId, id: v.aAddressId });
      expect(result.errors?.[0]?.extensions?.category).toMatch(
        /graphql-(no-such-entity|authorization|input)/,
      );
      expectNothingOfVictims(result);
    }
    const vault = { code: 'worldpay_cc_vault', worldpay_cc_vault: { public_hash: v.aCardHash } };
    const set = await asB(
      `mutation ($cart: String!, $payment: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $cart, payment_method: $payment }) { cart { id } } }`,
      { cart: cart.maskedId, payment: vault },
    );
    const placed = set.errors
      ? undefined
      : await asB(PLACE_ORDER, { input: { cart_id: cart.maskedId } });
    // Refused when the method is set, or at the latest when the order would be paid.
    const refusedAt =
      set.errors?.[0] ?? placed?.errors?.[0] ?? placed?.data?.placeOrder?.errors?.[0];
    expect(refusedAt, JSON.stringify(placed?.data)).toBeDefined();
    expect(placed?.data?.placeOrder?.order ?? null).toBeNull();
    expectNothingOfVictims(set, [v.aCardHash]);
  });

  it('addOrderShipment and cancelOrder are refused for shoppers', async () => {
    exercised.add('addOrderShipment').add('cancelOrder');
    const shipment = await asB(
      `mutation ($n: String!) { addOrderShipment(input: { order_number: $n, carrier: "x", title: "x", tracking_number: "1" }) { number } }`,
      { n: v.aOrder.number },
    );
    expect(shipment.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const cancel = await asB(
      `mutation ($n: String!) { cancelOrder(input: { order_number: $n }) { number status } }`,
      { n: v.aOrder.number },
    );
    expect(cancel.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expectNothingOfVictims(shipment);
    expectNothingOfVictims(cancel);
  });

  it('newsletter links with guessed ids and codes change nothing', async () => {
    exercised.add('confirmNewsletterSubscription').add('unsubscribeFromNewsletter');
    for (const field of ['confirmNewsletterSubscription', 'unsubscribeFromNewsletter']) {
      for (const id of ['1', '2', '3']) {
        const result = await asB(
          `mutation ($id: ID!) { ${field}(id: $id, code: "guessed") { status } }`,
          { id },
        );
        expect(result.errors?.[0]?.extensions?.category, field).toBe('graphql-input');
      }
    }
    expect((await asA(NEWSLETTER_STATUS)).errors).toBeUndefined();
  });
});

describe('after every attempt', () => {
  it("A's account, cart, orders, subscription, saved card and open session are as they were", async () => {
    const state = (await asA(A_STATE)).data!;
    expect(state.customer.email).toBe(v.a.email);
    expect(state.customer.addresses.map((row: { id: number }) => row.id)).toContain(v.aAddressId);
    expect(state.customerCart.id).toBe(v.aCart);
    expect(state.customerCart.total_quantity).toBe(2);
    expect(state.customerCart.applied_coupons ?? []).toEqual([]);
    expect(state.customerCart.shipping_addresses[0].street).not.toContain('Attacker');
    expect(
      state.customer.autoship_subscriptions.find((row: { id: number }) => row.id === v.aAutoship)
        .status,
    ).toBe('ACTIVE');
    expect(
      state.customerPaymentTokens.items.map((row: { public_hash: string }) => row.public_hash),
    ).toEqual([v.aCardHash]);
    expect((await asA(SESSION, { id: v.aOpenSession })).data!.paymentSession.status).toBe('OPEN');
    const orders = state.customer.orders.items.map((row: { status: string }) => row.status);
    expect(orders).not.toContain('Canceled');
  });

  it("the guest's cart keeps its lines and email", async () => {
    const cart = (await asGuest(CART_READ, { cart: v.gCart })).data!.cart;
    expect(cart.email).toBe(G_EMAIL);
    expect(cart.total_quantity).toBe(3);
  });
});

describe('IDOR coverage of the SDL', () => {
  const schema = buildSchema(typeDefs);
  const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.values((type as GraphQLObjectType).getFields()),
  );
  /** Argument names of a field, one level into input objects (Magento's `input`). */
  const argumentNames = (args: readonly GraphQLArgument[]) =>
    args.flatMap((arg) => {
      const named = getNamedType(arg.type);
      const nested = isInputObjectType(named)
        ? Object.values(named.getFields()).flatMap((field) => {
            const inner = getNamedType(field.type);
            return [
              field.name,
              ...(isInputObjectType(inner) ? Object.keys(inner.getFields()) : []),
            ];
          })
        : [];
      return [arg.name, ...nested];
    });

  it('every operation taking a cart, order, address, subscription, card or session id, or acting on the token, is covered', () => {
    const owned = fields
      .filter(
        (field) =>
          argumentNames(field.args).some((name) => OWNED_ID_ARGUMENTS.has(name)) ||
          (TOKEN_SCOPED_FIELDS as readonly string[]).includes(field.name),
      )
      .map((field) => field.name)
      // The editor's own ids (pages, editors, media) are the editor role's, not a shopper's.
      .filter((name) => !/builder|editor|media/i.test(name));
    expect(owned.filter((name) => !(name in IDOR_COVERAGE))).toEqual([]);
  });

  it('every covered operation is exercised here or named by the test file that covers it', () => {
    const names = fields.map((field) => field.name);
    for (const [field, how] of Object.entries(IDOR_COVERAGE)) {
      expect(names, field).toContain(field);
      if ('suite' in how) expect(exercised.has(field), `${field} has no case here`).toBe(true);
      if ('file' in how) {
        const path = join(srcFolder, how.file);
        expect(existsSync(path), how.file).toBe(true);
        expect(readFileSync(path, 'utf8'), `${how.file} names ${field}`).toContain(field);
      }
    }
  });
});
