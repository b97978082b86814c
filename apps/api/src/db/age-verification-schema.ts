import type { StoreViewCode } from '@lumo/block-schema';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customer-schema';
import { storeViews } from './schema';

/**
 * Every age check a customer asked for (ADR 0027): the outcome and the provider's reference, no
 * personal data (the names, date of birth and address went to the provider only). Counted for the
 * attempt limit; the latest gives the dashboard its last outcome.
 */
export const ageVerificationAttempts = pgTable(
  'age_verification_attempts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .notNull()
      .references(() => storeViews.code),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    outcome: text('outcome', { enum: ['PASS', 'FAIL', 'REFER', 'ERROR'] }).notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('age_verification_attempts_customer_idx').on(table.customerId, table.createdAt),
  ],
);

export type AgeVerificationAttemptRow = typeof ageVerificationAttempts.$inferSelect;
