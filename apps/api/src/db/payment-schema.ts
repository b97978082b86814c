// Card payments (hosted payment page sessions) and saved cards (Magento Vault's payment tokens).
// Owned by src/features/payments (ADR 0033). No card number, CVC or full PAN is ever stored.
import type { StoreViewCode } from '@lumo/block-schema';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customer-schema';
import { orders } from './order-schema';
import { storeViews } from './schema';

export const PAYMENT_SESSION_STATUSES = [
  'OPEN',
  'CHALLENGE_REQUIRED',
  'APPROVED',
  'DECLINED',
  'CANCELED',
] as const;
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number];

/**
 * One hosted card payment of one order. `id` is the unguessable session id the storefront's
 * /checkout/worldpay page carries; it ends APPROVED, DECLINED or CANCELED, and a finished session
 * cannot be paid again. Sessions expire 30 minutes after creation.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .notNull()
      .references(() => storeViews.code),
    /** sandbox | worldpay */
    provider: text('provider').notNull(),
    /** The provider's id of the payment (worldpay), null for the sandbox. */
    providerReference: text('provider_reference'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_SESSION_STATUSES }).notNull().default('OPEN'),
    /** Card submissions so far (bounded by MAX_PAYMENT_ATTEMPTS). */
    attempts: integer('attempts').notNull().default(0),
    /** null | required | passed | failed */
    threeDsState: text('three_ds_state'),
    /** Passcode attempts of the 3-D Secure step. */
    threeDsAttempts: integer('three_ds_attempts').notNull().default(0),
    /** The shopper asked to keep the card (logged-in customers only). */
    saveCard: boolean('save_card').notNull().default(false),
    /** Kept across the 3-D Secure step only to save the card: brand, last four, expiry. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiry: text('card_expiry'),
    /** Why it was declined (copied to orders.payment_error). */
    message: text('message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_sessions_order_idx').on(table.orderId)],
);

/** Magento Vault: a customer's saved card; `publicHash` is all a client ever sees of its id. */
export const paymentTokens = pgTable(
  'payment_tokens',
  {
    id: serial('id').primaryKey(),
    publicHash: text('public_hash').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    paymentMethodCode: text('payment_method_code').notNull().default('worldpay_cc'),
    /** VI, MC, AE, DI, ... */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** MM/YYYY */
    expiry: text('expiry').notNull(),
    /** The provider's token for the card (sandbox: random); never a card number. */
    gatewayToken: text('gateway_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_tokens_public_hash_unique').on(table.publicHash),
    index('payment_tokens_customer_idx').on(table.customerId),
  ],
);

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type PaymentTokenRow = typeof paymentTokens.$inferSelect;
