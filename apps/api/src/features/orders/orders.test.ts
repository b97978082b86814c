import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, mailQueue, orders, products } from '../../db/schema';
import { createTestApp, gql, signIn, type TestApp } from '../../test/test-app';
import { registeredCustomer } from '../customers/customer-test-calls';
import { GUEST_ORDER_NOT_FOUND } from './order-service';
import {
  card,
  ORDER_FIELDS,
  PLACE_ORDER,
  product,
  readyCart,
  SET_PAYMENT,
  SUBMIT_CARD,
  THREE_DS,
} from './order-test-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const db = () => t.database.db;

async function pay(
  maskedId: string,
  code: string,
  options: { token?: string; store?: string } = {},
) {
  const result = await gql(
    t.app,
    SET_PAYMENT,
    { input: { cart_id: maskedId, payment_method: { code } } },
    { store: 'uk', ...options },
  );
  expect(result.errors).toBeUndefined();
}

async function place(maskedId: string, options: { token?: string; store?: string } = {}) {
  return gql(t.app, PLACE_ORDER, { input: { cart_id: maskedId } }, { store: 'uk', ...options });
}

async function stockOf(id: number) {
  const [row] = await db().select().from(products).where(eq(products.id, id));
  return row!;
}

async function cartRow(id: number) {
  const [row] = await db().select().from(carts).where(eq(carts.id, id));
  return row!;
}

describe('placeOrder', () => {
  it('bank transfer: a pending order, stock taken, cart closed, confirmation mail queued', async () => {
    const item = await product(db(), 5);
    const cart = await readyCart(t.app, db(), {
      items: [{ sku: item.sku, qty: 2 }],
      email: 'bt@example.com',
    });
    await pay(cart.maskedId, 'banktransfer');
    const result = await place(cart.maskedId);
    expect(result.errors).toBeUndefined();
    const placed = result.data!.placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.order.order_number).toMatch(/^\d{9}$/);
    expect(placed.orderV2).toMatchObject({ status: 'pending', status_label: 'Pending' });
    const priced = await t.app.services.carts.priceCart(cart);
    expect(placed.orderV2.total.grand_total).toEqual({
      value: priced.grandTotalMinor / 100,
      currency: 'GBP',
    });
    expect(placed.payment_redirect).toBeNull();
    expect((await stockOf(item.id)).stockQty).toBe(3);
    expect((await cartRow(cart.id)).isActive).toBe(false);
    const mails = await db()
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, 'bt@example.com'));
    expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation']);
    expect(mails[0]!.payload.orderNumber).toBe(placed.order.order_number);

    // Ordering the same cart again: CART_NOT_ACTIVE in errors and at the top level.
    const again = await place(cart.maskedId);
    expect(again.data!.placeOrder.errors[0].code).toBe('CART_NOT_ACTIVE');
    expect(again.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('refuses a guest cart without an email (GUEST_EMAIL_MISSING), nothing changed', async () => {
    const item = await product(db(), 5);
    const cart = await readyCart(t.app, db(), { items: [{ sku: item.sku, qty: 1 }], email: null });
    await pay(cart.maskedId, 'banktransfer');
    const result = await place(cart.maskedId);
    expect(result.data!.placeOrder.errors).toEqual([
      { code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' },
    ]);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Guest email for cart is missing.',
      extensions: { category: 'graphql-input', error_code: 'GUEST_EMAIL_MISSING' },
    });
    expect((await stockOf(item.id)).stockQty).toBe(5);
    expect((await cartRow(cart.id)).isActive).toBe(true);
  });

  it('refuses an unknown cart (CART_NOT_FOUND) and bad input (graphql-input)', async () => {
    const unknown = await place('no-such-cart-id');
    expect(unknown.data!.placeOrder.errors[0].code).toBe('CART_NOT_FOUND');
    const bad = await gql(t.app, PLACE_ORDER, { input: { cart_id: '' } }, { store: 'uk' });
    expect(bad.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('card approved: pending_payment until the sandbox approves, then processing + mail', async () => {
    const item = await product(db(), 3);
    const cart = await readyCart(t.app, db(), {
      items: [{ sku: item.sku, qty: 1 }],
      email: 'card@example.com',
    });
    await pay(cart.maskedId, 'worldpay_cc');
    const placed = (await place(cart.maskedId)).data!.placeOrder;
    expect(placed.errors).toEqual([]);
    const session = placed.payment_redirect.session_id as string;
    expect(placed.payment_redirect.url).toBe(`/checkout/worldpay?session=${session}`);
    expect(placed.orderV2.status).toBe('pending');
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.incrementId, placed.order.order_number));
    expect(row!.status).toBe('pending_payment');
    expect(
      await db().select().from(mailQueue).where(eq(mailQueue.toAddress, 'card@example.com')),
    ).toEqual([]);

    const paid = await gql(
      t.app,
      SUBMIT_CARD,
      { input: card(session, '4444 3333 2222 1111') },
      { store: 'uk' },
    );
    expect(paid.data!.submitSandboxCardPayment).toEqual({
      status: 'APPROVED',
      redirect_url: `/checkout/success-payment?order=${placed.order.order_number}`,
      message: null,
      order_number: placed.order.order_number,
    });
    const [after] = await db().select().from(orders).where(eq(orders.id, row!.id));
    expect(after!.status).toBe('processing');
    expect((await cartRow(cart.id)).isActive).toBe(false);
    const mails = await db()
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, 'card@example.com'));
    expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation']);

    // A finished session cannot be paid twice.
    const twice = await gql(
      t.app,
      SUBMIT_CARD,
      { input: card(session, '4000 0000 0000 0002') },
      { store: 'uk' },
    );
    expect(twice.data!.submitSandboxCardPayment.status).toBe('APPROVED');
    expect((await stockOf(item.id)).stockQty).toBe(2);
  });

  it('card declined: order canceled with payment_error, stock back, cart intact', async () => {
    const item = await product(db(), 3);
    const cart = await readyCart(t.app, db(), { items: [{ sku: item.sku, qty: 2 }] });
    await pay(cart.maskedId, 'worldpay_cc');
    const placed = (await place(cart.maskedId)).data!.placeOrder;
    expect((await stockOf(item.id)).stockQty).toBe(1);
    const declined = await gql(
      t.app,
      SUBMIT_CARD,
      { input: card(placed.payment_redirect.session_id, '4000000000000002') },
      { store: 'uk' },
    );
    expect(declined.data!.submitSandboxCardPayment).toMatchObject({
      status: 'DECLINED',
      redirect_url: `/checkout/error?order=${placed.order.order_number}`,
      message: 'Card declined by the issuer.',
    });
    expect((await stockOf(item.id)).stockQty).toBe(3);
    expect((await cartRow(cart.id)).isActive).toBe(true);
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.incrementId, placed.order.order_number));
    expect(row).toMatchObject({ status: 'canceled', paymentError: 'Card declined by the issuer.' });
  });

  it('3-D Secure: passcode 1234 approves, anything else declines', async () => {
    for (const [passcode, status] of [
      ['1234', 'APPROVED'],
      ['9999', 'DECLINED'],
    ] as const) {
      const item = await product(db(), 2);
      const cart = await readyCart(t.app, db(), { items: [{ sku: item.sku, qty: 1 }] });
      await pay(cart.maskedId, 'worldpay_cc');
      const placed = (await place(cart.maskedId)).data!.placeOrder;
      const session = placed.payment_redirect.session_id;
      const challenged = await gql(
        t.app,
        SUBMIT_CARD,
        { input: card(session, '4000 0000 0000 3220') },
        { store: 'uk' },
      );
      expect(challenged.data!.submitSandboxCardPayment).toMatchObject({
        status: 'CHALLENGE_REQUIRED',
        redirect_url: `/checkout/worldpay?session=${session}&step=3ds`,
      });
      const done = await gql(
        t.app,
        THREE_DS,
        { input: { session_id: session, passcode } },
        { store: 'uk' },
      );
      expect(done.data!.completeSandboxThreeDSecure.status).toBe(status);
      expect((await stockOf(item.id)).stockQty).toBe(status === 'APPROVED' ? 1 : 2);
      expect((await cartRow(cart.id)).isActive).toBe(status !== 'APPROVED');
    }
  });

  it('refuses a card that fails Luhn or has expired, without counting it', async () => {
    const item = await product(db(), 2);
    const cart = await readyCart(t.app, db(), { items: [{ sku: item.sku, qty: 1 }] });
    await pay(cart.maskedId, 'worldpay_cc');
    const placed = (await place(cart.maskedId)).data!.placeOrder;
    const session = placed.payment_redirect.session_id;
    const luhn = await gql(
      t.app,
      SUBMIT_CARD,
      { input: card(session, '4444 3333 2222 1112') },
      { store: 'uk' },
    );
    expect(luhn.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(JSON.stringify(t.logger.entries ?? [])).not.toContain('4444333322221112');
    const expired = await gql(
      t.app,
      SUBMIT_CARD,
      { input: { ...card(session, '4444333322221111'), expiry_year: 2001 } },
      { store: 'uk' },
    );
    expect(expired.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('order reads', () => {
  it('customer.orders lists only the own orders, newest first, filtered by status', async () => {
    const ada = await registeredCustomer(t.app, t.database, 'uk');
    const bob = await registeredCustomer(t.app, t.database, 'uk');
    const item = await product(db(), 20);
    const numbers: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const cart = await readyCart(t.app, db(), {
        token: ada.token,
        items: [{ sku: item.sku, qty: 1 }],
      });
      await pay(cart.maskedId, 'banktransfer', { token: ada.token });
      const placed = await place(cart.maskedId, { token: ada.token });
      numbers.push(placed.data!.placeOrder.order.order_number);
    }
    const bobCart = await readyCart(t.app, db(), {
      token: bob.token,
      items: [{ sku: item.sku, qty: 1 }],
    });
    await pay(bobCart.maskedId, 'banktransfer', { token: bob.token });
    const bobOrder = (await place(bobCart.maskedId, { token: bob.token })).data!.placeOrder.order
      .order_number;

    const list = await gql(
      t.app,
      `query { customer { orders(pageSize: 2) { total_count page_info { current_page page_size total_pages } items { ...OrderFields } } } } ${ORDER_FIELDS}`,
      {},
      { token: ada.token, store: 'uk' },
    );
    expect(list.errors).toBeUndefined();
    const orders = list.data!.customer.orders;
    expect(orders.total_count).toBe(3);
    expect(orders.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 });
    expect(orders.items.map((order: { number: string }) => order.number)).toEqual([
      numbers[2],
      numbers[1],
    ]);
    expect(JSON.stringify(orders)).not.toContain(bobOrder);

    const filtered = await gql(
      t.app,
      `query { customer { orders(filter: { status: { in: ["processing"] } }) { total_count } } }`,
      {},
      { token: ada.token, store: 'uk' },
    );
    expect(filtered.data!.customer.orders.total_count).toBe(0);

    const tooBig = await gql(
      t.app,
      `query { customer { orders(pageSize: 1000) { total_count } } }`,
      {},
      { token: ada.token, store: 'uk' },
    );
    expect(tooBig.errors?.[0]?.extensions?.category).toBe('graphql-input');

    // Reorder of another customer's order: not found.
    const reorder = await gql(
      t.app,
      `mutation { reorderItems(orderNumber: "${bobOrder}") { userInputErrors { code } } }`,
      {},
      { token: ada.token, store: 'uk' },
    );
    expect(reorder.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('guestOrder needs number, email and last name (any case); one answer for every mismatch', async () => {
    const item = await product(db(), 5);
    const cart = await readyCart(t.app, db(), {
      items: [{ sku: item.sku, qty: 1 }],
      email: 'Track.Me@example.com',
      lastname: 'Hopper',
    });
    await pay(cart.maskedId, 'banktransfer');
    const number = (await place(cart.maskedId)).data!.placeOrder.order.order_number;
    const query = `query ($input: GuestOrderInformationInput!) { guestOrder(input: $input) { ...OrderFields } } ${ORDER_FIELDS}`;
    const found = await gql(
      t.app,
      query,
      { input: { number, email: 'track.me@EXAMPLE.com', lastname: 'hopper' } },
      { store: 'uk' },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data!.guestOrder).toMatchObject({ number, status: 'pending' });
    expect(found.data!.guestOrder.email.toLowerCase()).toBe('track.me@example.com');
    for (const input of [
      { number, email: 'other@example.com', lastname: 'Hopper' },
      { number, email: 'track.me@example.com', lastname: 'Lovelace' },
      { number: '999999999', email: 'track.me@example.com', lastname: 'Hopper' },
    ]) {
      const missed = await gql(t.app, query, { input }, { store: 'uk' });
      expect(missed.errors?.[0]).toMatchObject({
        message: GUEST_ORDER_NOT_FOUND,
        extensions: { category: 'graphql-no-such-entity' },
      });
    }
  });
});

describe('shipments and age verification', () => {
  it('uk: placed while unverified, no dispatch until the customer passes; then complete + mail', async () => {
    const ada = await registeredCustomer(t.app, t.database, 'uk');
    const item = await product(db(), 5);
    const cart = await readyCart(t.app, db(), {
      token: ada.token,
      items: [{ sku: item.sku, qty: 1 }],
    });
    await pay(cart.maskedId, 'banktransfer', { token: ada.token });
    const placed = (await place(cart.maskedId, { token: ada.token })).data!.placeOrder;
    expect(placed.orderV2.awaiting_age_verification).toBe(true);
    const admin = await signIn(t.app);
    const ship = `mutation ($input: AddOrderShipmentInput!) { addOrderShipment(input: $input) { status tracking { tracking_number tracking_url } awaiting_age_verification } }`;
    const input = {
      order_number: placed.order.order_number,
      carrier: 'royalmail',
      title: 'Royal Mail',
      tracking_number: 'RM123456789GB',
      tracking_url: 'https://track.example.com/RM123456789GB',
    };
    const refused = await gql(t.app, ship, { input }, { token: admin, store: 'uk' });
    expect(refused.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const asShopper = await gql(t.app, ship, { input }, { token: ada.token, store: 'uk' });
    expect(asShopper.errors?.[0]?.extensions?.category).toBe('graphql-authorization');

    const { customers } = await import('../../db/schema');
    await db().update(customers).set({ ageVerifiedAt: new Date() }).where(eq(customers.id, ada.id));
    const shipped = await gql(t.app, ship, { input }, { token: admin, store: 'uk' });
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data!.addOrderShipment).toMatchObject({
      status: 'complete',
      tracking: [{ tracking_number: 'RM123456789GB', tracking_url: input.tracking_url }],
      awaiting_age_verification: false,
    });
    const mails = await db().select().from(mailQueue).where(eq(mailQueue.toAddress, ada.email));
    expect(mails.map((mail) => mail.kind)).toContain('order-shipment');
  });

  it('us: refuses the order until the customer is age verified', async () => {
    const sam = await registeredCustomer(t.app, t.database, 'us');
    const item = await product(db(), 5, 'us');
    const cart = await readyCart(t.app, db(), {
      storeView: 'us',
      token: sam.token,
      items: [{ sku: item.sku, qty: 1 }],
    });
    await pay(cart.maskedId, 'banktransfer', { token: sam.token, store: 'us' });
    const refused = await place(cart.maskedId, { token: sam.token, store: 'us' });
    expect(refused.data!.placeOrder.errors[0].code).toBe('AGE_VERIFICATION_REQUIRED');
    expect((await stockOf(item.id)).stockQty).toBe(5);
    const { customers } = await import('../../db/schema');
    await db().update(customers).set({ ageVerifiedAt: new Date() }).where(eq(customers.id, sam.id));
    const session = await registeredSessionToken(sam.email);
    const placed = await place(cart.maskedId, { token: session, store: 'us' });
    expect(placed.data!.placeOrder.errors).toEqual([]);
  });
});

async function registeredSessionToken(email: string): Promise<string> {
  const { PASSWORD, SIGN_IN } = await import('../customers/customer-test-calls');
  const result = await gql(t.app, SIGN_IN, { email, password: PASSWORD }, { store: 'us' });
  return result.data!.generateCustomerToken.token;
}

describe('concurrency', () => {
  it('50 buyers race for the last 10 units: exactly 10 orders, stock 0, the rest INSUFFICIENT_STOCK', async () => {
    const item = await product(db(), 10);
    const cartsOf = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        readyCart(t.app, db(), {
          items: [{ sku: item.sku, qty: 1 }],
          email: `racer${index}@example.com`,
        }),
      ),
    );
    for (const cart of cartsOf) await pay(cart.maskedId, 'banktransfer');
    const results = await Promise.all(cartsOf.map((cart) => place(cart.maskedId)));
    const placed = results.filter((result) => result.data?.placeOrder?.errors?.length === 0);
    const refused = results.filter((result) => result.data?.placeOrder?.errors?.length);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const result of refused)
      expect(result.data!.placeOrder.errors[0].code).toBe('INSUFFICIENT_STOCK');
    const after = await stockOf(item.id);
    expect(after.stockQty).toBe(0);
    expect(after.isInStock).toBe(false);
    const active = await Promise.all(cartsOf.map((cart) => cartRow(cart.id)));
    expect(active.filter((cart) => cart.isActive)).toHaveLength(40);
  }, 120_000);
});
