import type { StoreViewCode } from '@lumo/block-schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  newsletterSubscribers,
  type NewsletterSubscriberRow,
  type SubscriberStatus,
} from '../../db/schema';

/** Every query on newsletter_subscribers. */
export class NewsletterRepository {
  constructor(readonly db: Database) {}

  async findByEmail(
    storeView: StoreViewCode,
    email: string,
  ): Promise<NewsletterSubscriberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.storeView, storeView),
          eq(sql`lower(${newsletterSubscribers.email})`, email.trim().toLowerCase()),
        ),
      );
    return row;
  }

  async findById(
    storeView: StoreViewCode,
    id: number,
  ): Promise<NewsletterSubscriberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.storeView, storeView)));
    return row;
  }

  async findByCustomer(customerId: number): Promise<NewsletterSubscriberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.customerId, customerId));
    return row;
  }

  /** Inserts or updates the subscriber of (store view, email); returns the row. */
  async upsert(values: {
    storeView: StoreViewCode;
    email: string;
    customerId?: number | null;
    status: SubscriberStatus;
    codeHash: string;
    now: Date;
  }): Promise<NewsletterSubscriberRow> {
    const existing = await this.findByEmail(values.storeView, values.email);
    if (existing) {
      const [row] = await this.db
        .update(newsletterSubscribers)
        .set({
          status: values.status,
          codeHash: values.codeHash,
          updatedAt: values.now,
          ...(values.customerId !== undefined ? { customerId: values.customerId } : {}),
        })
        .where(eq(newsletterSubscribers.id, existing.id))
        .returning();
      return row!;
    }
    const [row] = await this.db
      .insert(newsletterSubscribers)
      .values({
        storeView: values.storeView,
        email: values.email,
        customerId: values.customerId ?? null,
        status: values.status,
        codeHash: values.codeHash,
        createdAt: values.now,
        updatedAt: values.now,
      })
      // A concurrent sign-up of the same email inserted first: update that row instead.
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const raced = await this.findByEmail(values.storeView, values.email);
    if (!raced) throw new Error('The newsletter subscriber could not be stored');
    return this.upsert(values);
  }

  async setStatus(id: number, status: SubscriberStatus, now: Date): Promise<void> {
    await this.db
      .update(newsletterSubscribers)
      .set({ status, updatedAt: now })
      .where(eq(newsletterSubscribers.id, id));
  }

  async setEmail(id: number, email: string, now: Date): Promise<void> {
    await this.db
      .update(newsletterSubscribers)
      .set({ email, updatedAt: now })
      .where(eq(newsletterSubscribers.id, id));
  }
}
