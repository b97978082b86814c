// Carts (Magento's quotes): the shopper's basket and the checkout's choices on it. Owned by
// src/features/cart (ADR 0032); src/features/orders reads them when it places an order.
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
import { products } from './catalog-schema';
import { storeViews } from './schema';

const storeViewColumn = () =>
  text('store_view')
    .$type<StoreViewCode>()
    .notNull()
    .references(() => storeViews.code);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A cart lives in one store view (its prices and currency are that store view's). `maskedId` is
 * the unguessable id Magento clients send as `cart_id` (32 random url-safe characters); the
 * serial id never leaves the api. A customer has at most one active cart per store view.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    maskedId: text('masked_id').notNull(),
    storeView: storeViewColumn(),
    /** Null for a guest cart. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** False once ordered, merged away or replaced; inactive carts refuse every change. */
    isActive: boolean('is_active').notNull().default(true),
    /** Guest email (setGuestEmailOnCart); a customer cart uses the customer's email. */
    email: text('email'),
    couponCode: text('coupon_code'),
    /** Selected shipping method, e.g. carrier "lumo" / method "standard", or "instore" / "pickup". */
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    /** Click-and-collect: the store locator location's code (Magento's pickup_location_code). */
    pickupLocationCode: text('pickup_location_code'),
    /** Selected payment method code (banktransfer, checkmo, worldpay_cc, worldpay_cc_vault). */
    paymentMethodCode: text('payment_method_code'),
    /** Method-specific payment data (a saved card's public hash, save-card wish); never a card number. */
    paymentData: jsonb('payment_data').$type<Record<string, string | boolean>>(),
    /** The order this cart became (set by placeOrder; cleared again if a card payment fails). */
    reservedOrderId: integer('reserved_order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('carts_masked_id_unique').on(table.maskedId),
    index('carts_customer_idx').on(table.customerId, table.storeView, table.isActive),
  ],
);

export const CART_ITEM_TYPES = ['simple', 'configurable', 'bundle'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/**
 * One line of a cart. A configurable line names the parent product (`productId`) and the chosen
 * variant (`variantProductId`); a bundle line has child rows (`parentItemId`) for its selections,
 * as Magento's quote does. Prices are not stored: totals are computed on every read.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** A bundle's selection rows point at the bundle's row. */
    parentItemId: integer('parent_item_id').references((): AnyPgColumn => cartItems.id, {
      onDelete: 'cascade',
    }),
    type: text('type', { enum: CART_ITEM_TYPES }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Configurable lines: the chosen simple variant. */
    variantProductId: integer('variant_product_id').references(() => products.id),
    /** Bundle selection rows: bundle_selections.id; bundle option id for display. */
    bundleSelectionId: integer('bundle_selection_id'),
    bundleOptionId: integer('bundle_option_id'),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('cart_items_cart_idx').on(table.cartId, table.id)],
);

export const CART_ADDRESS_KINDS = ['shipping', 'billing'] as const;
export type CartAddressKind = (typeof CART_ADDRESS_KINDS)[number];

/** The cart's shipping and billing address (one of each at most). */
export const cartAddresses = pgTable(
  'cart_addresses',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CART_ADDRESS_KINDS }).notNull(),
    /** The customer's saved address it was copied from, if any. */
    customerAddressId: integer('customer_address_id'),
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
    saveInAddressBook: boolean('save_in_address_book').notNull().default(false),
    sameAsBilling: boolean('same_as_billing').notNull().default(false),
    customerNotes: text('customer_notes'),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('cart_addresses_cart_kind_unique').on(table.cartId, table.kind)],
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartAddressRow = typeof cartAddresses.$inferSelect;
