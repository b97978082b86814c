import type { StoreViewCode } from '@lumo/block-schema';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { storeViews } from './schema';

/**
 * Outgoing mail waits here until the mail worker sends it (SMTP) or writes it to the local outbox.
 * Requests only insert a row, so a slow or broken mail server never blocks or fails a request.
 * The payload holds what the template needs (names, links); templates render at send time in the
 * row's store view language.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MailKind>().notNull(),
    toAddress: text('to_address').notNull(),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .notNull()
      .references(() => storeViews.code),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last send error, without the message body or the recipient. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_queue_due_idx').on(table.status, table.nextAttemptAt)],
);

/** Every mail the shop sends; the order mails (ADR 0033) come from features/orders. */
export const MAIL_KINDS = [
  'account-confirmation',
  'welcome',
  'password-reset',
  'password-changed',
  'email-changed',
  'newsletter-confirmation',
  'trs-registration',
  'order-confirmation',
  'order-shipment',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type MailQueueRow = typeof mailQueue.$inferSelect;
