import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { autoshipSubscriptions, orders } from '../../db/schema';
import { secondProcess, type SecondProcess } from '../../test/second-process';
import { createTestApp, gql, type TestApp } from '../../test/test-app';
import { registeredCustomer } from '../customers/customer-test-calls';
import { PLACE_ORDER, product, readyCart, SET_PAYMENT } from '../orders/order-test-calls';
import { addDays, CLAIM_TIMEOUT_MS } from './autoship-service';

const CREATE = `mutation ($input: CreateAutoshipSubscriptionInput!) { createAutoshipSubscription(input: $input) { id } }`;
const UPDATE = `mutation ($input: UpdateAutoshipSubscriptionInput!) { updateAutoshipSubscription(input: $input) { id next_date } }`;
const DAY = 86_400_000;

// Two api processes on one database (PostgreSQL under `npm run test:pg`), ADR 0038: one due
// delivery is one order, and a delivery whose process died after claiming it is not lost.
describe('autoship with two api processes', () => {
  let t: TestApp;
  let other: SecondProcess;
  beforeAll(async () => {
    t = await createTestApp();
    other = await secondProcess(t);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });
  const db = () => t.database.db;
  const today = () => t.clock.now().toISOString().slice(0, 10);

  /** A customer's subscription of a placed order, due today. */
  async function dueSubscription(): Promise<number> {
    const shopper = await registeredCustomer(t.app, t.database, 'uk');
    const item = await product(db(), 500);
    const cart = await readyCart(t.app, db(), {
      token: shopper.token,
      items: [{ sku: item.sku, qty: 1 }],
    });
    const as = (query: string, variables: Record<string, unknown>) =>
      gql(t.app, query, variables, { store: 'uk', token: shopper.token });
    await as(SET_PAYMENT, {
      input: { cart_id: cart.maskedId, payment_method: { code: 'banktransfer' } },
    });
    const placed = await as(PLACE_ORDER, { input: { cart_id: cart.maskedId } });
    const number = placed.data!.placeOrder.order.order_number as string;
    const created = await as(CREATE, { input: { order_number: number, interval_days: 7 } });
    const id = created.data!.createAutoshipSubscription.id as number;
    const due = await as(UPDATE, { input: { id, next_date: today() } });
    expect(due.data!.updateAutoshipSubscription.next_date).toBe(today());
    return id;
  }

  // Each test's subscription ends with it, so the next test's passes see only its own.
  afterEach(async () => {
    await db().update(autoshipSubscriptions).set({ status: 'CANCELED' });
  });

  const ordersOf = (id: number) =>
    db().select().from(orders).where(eq(orders.autoshipSubscriptionId, id));
  const subscription = async (id: number) =>
    (await db().select().from(autoshipSubscriptions).where(eq(autoshipSubscriptions.id, id)))[0]!;

  it('places each due delivery once when both processes run their pass at the same moment', async () => {
    const id = await dueSubscription();
    const rounds = 10;
    for (let round = 1; round <= rounds; round += 1) {
      const passes = await Promise.all([
        t.app.services.autoship.runDue(),
        other.app.services.autoship.runDue(),
        other.app.services.autoship.runDue(),
      ]);
      expect(
        passes.reduce((sum, pass) => sum + pass.placed, 0),
        `round ${round}`,
      ).toBe(1);
      expect(await ordersOf(id), `round ${round}`).toHaveLength(round);
      expect((await subscription(id)).nextDate).toBe(addDays(today(), 7));
      t.clock.advance(7 * DAY);
    }
  });

  it('takes a claim again once its process is presumed dead, and places it once', async () => {
    const id = await dueSubscription();
    // A process claimed the delivery and died before placing it.
    await db()
      .update(autoshipSubscriptions)
      .set({ claimedAt: t.clock.now() })
      .where(eq(autoshipSubscriptions.id, id));
    expect(await other.app.services.autoship.runDue()).toEqual({ placed: 0, failed: 0 });
    t.clock.advance(CLAIM_TIMEOUT_MS + 1000);
    expect(await other.app.services.autoship.runDue()).toEqual({ placed: 1, failed: 0 });
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await subscription(id)).toMatchObject({
      claimedAt: null,
      nextDate: addDays(today(), 7),
      lastError: null,
    });
  });

  it('does not place a delivery again when its process died after placing the order', async () => {
    const id = await dueSubscription();
    const dueDate = today();
    const claimedAt = t.clock.now();
    expect(await t.app.services.autoship.runDue()).toEqual({ placed: 1, failed: 0 });
    const [order] = await ordersOf(id);
    // The order is in, but the process died before it moved next_date and released the claim.
    await db()
      .update(autoshipSubscriptions)
      .set({ claimedAt, nextDate: dueDate, lastOrderId: null })
      .where(eq(autoshipSubscriptions.id, id));
    t.clock.advance(CLAIM_TIMEOUT_MS + 1000);
    expect(await other.app.services.autoship.runDue()).toEqual({ placed: 1, failed: 0 });
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await subscription(id)).toMatchObject({
      claimedAt: null,
      lastOrderId: order!.id,
      nextDate: addDays(dueDate, 7),
    });
  });
});
