import type { Clock } from '../../clock';
import type { OrderRow } from '../../db/schema';
import type { OrderMails } from './order-mails';
import type { OrderRepository } from './order-repository';

/**
 * How a card order ends (ADR 0033): approved -> processing and the confirmation mail; declined or
 * canceled -> canceled with payment_error, stock returned, the cart re-activated with its items.
 * Each runs in one transaction on the locked order and only from pending_payment, so a second
 * call (a double submit, a provider retry) changes nothing.
 */
export class OrderSettlement {
  constructor(
    private readonly orders: OrderRepository,
    private readonly mails: OrderMails,
    private readonly clock: Clock,
  ) {}

  async approve(orderId: number, repository: OrderRepository = this.orders): Promise<OrderRow> {
    const order = await repository.findByIdForUpdate(orderId);
    if (!order) throw new Error(`Order ${orderId} is gone`);
    if (order.state !== 'pending_payment') return order;
    const updated = await repository.updateOrder(orderId, {
      state: 'processing',
      status: 'processing',
      paymentError: null,
      updatedAt: this.clock.now(),
    });
    await this.mails.confirmation(updated, repository.db);
    return updated;
  }

  async fail(
    orderId: number,
    message: string,
    repository: OrderRepository = this.orders,
  ): Promise<OrderRow> {
    const order = await repository.findByIdForUpdate(orderId);
    if (!order) throw new Error(`Order ${orderId} is gone`);
    if (order.state !== 'pending_payment') return order;
    return this.cancel(order, message, repository, true);
  }

  /** Cancels a not yet dispatched order: stock back; a failed payment also restores the cart. */
  async cancel(
    order: OrderRow,
    reason: string | null,
    repository: OrderRepository,
    restoreCart: boolean,
  ): Promise<OrderRow> {
    const now = this.clock.now();
    await repository.returnStock(await repository.unitsOf(order.id));
    await repository.cancelItems(order.id);
    const updated = await repository.updateOrder(order.id, {
      state: 'canceled',
      status: 'canceled',
      ...(restoreCart ? { paymentError: reason } : {}),
      updatedAt: now,
    });
    if (restoreCart && order.cartId !== null) await repository.reactivateCart(order.cartId, now);
    return updated;
  }
}
