// Operations tables (ADR 0038). The seed ledger remembers what the start-up seed created, so
// content an editor deleted is never created again by a later start.
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const SEED_KINDS = ['builder-page', 'media'] as const;
export type SeedKind = (typeof SEED_KINDS)[number];

export const seedLedger = pgTable(
  'seed_ledger',
  {
    kind: text('kind', { enum: SEED_KINDS }).notNull(),
    /** builder-page: "<store view>:<path>"; media: the seed file's name. */
    key: text('key').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);
