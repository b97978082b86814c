// Sales rules (Magento's cart price rules with a coupon). Owned by src/features/sales-rules
// (ADR 0032). A rule row belongs to one store view, so its amounts are in that view's currency
// and a code typed in another store view is simply unknown there.
import type { StoreViewCode } from '@lumo/block-schema';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storeViews } from './schema';

export const SALES_RULE_ACTIONS = ['by_percent', 'cart_fixed', 'free_shipping'] as const;
export type SalesRuleAction = (typeof SALES_RULE_ACTIONS)[number];

export const salesRules = pgTable(
  'sales_rules',
  {
    id: serial('id').primaryKey(),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .notNull()
      .references(() => storeViews.code),
    /** The coupon code as the shopper types it; matched case-insensitively. */
    code: text('code').notNull(),
    /** Shown as the discount's label and totals.coupon_title. */
    label: text('label').notNull(),
    action: text('action', { enum: SALES_RULE_ACTIONS }).notNull(),
    /** by_percent: the percentage (10 = 10%). */
    percent: doublePrecision('percent'),
    /** cart_fixed: the amount off the whole cart, minor units of the store view's currency. */
    amountMinor: integer('amount_minor'),
    /** Subtotal (what the shopper sees for the goods) the cart needs, minor units. */
    minSubtotalMinor: integer('min_subtotal_minor'),
    fromDate: timestamp('from_date', { withTimezone: true }),
    toDate: timestamp('to_date', { withTimezone: true }),
    /** Counted from non-canceled orders with this coupon (customer id, else email). */
    usesPerCustomer: integer('uses_per_customer'),
    usesTotal: integer('uses_total'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('sales_rules_store_view_code_unique').on(table.storeView, table.code),
    index('sales_rules_code_idx').on(table.code),
  ],
);

export type SalesRuleRow = typeof salesRules.$inferSelect;
