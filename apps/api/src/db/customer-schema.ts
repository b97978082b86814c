// Customer accounts (issue 12, ADR 0024): customers per store view, their sessions, addresses,
// password resets, email confirmations, newsletter subscribers and the database-backed rate
// limits. Owned by src/features/customers (and its addresses, newsletter, rate-limits folders).
import type { StoreViewCode } from '@lumo/block-schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storeViews } from './schema';

const storeViewColumn = () =>
  text('store_view')
    .$type<StoreViewCode>()
    .notNull()
    .references(() => storeViews.code);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An address given at registration for the ID check (electoral roll, driving licence). */
export interface IdCheckAddress {
  street: string[];
  city: string;
  postcode: string;
  country_code: string;
}

/** The ID-check fields of registration (SPEC §3.2), kept for the age-verification provider. */
export interface IdCheckDetails {
  idDocumentExpiry: string;
  electoralAddress: IdCheckAddress;
  passportNumber?: string;
  drivingLicenceNumber?: string;
  drivingAddress?: IdCheckAddress;
}

/**
 * A customer belongs to the store view it registered in (Magento: account sharing per website);
 * the email is unique per store view, case-insensitively.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    storeView: storeViewColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    prefix: text('prefix'),
    firstname: text('firstname').notNull(),
    middlename: text('middlename'),
    lastname: text('lastname').notNull(),
    suffix: text('suffix'),
    /** Magento gender: 0/3 not specified, 1 male, 2 female. */
    gender: integer('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    taxvat: text('taxvat'),
    phone: text('phone'),
    /** Null until confirmed, in store views that require confirmation. */
    confirmationRequired: boolean('confirmation_required').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set by the age-verification flow (accounts-age) when a third-party check passed. */
    ageVerifiedAt: timestamp('age_verified_at', { withTimezone: true }),
    idCheck: jsonb('id_check').$type<IdCheckDetails>(),
    defaultBillingId: integer('default_billing_id'),
    defaultShippingId: integer('default_shipping_id'),
    /** Communication preferences (dashboard): offers by text message, by post. */
    textPreference: boolean('text_preference').notNull().default(false),
    postPreference: boolean('post_preference').notNull().default(false),
    /** Stable per customer: /create-account/{code}. */
    referralCode: text('referral_code').notNull(),
    /** The referral code this customer registered with, if any. */
    referredByCode: text('referred_by_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('customers_store_view_email_unique').on(
      table.storeView,
      sql`lower(${table.email})`,
    ),
    uniqueIndex('customers_referral_code_unique').on(table.referralCode),
  ],
);

/** Bearer tokens, stored as sha256; valid in their own store view until expiry or revocation. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeView: storeViewColumn(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('customer_tokens_customer_idx').on(table.customerId)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
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
    postcode: text('postcode').notNull(),
    countryCode: text('country_code').notNull(),
    telephone: text('telephone').notNull(),
    fax: text('fax'),
    vatId: text('vat_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customerId)],
);

/** Password reset tokens: sha256, single use, one hour; a new request voids the older ones. */
export const customerPasswordResets = pgTable(
  'customer_password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used or voided by a newer request: the token no longer works. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customer_password_resets_token_unique').on(table.tokenHash),
    index('customer_password_resets_customer_idx').on(table.customerId),
  ],
);

/** The key of the account-confirmation mail (sha256), one per unconfirmed customer. */
export const customerConfirmations = pgTable('customer_confirmations', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull(),
  createdAt: createdAt(),
});

/** Magento's subscriber statuses: 1 subscribed, 2 not active (awaiting confirmation), 3 unsubscribed. */
export const SUBSCRIBER_STATUS = {
  SUBSCRIBED: 1,
  NOT_ACTIVE: 2,
  UNSUBSCRIBED: 3,
  UNCONFIRMED: 4,
} as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUS)[keyof typeof SUBSCRIBER_STATUS];

/** Newsletter subscribers per store view, guests (customer_id null) and customers. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    storeView: storeViewColumn(),
    email: text('email').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: integer('status').$type<SubscriberStatus>().notNull(),
    /** sha256 of the code in the confirm and unsubscribe links of the latest mail. */
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_store_view_email_unique').on(
      table.storeView,
      sql`lower(${table.email})`,
    ),
    index('newsletter_subscribers_customer_idx').on(table.customerId),
  ],
);

/**
 * Fixed-window counters shared by every api process (rate-limits feature). `key` is a sha256 of
 * the action and its subject (email, client address), so no personal data is stored here.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limits_window_idx').on(table.windowStart),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerTokenRow = typeof customerTokens.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
