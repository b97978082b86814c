import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { autoshipSubscriptions, orders, products } from '../../db/schema';
import { MemoryLogger } from '../../logger';
import { createTestApp, gql, type TestApp } from '../../test/test-app';
import { PASSWORD, registeredCustomer, SIGN_IN } from '../customers/customer-test-calls';
import { PLACE_ORDER, product, readyCart, SET_PAYMENT } from '../orders/order-test-calls';
import { addDays } from './autoship-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());
const db = () => t.database.db;

const FIELDS = `id status interval_days next_date source_order_number items { sku name qty } payment_title last_error`;
const CREATE = `mutation ($input: CreateAutoshipSubscriptionInput!) { createAutoshipSubscription(input: $input) { ${FIELDS} } }`;
const action = (name: string) => `mutation ($id: Int!) { ${name}(id: $id) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateAutoshipSubscriptionInput!) { updateAutoshipSubscription(input: $input) { ${FIELDS} } }`;
const LIST = `query { customer { autoship_subscriptions { ${FIELDS} } } }`;

async function placedOrder(token: string, sku: string): Promise<string> {
  const cart = await readyCart(t.app, db(), { token, items: [{ sku, qty: 1 }] });
  await gql(
    t.app,
    SET_PAYMENT,
    { input: { cart_id: cart.maskedId, payment_method: { code: 'banktransfer' } } },
    { store: 'uk', token },
  );
  const placed = await gql(
    t.app,
    PLACE_ORDER,
    { input: { cart_id: cart.maskedId } },
    { store: 'uk', token },
  );
  return placed.data!.placeOrder.order.order_number;
}

describe('autoship', () => {
  it('creates, skips, pauses, resumes, updates and cancels; refuses bad input and others’ orders', async () => {
    const ada = await registeredCustomer(t.app, t.database, 'uk');
    const bob = await registeredCustomer(t.app, t.database, 'uk');
    const item = await product(db(), 50);
    const number = await placedOrder(ada.token, item.sku);
    const bobNumber = await placedOrder(bob.token, item.sku);
    const as = (query: string, variables: Record<string, unknown>, token = ada.token) =>
      gql(t.app, query, variables, { store: 'uk', token });
    const today = t.clock.now().toISOString().slice(0, 10);

    for (const interval_days of [6, 91]) {
      const bad = await as(CREATE, { input: { order_number: number, interval_days } });
      expect(bad.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
    const foreign = await as(CREATE, { input: { order_number: bobNumber, interval_days: 14 } });
    expect(foreign.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect(await db().select().from(autoshipSubscriptions)).toHaveLength(0);

    const created = (await as(CREATE, { input: { order_number: number, interval_days: 14 } })).data!
      .createAutoshipSubscription;
    expect(created).toMatchObject({
      status: 'ACTIVE',
      interval_days: 14,
      next_date: addDays(today, 14),
      source_order_number: number,
      items: [{ sku: item.sku, qty: 1 }],
      payment_title: 'Bank Transfer Payment',
      last_error: null,
    });
    const skipped = (await as(action('skipAutoshipDelivery'), { id: created.id })).data!
      .skipAutoshipDelivery;
    expect(skipped.next_date).toBe(addDays(today, 28));
    expect(
      (await as(action('pauseAutoshipSubscription'), { id: created.id })).data!
        .pauseAutoshipSubscription.status,
    ).toBe('PAUSED');
    expect(
      (await as(action('resumeAutoshipSubscription'), { id: created.id })).data!
        .resumeAutoshipSubscription.status,
    ).toBe('ACTIVE');
    const past = await as(UPDATE, { input: { id: created.id, next_date: '2001-01-01' } });
    expect(past.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const updated = (
      await as(UPDATE, { input: { id: created.id, interval_days: 30, next_date: today } })
    ).data!.updateAutoshipSubscription;
    expect(updated).toMatchObject({ interval_days: 30, next_date: today });
    // Bob can neither see nor change Ada's subscription.
    const bobSkips = await as(action('skipAutoshipDelivery'), { id: created.id }, bob.token);
    expect(bobSkips.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const bobList = await as(LIST, {}, bob.token);
    expect(bobList.data!.customer.autoship_subscriptions).toEqual([]);

    // The scheduler places the due delivery once; a second pass and a restarted app do not.
    const first = await t.app.services.autoship.runDue();
    expect(first).toEqual({ placed: 1, failed: 0 });
    const placed = await db()
      .select()
      .from(orders)
      .where(eq(orders.autoshipSubscriptionId, created.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      customerId: ada.id,
      status: 'pending',
      paymentMethodCode: 'banktransfer',
    });
    expect(await t.app.services.autoship.runDue()).toEqual({ placed: 0, failed: 0 });
    const restarted = createApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: new MemoryLogger(),
      notifier: t.notifier,
    });
    expect(await restarted.services.autoship.runDue()).toEqual({ placed: 0, failed: 0 });
    const listed = (await as(LIST, {})).data!.customer.autoship_subscriptions;
    expect(listed[0].next_date).toBe(addDays(today, 30));

    // Out of stock on the next date: recorded in last_error, the subscription stays active.
    await db()
      .update(products)
      .set({ stockQty: 0, isInStock: false })
      .where(eq(products.id, item.id));
    t.clock.advance(30 * 86_400_000);
    expect(await t.app.services.autoship.runDue()).toEqual({ placed: 0, failed: 1 });
    const [failed] = await db()
      .select()
      .from(autoshipSubscriptions)
      .where(eq(autoshipSubscriptions.id, created.id));
    expect(failed!.status).toBe('ACTIVE');
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextDate).toBe(addDays(today, 60));
    expect(
      await db().select().from(orders).where(eq(orders.autoshipSubscriptionId, created.id)),
    ).toHaveLength(1);

    // (30 days later the session has expired: sign in again.)
    const signedIn = await gql(
      t.app,
      SIGN_IN,
      { email: ada.email, password: PASSWORD },
      { store: 'uk' },
    );
    const token = signedIn.data!.generateCustomerToken.token as string;
    const canceled = (await as(action('cancelAutoshipSubscription'), { id: created.id }, token))
      .data!.cancelAutoshipSubscription;
    expect(canceled).toMatchObject({ status: 'CANCELED', next_date: null });
  }, 120_000);
});
