// Autoship: repeat delivery of an order's items every N days. Owned by src/features/autoship
// (ADR 0033, 0038). The scheduler claims due rows with FOR UPDATE SKIP LOCKED and stamps
// claimed_at; next_date moves when the delivery is placed, so two api processes never place one
// delivery twice and a claim lost with its process is taken again after the claim timeout.
import type { StoreViewCode } from '@lumo/block-schema';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customer-schema';
import { orders } from './order-schema';
import { paymentTokens } from './payment-schema';
import { storeViews } from './schema';

export const AUTOSHIP_STATUSES = ['ACTIVE', 'PAUSED', 'CANCELED'] as const;
export type AutoshipStatus = (typeof AUTOSHIP_STATUSES)[number];

export interface AutoshipLine {
  /** The SKU to add (a configurable line: the variant's). */
  sku: string;
  /** A configurable line: the parent's SKU. */
  parentSku: string | null;
  name: string;
  qty: number;
}

export const autoshipSubscriptions = pgTable(
  'autoship_subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .notNull()
      .references(() => storeViews.code),
    sourceOrderId: integer('source_order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AUTOSHIP_STATUSES }).notNull().default('ACTIVE'),
    intervalDays: integer('interval_days').notNull(),
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    items: jsonb('items').$type<AutoshipLine[]>().notNull(),
    /** banktransfer | checkmo | worldpay_cc_vault (with the saved card). */
    paymentMethodCode: text('payment_method_code').notNull(),
    paymentTokenId: integer('payment_token_id').references(() => paymentTokens.id, {
      onDelete: 'set null',
    }),
    lastError: text('last_error'),
    lastOrderId: integer('last_order_id'),
    /**
     * When a scheduler pass took the due delivery (null: not being placed). A claim older than
     * the claim timeout belongs to a process that died and is taken again (ADR 0038).
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('autoship_customer_idx').on(table.customerId, table.id),
    index('autoship_due_idx').on(table.status, table.nextDate),
  ],
);

export type AutoshipSubscriptionRow = typeof autoshipSubscriptions.$inferSelect;
