import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, products } from '../../db/schema';
import { createTestApp, gql, signIn, type TestApp } from '../../test/test-app';
import { renderMail } from '../mail/mail-templates';
import { registeredCustomer } from '../customers/customer-test-calls';
import { GUEST_ORDER_NOT_FOUND } from './order-service';
import { ORDER_FIELDS, PLACE_ORDER, product, readyCart, SET_PAYMENT } from './order-test-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());
const db = () => t.database.db;

async function order(options: { token?: string; email?: string; sku: string; qty?: number }) {
  const cart = await readyCart(t.app, db(), {
    token: options.token,
    email: options.email,
    items: [{ sku: options.sku, qty: options.qty ?? 1 }],
  });
  await gql(
    t.app,
    SET_PAYMENT,
    { input: { cart_id: cart.maskedId, payment_method: { code: 'banktransfer' } } },
    { store: 'uk', token: options.token },
  );
  const placed = await gql(
    t.app,
    PLACE_ORDER,
    { input: { cart_id: cart.maskedId } },
    { store: 'uk', token: options.token },
  );
  return placed.data!.placeOrder;
}

const REORDER = /* GraphQL */ `
  mutation ($number: String!) {
    reorderItems(orderNumber: $number) {
      cart {
        id
        total_quantity
      }
      userInputErrors {
        code
        message
        path
      }
    }
  }
`;

describe('reorder', () => {
  it('adds the own order’s lines to the customer’s cart; reports lines that cannot be bought', async () => {
    const ada = await registeredCustomer(t.app, t.database, 'uk');
    const first = await product(db(), 10);
    const second = await product(db(), 10);
    const cart = await readyCart(t.app, db(), {
      token: ada.token,
      items: [
        { sku: first.sku, qty: 2 },
        { sku: second.sku, qty: 1 },
      ],
    });
    await gql(
      t.app,
      SET_PAYMENT,
      { input: { cart_id: cart.maskedId, payment_method: { code: 'banktransfer' } } },
      { store: 'uk', token: ada.token },
    );
    const number = (
      await gql(
        t.app,
        PLACE_ORDER,
        { input: { cart_id: cart.maskedId } },
        { store: 'uk', token: ada.token },
      )
    ).data!.placeOrder.order.order_number;
    await db()
      .update(products)
      .set({ stockQty: 0, isInStock: false })
      .where(eq(products.id, second.id));
    const result = await gql(t.app, REORDER, { number }, { store: 'uk', token: ada.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.reorderItems.cart.total_quantity).toBe(2);
    expect(result.data!.reorderItems.userInputErrors).toHaveLength(1);
    expect(['INSUFFICIENT_STOCK', 'NOT_SALABLE']).toContain(
      result.data!.reorderItems.userInputErrors[0].code,
    );
    const guest = await gql(t.app, REORDER, { number }, { store: 'uk' });
    expect(guest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});

describe('guest order tracking', () => {
  it('reads one order by its token; refuses an unknown token', async () => {
    const item = await product(db(), 5);
    const placed = await order({ sku: item.sku, email: 'token@example.com' });
    const query = `query ($token: String!) { guestOrderByToken(input: { token: $token }) { ...OrderFields } } ${ORDER_FIELDS}`;
    const found = await gql(t.app, query, { token: placed.orderV2.token }, { store: 'uk' });
    expect(found.data!.guestOrderByToken.number).toBe(placed.order.order_number);
    const unknown = await gql(t.app, query, { token: 'not-a-token' }, { store: 'uk' });
    expect(unknown.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('rate-limits guestOrder per client address', async () => {
    const query = `query ($input: GuestOrderInformationInput!) { guestOrder(input: $input) { number } }`;
    const input = { number: '000000001', email: 'nobody@example.com', lastname: 'Nobody' };
    let limited = false;
    for (let attempt = 0; attempt < 25 && !limited; attempt += 1) {
      const result = await gql(
        t.app,
        query,
        { input },
        { store: 'uk', remoteAddress: '198.51.100.9' },
      );
      const error = result.errors?.[0];
      if (error?.extensions?.code === 'TOO_MANY_ATTEMPTS') limited = true;
      else expect(error?.message).toBe(GUEST_ORDER_NOT_FOUND);
    }
    expect(limited).toBe(true);
  });
});

describe('cancelOrder (admin)', () => {
  it('cancels a pending order and returns its stock; refuses twice and for shoppers', async () => {
    const item = await product(db(), 6);
    const placed = await order({ sku: item.sku, qty: 2, email: 'cancel@example.com' });
    const [taken] = await db().select().from(products).where(eq(products.id, item.id));
    expect(taken!.stockQty).toBe(4);
    const admin = await signIn(t.app);
    const cancel = `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { status status_label items { quantity_canceled } } }`;
    const input = { order_number: placed.order.order_number, reason: 'Customer asked' };
    const shopper = await gql(t.app, cancel, { input }, { store: 'uk' });
    expect(shopper.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const done = await gql(t.app, cancel, { input }, { store: 'uk', token: admin });
    expect(done.data!.cancelOrder).toEqual({
      status: 'canceled',
      status_label: 'Canceled',
      items: [{ quantity_canceled: 2 }],
    });
    const [back] = await db().select().from(products).where(eq(products.id, item.id));
    expect(back!.stockQty).toBe(6);
    const twice = await gql(t.app, cancel, { input }, { store: 'uk', token: admin });
    expect(twice.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const [again] = await db().select().from(products).where(eq(products.id, item.id));
    expect(again!.stockQty).toBe(6);
  });
});

describe('order mails', () => {
  it('renders the confirmation and shipment mails in English, Greek and German', async () => {
    const item = await product(db(), 5);
    const placed = await order({ sku: item.sku, email: 'mail@example.com' });
    const [queued] = await db()
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, 'mail@example.com'));
    expect(queued!.kind).toBe('order-confirmation');
    expect(queued!.payload.orderUrl).toBe('http://127.0.0.1:3000/track-order');
    for (const storeView of ['uk', 'gr', 'ch'] as const) {
      const confirmation = renderMail('order-confirmation', storeView, queued!.payload);
      expect(confirmation.subject).toContain(placed.order.order_number);
      const shipment = renderMail('order-shipment', storeView, {
        orderNumber: placed.order.order_number,
        trackingNumber: 'RM1GB',
        trackingUrl: 'https://track.example.com/RM1GB',
      });
      expect(shipment.text).toContain('RM1GB');
      expect(shipment.links).toContain('https://track.example.com/RM1GB');
    }
    expect(renderMail('order-confirmation', 'gr', queued!.payload).subject).toMatch(/παραγγελία/);
  });
});
