// Orders (Magento's sales_order and friends). Owned by src/features/orders (ADR 0033); the cart
// feature reads order items to count a customer's purchase-limit use.
import type { StoreViewCode } from '@lumo/block-schema';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { customers } from './customer-schema';
import { storeViews } from './schema';

const storeViewColumn = () =>
  text('store_view')
    .$type<StoreViewCode>()
    .notNull()
    .references(() => storeViews.code);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Magento's order states; `status` is the same word here (SPEC §3.4 state and status, the issue's
 * pending / processing / complete / canceled). `pending_payment` is a card order waiting for the
 * hosted payment page; it never shows in the shopper's history as anything but pending.
 */
export const ORDER_STATES = [
  'pending_payment',
  'pending',
  'processing',
  'complete',
  'canceled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Money is integer minor units of `currency` (the store view's), never floats. */
export const orders = pgTable(
  'orders',
  {
    /** SPEC §3.4 entity_id. */
    id: serial('id').primaryKey(),
    /** SPEC §3.4 increment_id, Magento's order number: nine digits, e.g. "000000006". */
    incrementId: text('increment_id').notNull(),
    storeView: storeViewColumn(),
    /** Null for a guest order. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The cart it was placed from (carts.id). */
    cartId: integer('cart_id'),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    state: text('state', { enum: ORDER_STATES }).notNull(),
    status: text('status', { enum: ORDER_STATES }).notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    subtotalInclTaxMinor: integer('subtotal_incl_tax_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    shippingTaxMinor: integer('shipping_tax_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    grandTotalMinor: integer('grand_total_minor').notNull(),
    /** [{ label, rate, amountMinor }] as the cart's applied_taxes were at placement. */
    appliedTaxes: jsonb('applied_taxes')
      .$type<{ label: string; rate: number; amountMinor: number }[]>()
      .notNull()
      .default([]),
    couponCode: text('coupon_code'),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    /** SPEC §3.4 shipping_description, e.g. "Royal Mail - Standard delivery". */
    shippingDescription: text('shipping_description'),
    pickupLocationCode: text('pickup_location_code'),
    paymentMethodCode: text('payment_method_code').notNull(),
    /** SPEC §3.4 payment_error: why the card payment failed (shown on /checkout/error). */
    paymentError: text('payment_error'),
    /** Unguessable: guestOrderByToken and the storefront's success page read one order with it. */
    token: text('token').notNull(),
    /**
     * Placed before the customer passed the market's age check (ADR 0027): no dispatch until a
     * check passes (addOrderShipment refuses). Reads combine it with the customer's current state.
     */
    awaitingAgeVerification: boolean('awaiting_age_verification').notNull().default(false),
    /** The autoship subscription that placed it, if any. */
    autoshipSubscriptionId: integer('autoship_subscription_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_increment_id_unique').on(table.incrementId),
    uniqueIndex('orders_token_unique').on(table.token),
    index('orders_customer_idx').on(table.customerId, table.storeView, table.id),
    index('orders_email_idx').on(table.storeView, table.email),
  ],
);

/** One ordered line; a bundle's selections are child rows, as in the cart. Names are copied. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    parentItemId: integer('parent_item_id').references((): AnyPgColumn => orderItems.id, {
      onDelete: 'cascade',
    }),
    /** simple | configurable | bundle (SPEC §3.4 type_id). */
    type: text('type').notNull(),
    /** The product ordered (a configurable line: the parent); null once the product is deleted. */
    productId: integer('product_id'),
    /** Configurable lines: the variant that was shipped. */
    variantProductId: integer('variant_product_id'),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key'),
    /** [{ label, value }]: flavour, strength, bundle selections, as shown at purchase. */
    selectedOptions: jsonb('selected_options')
      .$type<{ label: string; value: string }[]>()
      .notNull()
      .default([]),
    qtyOrdered: integer('qty_ordered').notNull(),
    qtyShipped: integer('qty_shipped').notNull().default(0),
    qtyCanceled: integer('qty_canceled').notNull().default(0),
    priceMinor: integer('price_minor').notNull(),
    priceInclTaxMinor: integer('price_incl_tax_minor').notNull(),
    rowTotalMinor: integer('row_total_minor').notNull(),
    rowTotalInclTaxMinor: integer('row_total_incl_tax_minor').notNull(),
    taxMinor: integer('tax_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
  },
  (table) => [index('order_items_order_idx').on(table.orderId, table.id)],
);

export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['shipping', 'billing'] }).notNull(),
    prefix: text('prefix'),
    firstname: text('firstname').notNull(),
    middlename: text('middlename'),
    lastname: text('lastname').notNull(),
    suffix: text('suffix'),
    company: text('company'),
    street: jsonb('street').$type<string[]>().notNull(),
    city: text('city').notNull(),
    regionId: integer('region_id'),
    regionCode: text('region_code'),
    region: text('region'),
    postcode: text('postcode'),
    countryCode: text('country_code').notNull(),
    telephone: text('telephone'),
    vatId: text('vat_id'),
  },
  (table) => [uniqueIndex('order_addresses_order_kind_unique').on(table.orderId, table.kind)],
);

/** SPEC §3.4 tracking entries (tracking_number, tracking_url): one per shipment. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    title: text('title').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    createdAt: createdAt(),
  },
  (table) => [index('order_shipments_order_idx').on(table.orderId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderAddressRow = typeof orderAddresses.$inferSelect;
export type OrderShipmentRow = typeof orderShipments.$inferSelect;
