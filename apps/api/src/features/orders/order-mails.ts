import type { Database } from '../../db/database';
import type { OrderRow } from '../../db/schema';
import type { MailQueue } from '../mail/mail-queue';
import { mailLink } from '../mail/mail-links';

/** Shown in mails: "£12.34" in the store view's locale. */
export function formatTotal(order: OrderRow): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: order.currency }).format(
      order.grandTotalMinor / 100,
    );
  } catch {
    return `${(order.grandTotalMinor / 100).toFixed(2)} ${order.currency}`;
  }
}

/** The order's page: the dashboard's for a customer, order tracking for a guest. */
export function orderUrl(storefrontUrl: string, order: OrderRow): string {
  return order.customerId === null
    ? mailLink(storefrontUrl, order.storeView, '/track-order')
    : mailLink(storefrontUrl, order.storeView, `/customer/account/order/${order.id}`);
}

export class OrderMails {
  constructor(
    private readonly mail: MailQueue,
    private readonly storefrontUrl: string,
  ) {}

  confirmation(order: OrderRow, tx?: Database): Promise<number> {
    return this.mail.enqueue(
      {
        kind: 'order-confirmation',
        to: order.email,
        storeView: order.storeView,
        payload: {
          firstname: order.firstname,
          orderNumber: order.incrementId,
          orderTotal: formatTotal(order),
          orderUrl: orderUrl(this.storefrontUrl, order),
        },
      },
      tx,
    );
  }

  shipment(
    order: OrderRow,
    tracking: { trackingNumber: string; trackingUrl: string | null },
    tx?: Database,
  ): Promise<number> {
    return this.mail.enqueue(
      {
        kind: 'order-shipment',
        to: order.email,
        storeView: order.storeView,
        payload: {
          firstname: order.firstname,
          orderNumber: order.incrementId,
          trackingNumber: tracking.trackingNumber,
          ...(tracking.trackingUrl ? { trackingUrl: tracking.trackingUrl } : {}),
          orderUrl: orderUrl(this.storefrontUrl, order),
        },
      },
      tx,
    );
  }
}
