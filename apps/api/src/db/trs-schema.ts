import type { StoreViewCode } from '@lumo/block-schema';
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { storeViews } from './schema';

/**
 * Trade registration (TRS) submissions (ADR 0027): the values as validated against the form's
 * definition at the time. `client_key` is a hash of the client address, kept for the submission
 * limit only.
 */
export const trsRegistrations = pgTable(
  'trs_registrations',
  {
    id: serial('id').primaryKey(),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .notNull()
      .references(() => storeViews.code),
    formCode: text('form_code').notNull(),
    values: jsonb('values').$type<Record<string, string | boolean>>().notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trs_registrations_client_idx').on(table.clientKey, table.createdAt)],
);

export type TrsRegistrationRow = typeof trsRegistrations.$inferSelect;
