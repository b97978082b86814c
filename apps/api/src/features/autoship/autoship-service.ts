import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import {
  autoshipSubscriptions,
  cartAddresses,
  carts,
  customerAddresses,
  customers,
  orderAddresses,
  orders,
  paymentTokens,
  type AutoshipSubscriptionRow,
} from '../../db/schema';
import { inputError, notFoundError, parseInput } from '../../errors';
import type { Logger } from '../../logger';
import type { CartSeam } from '../orders/cart-seam';
import type { OrderRepository } from '../orders/order-repository';
import { cartLinesOf, PlaceOrderRefusal, type OrderService } from '../orders/order-service';
import { PAYMENT_METHOD_TITLES } from '../payments/payment-methods';

export const MIN_INTERVAL_DAYS = 7;
export const MAX_INTERVAL_DAYS = 90;
/** Subscriptions a customer may hold (active or paused). */
export const MAX_SUBSCRIPTIONS = 20;
/** Due subscriptions one scheduler pass claims. */
const CLAIM_BATCH = 20;
/** A claim older than this belongs to a process that died: another pass takes it again. */
export const CLAIM_TIMEOUT_MS = 15 * 60_000;

const interval = z.number().int().min(MIN_INTERVAL_DAYS).max(MAX_INTERVAL_DAYS);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.');
const createInput = z.object({
  order_number: z.string().trim().min(1).max(32),
  interval_days: interval,
});
const updateInput = z.object({
  id: z.number().int().positive(),
  interval_days: interval.optional().nullable(),
  next_date: isoDate.optional().nullable(),
});
const idInput = z.number().int().positive();

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export interface AutoshipDeps {
  db: Database;
  orders: OrderService;
  orderRepository: OrderRepository;
  carts: () => CartSeam;
  clock: Clock;
  logger: Logger;
  /** How long a claimed delivery waits for its process (default CLAIM_TIMEOUT_MS). */
  claimTimeoutMs?: number;
}

/** Autoship (ADR 0033): repeat an order's items every 7-90 days; the scheduler places them. */
export class AutoshipService {
  constructor(private readonly deps: AutoshipDeps) {}

  private today(): string {
    return this.deps.clock.now().toISOString().slice(0, 10);
  }

  async list(customerId: number, storeView: string) {
    const rows = await this.deps.db
      .select()
      .from(autoshipSubscriptions)
      .where(
        and(
          eq(autoshipSubscriptions.customerId, customerId),
          eq(autoshipSubscriptions.storeView, storeView as AutoshipSubscriptionRow['storeView']),
        ),
      )
      .orderBy(desc(autoshipSubscriptions.id));
    return Promise.all(rows.map((row) => this.value(row)));
  }

  async value(row: AutoshipSubscriptionRow) {
    const [source] = await this.deps.db
      .select({ incrementId: orders.incrementId })
      .from(orders)
      .where(eq(orders.id, row.sourceOrderId));
    let paymentTitle =
      PAYMENT_METHOD_TITLES[row.paymentMethodCode as keyof typeof PAYMENT_METHOD_TITLES] ??
      row.paymentMethodCode;
    if (row.paymentTokenId !== null) {
      const [token] = await this.deps.db
        .select()
        .from(paymentTokens)
        .where(eq(paymentTokens.id, row.paymentTokenId));
      if (token) paymentTitle = `${token.brand} •••• ${token.last4} (${token.expiry})`;
    }
    return {
      id: row.id,
      status: row.status,
      interval_days: row.intervalDays,
      next_date: row.status === 'CANCELED' ? null : row.nextDate,
      source_order_number: source?.incrementId ?? '',
      items: row.items.map((item) => ({ sku: item.sku, name: item.name, qty: item.qty })),
      payment_title: paymentTitle,
      last_error: row.lastError,
      created_at: row.createdAt.toISOString(),
    };
  }

  private async own(ctx: GraphQLContext, rawId: unknown): Promise<AutoshipSubscriptionRow> {
    const session = await ctx.requireCustomer();
    const id = parseInput(idInput, rawId);
    const [row] = await this.deps.db
      .select()
      .from(autoshipSubscriptions)
      .where(
        and(
          eq(autoshipSubscriptions.id, id),
          eq(autoshipSubscriptions.customerId, session.customer.id),
          eq(autoshipSubscriptions.storeView, ctx.storeView()),
        ),
      );
    if (!row) throw notFoundError(`Could not find the autoship subscription ${id}.`);
    return row;
  }

  private async save(id: number, values: Partial<typeof autoshipSubscriptions.$inferInsert>) {
    const [row] = await this.deps.db
      .update(autoshipSubscriptions)
      .set({ ...values, updatedAt: this.deps.clock.now() })
      .where(eq(autoshipSubscriptions.id, id))
      .returning();
    return this.value(row!);
  }

  async create(ctx: GraphQLContext, rawInput: unknown) {
    const session = await ctx.requireCustomer();
    const input = parseInput(createInput, rawInput);
    const storeView = ctx.storeView();
    const order = await this.deps.orders.ownOrder(
      session.customer.id,
      storeView,
      input.order_number,
    );
    if (order.state === 'canceled' || order.state === 'pending_payment')
      throw inputError('Only a placed, paid order can be repeated.');
    const [{ n } = { n: 0 }] = await this.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(autoshipSubscriptions)
      .where(
        and(
          eq(autoshipSubscriptions.customerId, session.customer.id),
          sql`${autoshipSubscriptions.status} <> 'CANCELED'`,
        ),
      );
    if (n >= MAX_SUBSCRIPTIONS)
      throw inputError(`At most ${MAX_SUBSCRIPTIONS} autoship subscriptions.`);
    const items = await this.deps.orderRepository.itemsOf([order.id]);
    const lines = await cartLinesOf(this.deps.db, items);
    if (!lines.inputs.length) throw inputError('None of the order’s products can be repeated.');
    const names = new Map(items.map((item) => [item.sku, item.name]));
    let paymentMethodCode = 'banktransfer';
    let paymentTokenId: number | null = null;
    if (order.paymentMethodCode.startsWith('worldpay')) {
      const [token] = await this.deps.db
        .select()
        .from(paymentTokens)
        .where(eq(paymentTokens.customerId, session.customer.id))
        .orderBy(desc(paymentTokens.id))
        .limit(1);
      if (token) {
        paymentMethodCode = 'worldpay_cc_vault';
        paymentTokenId = token.id;
      }
    }
    const now = this.deps.clock.now();
    const [row] = await this.deps.db
      .insert(autoshipSubscriptions)
      .values({
        customerId: session.customer.id,
        storeView,
        sourceOrderId: order.id,
        intervalDays: input.interval_days,
        nextDate: addDays(this.today(), input.interval_days),
        items: lines.inputs.map((line) => ({
          sku: line.sku,
          parentSku: line.parent_sku ?? null,
          name: names.get(line.sku) ?? line.sku,
          qty: line.quantity,
        })),
        paymentMethodCode,
        paymentTokenId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return this.value(row!);
  }

  async skip(ctx: GraphQLContext, rawId: unknown) {
    const row = await this.own(ctx, rawId);
    if (row.status === 'CANCELED') throw inputError('The subscription was canceled.');
    return this.save(row.id, { nextDate: addDays(row.nextDate, row.intervalDays) });
  }

  async pause(ctx: GraphQLContext, rawId: unknown) {
    const row = await this.own(ctx, rawId);
    if (row.status === 'CANCELED') throw inputError('The subscription was canceled.');
    return this.save(row.id, { status: 'PAUSED' });
  }

  async resume(ctx: GraphQLContext, rawId: unknown) {
    const row = await this.own(ctx, rawId);
    if (row.status === 'CANCELED') throw inputError('The subscription was canceled.');
    const today = this.today();
    return this.save(row.id, {
      status: 'ACTIVE',
      nextDate: row.nextDate <= today ? addDays(today, row.intervalDays) : row.nextDate,
    });
  }

  async cancel(ctx: GraphQLContext, rawId: unknown) {
    const row = await this.own(ctx, rawId);
    return this.save(row.id, { status: 'CANCELED' });
  }

  async update(ctx: GraphQLContext, rawInput: unknown) {
    const input = parseInput(updateInput, rawInput);
    const row = await this.own(ctx, input.id);
    if (row.status === 'CANCELED') throw inputError('The subscription was canceled.');
    if (input.next_date && input.next_date < this.today())
      throw inputError('next_date: choose today or a later date.');
    if (input.next_date && Number.isNaN(new Date(`${input.next_date}T00:00:00Z`).getTime()))
      throw inputError('next_date: enter the date as YYYY-MM-DD.');
    return this.save(row.id, {
      ...(input.interval_days ? { intervalDays: input.interval_days } : {}),
      ...(input.next_date ? { nextDate: input.next_date } : {}),
    });
  }

  /**
   * One scheduler pass (ADR 0038). Due rows are claimed with FOR UPDATE SKIP LOCKED and stamped
   * with claimed_at in one short transaction, so a concurrent pass in another api process skips
   * them. next_date moves only when the delivery is finished (placed or refused). A claim whose
   * process died is older than the claim timeout and is taken again; before placing, the pass
   * looks for an order the dead process already placed for that claim, so a delivery is placed
   * once. Failures go to last_error (the subscription stays, the next delivery is tried on its
   * date).
   */
  async runDue(): Promise<{ placed: number; failed: number }> {
    const today = this.today();
    const now = this.deps.clock.now();
    const staleBefore = new Date(now.getTime() - (this.deps.claimTimeoutMs ?? CLAIM_TIMEOUT_MS));
    const claimed = await this.deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(autoshipSubscriptions)
        .where(
          and(
            eq(autoshipSubscriptions.status, 'ACTIVE'),
            lte(autoshipSubscriptions.nextDate, today),
            or(
              isNull(autoshipSubscriptions.claimedAt),
              lt(autoshipSubscriptions.claimedAt, staleBefore),
            ),
          ),
        )
        .orderBy(asc(autoshipSubscriptions.nextDate), asc(autoshipSubscriptions.id))
        .limit(CLAIM_BATCH)
        .for('update', { skipLocked: true });
      if (due.length) {
        await tx
          .update(autoshipSubscriptions)
          .set({ claimedAt: now })
          .where(
            inArray(
              autoshipSubscriptions.id,
              due.map((row) => row.id),
            ),
          );
      }
      return due;
    });
    let placed = 0;
    let failed = 0;
    for (const row of claimed) {
      let next = addDays(row.nextDate, row.intervalDays);
      while (next <= today) next = addDays(next, row.intervalDays);
      // Finishing is conditional on our claim: a pass that took over a stale claim wins.
      const finish = (values: Partial<typeof autoshipSubscriptions.$inferInsert>) =>
        this.deps.db
          .update(autoshipSubscriptions)
          .set({ ...values, claimedAt: null, updatedAt: this.deps.clock.now() })
          .where(
            and(eq(autoshipSubscriptions.id, row.id), eq(autoshipSubscriptions.claimedAt, now)),
          );
      // Moved by the customer (skip, new date) while claimed: keep their date.
      const nextDate = sql`case when ${autoshipSubscriptions.nextDate} = ${row.nextDate} then ${next}::date else ${autoshipSubscriptions.nextDate} end`;
      try {
        const orderId =
          (row.claimedAt ? await this.orderOfLostClaim(row, row.claimedAt) : null) ??
          (await this.placeDelivery(row));
        placed += 1;
        await finish({ lastError: null, lastOrderId: orderId, nextDate: nextDate as never });
      } catch (error) {
        failed += 1;
        const message =
          error instanceof PlaceOrderRefusal || (error instanceof Error && 'extensions' in error)
            ? (error as Error).message
            : 'The order could not be placed.';
        if (!(error instanceof PlaceOrderRefusal))
          this.deps.logger.warn('Autoship delivery failed', { subscription: row.id, error });
        await finish({ lastError: message.slice(0, 500), nextDate: nextDate as never });
      }
    }
    return { placed, failed };
  }

  /**
   * The order a process placed for this subscription after taking the claim that it then lost
   * (it died before finishing): that delivery is done, not to be placed again.
   */
  private async orderOfLostClaim(
    row: AutoshipSubscriptionRow,
    claimedAt: Date,
  ): Promise<number | null> {
    const [order] = await this.deps.db
      .select({ id: orders.id, state: orders.state, paymentError: orders.paymentError })
      .from(orders)
      .where(and(eq(orders.autoshipSubscriptionId, row.id), gte(orders.createdAt, claimedAt)))
      .orderBy(desc(orders.id))
      .limit(1);
    if (!order) return null;
    if (order.state === 'canceled') {
      throw inputError(order.paymentError ?? 'The saved card was declined.');
    }
    return order.id;
  }

  /** A cart of its own for the delivery (never the customer's shopping cart), then placeOrder. */
  private async placeDelivery(row: AutoshipSubscriptionRow): Promise<number> {
    const { db } = this.deps;
    const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId));
    if (!customer) throw new Error('The subscriber is gone.');
    const [source] = await db.select().from(orders).where(eq(orders.id, row.sourceOrderId));
    if (!source) throw new Error('The source order is gone.');
    let publicHash: string | null = null;
    if (row.paymentTokenId !== null) {
      const [token] = await db
        .select()
        .from(paymentTokens)
        .where(eq(paymentTokens.id, row.paymentTokenId));
      if (!token) throw inputError('The saved card of this subscription was deleted.');
      publicHash = token.publicHash;
    } else if (row.paymentMethodCode === 'worldpay_cc_vault') {
      throw inputError('The saved card of this subscription was deleted.');
    }
    const [cart] = await db
      .insert(carts)
      .values({
        maskedId: randomBytes(24).toString('base64url'),
        storeView: row.storeView,
        customerId: row.customerId,
        // Active only while this delivery is placed (cart-api adds items to active carts only).
        isActive: true,
        email: customer.email,
        shippingCarrierCode: source.shippingCarrierCode,
        shippingMethodCode: source.shippingMethodCode,
        pickupLocationCode: source.pickupLocationCode,
        paymentMethodCode: row.paymentMethodCode,
        paymentData: publicHash ? { public_hash: publicHash } : {},
      })
      .returning();
    const { userErrors } = await this.deps.carts().addProducts(
      cart!,
      row.items.map((item) => ({ sku: item.sku, parent_sku: item.parentSku, quantity: item.qty })),
    );
    try {
      if (userErrors.length) throw inputError(userErrors.map((error) => error.message).join(' '));
      await this.copyAddresses(cart!.id, customer, source.id);
      const { order } = await this.deps.orders.placeOrderFromCart(cart!, customer, {
        autoshipSubscriptionId: row.id,
      });
      if (order.state === 'canceled') {
        // The saved card was declined: the order is canceled, its cart is not the shopper's.
        await db.update(carts).set({ isActive: false }).where(eq(carts.id, cart!.id));
        throw inputError(order.paymentError ?? 'The saved card was declined.');
      }
      return order.id;
    } catch (error) {
      await db.update(carts).set({ isActive: false }).where(eq(carts.id, cart!.id));
      throw error;
    }
  }

  /** The subscriber's default addresses, else the source order's. */
  private async copyAddresses(
    cartId: number,
    customer: typeof customers.$inferSelect,
    sourceOrderId: number,
  ): Promise<void> {
    const { db } = this.deps;
    const book = await db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customer.id));
    const fromOrder = await db
      .select()
      .from(orderAddresses)
      .where(eq(orderAddresses.orderId, sourceOrderId));
    for (const kind of ['shipping', 'billing'] as const) {
      const defaultId =
        kind === 'shipping' ? customer.defaultShippingId : customer.defaultBillingId;
      const saved = book.find((address) => address.id === defaultId);
      const fallback = fromOrder.find((address) => address.kind === kind) ?? fromOrder[0];
      const address = saved ?? fallback;
      if (!address) continue;
      await db.insert(cartAddresses).values({
        cartId,
        kind,
        customerAddressId: saved ? saved.id : null,
        prefix: address.prefix,
        firstname: address.firstname,
        middlename: address.middlename,
        lastname: address.lastname,
        suffix: address.suffix,
        company: address.company,
        street: address.street,
        city: address.city,
        regionId: address.regionId,
        regionCode: address.regionCode,
        region: address.region,
        postcode: address.postcode,
        countryCode: address.countryCode,
        telephone: address.telephone,
        vatId: address.vatId,
      });
    }
  }
}
