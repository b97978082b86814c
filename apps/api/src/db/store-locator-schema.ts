import type { StoreViewCode } from '@lumo/block-schema';
import {
  boolean,
  doublePrecision,
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

// Store locator and recycling drop-off points (SPEC §2.5, COMPLIANCE.md WEEE take-back). Owned by
// src/features/store-locator.

export const STORE_LOCATION_KINDS = ['STORE', 'RECYCLING'] as const;
export type StoreLocationKind = (typeof STORE_LOCATION_KINDS)[number];

/** One day's opening: ISO weekday 1 (Monday) to 7 (Sunday), local "HH:MM" times; absent = closed. */
export interface OpeningPeriod {
  day: number;
  opens: string;
  closes: string;
}

/** A shop of ours or a drop-off point that takes back used vapes. */
export const storeLocations = pgTable(
  'store_locations',
  {
    id: serial('id').primaryKey(),
    /** Stable key of the seed (and of an import): "uk-london-soho". */
    code: text('code').notNull(),
    kind: text('kind', { enum: STORE_LOCATION_KINDS }).notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone'),
    openingHours: jsonb('opening_hours').$type<OpeningPeriod[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_locations_code_unique').on(table.code),
    index('store_locations_kind_idx').on(table.kind, table.isActive),
  ],
);

/** Which store views show a location (Magento's store link): none = shown nowhere. */
export const storeLocationStoreViews = pgTable(
  'store_location_store_views',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'cascade' }),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .notNull()
      .references(() => storeViews.code),
  },
  (table) => [
    primaryKey({ columns: [table.locationId, table.storeView] }),
    index('store_location_store_views_view_idx').on(table.storeView),
  ],
);

/**
 * Centroids of postcode areas (a UK outward code or area, a ZIP prefix, an Eircode routing key):
 * the locator's own postcode lookup, so no outside geocoder sees a shopper's postcode.
 */
export const postcodeAreas = pgTable(
  'postcode_areas',
  {
    countryCode: text('country_code').notNull(),
    /** Normalised prefix: upper case, no spaces ("SW1A", "M", "D02", "100"). */
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.prefix] })],
);

export type StoreLocationRow = typeof storeLocations.$inferSelect;
export type PostcodeAreaRow = typeof postcodeAreas.$inferSelect;
