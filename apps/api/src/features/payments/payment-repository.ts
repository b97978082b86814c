import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  paymentSessions,
  paymentTokens,
  type PaymentSessionRow,
  type PaymentTokenRow,
} from '../../db/schema';

export type NewPaymentSession = typeof paymentSessions.$inferInsert;

/** payment_sessions and payment_tokens; tokens are always read through their customer. */
export class PaymentRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: PaymentRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PaymentRepository(tx)));
  }

  async insertSession(values: NewPaymentSession): Promise<PaymentSessionRow> {
    const [row] = await this.db.insert(paymentSessions).values(values).returning();
    return row!;
  }

  async session(id: string): Promise<PaymentSessionRow | undefined> {
    const [row] = await this.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
    return row;
  }

  /** The row locked for this transaction: two submissions of one session run one after another. */
  async sessionForUpdate(id: string): Promise<PaymentSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, id))
      .for('update');
    return row;
  }

  async latestSessionOfOrder(orderId: number): Promise<PaymentSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, orderId))
      .orderBy(desc(paymentSessions.createdAt))
      .limit(1);
    return row;
  }

  async updateSession(id: string, values: Partial<NewPaymentSession>): Promise<PaymentSessionRow> {
    const [row] = await this.db
      .update(paymentSessions)
      .set(values)
      .where(eq(paymentSessions.id, id))
      .returning();
    return row!;
  }

  tokens(customerId: number): Promise<PaymentTokenRow[]> {
    return this.db
      .select()
      .from(paymentTokens)
      .where(eq(paymentTokens.customerId, customerId))
      .orderBy(desc(paymentTokens.id));
  }

  async token(customerId: number, publicHash: string): Promise<PaymentTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentTokens)
      .where(
        and(eq(paymentTokens.customerId, customerId), eq(paymentTokens.publicHash, publicHash)),
      );
    return row;
  }

  async tokenById(id: number): Promise<PaymentTokenRow | undefined> {
    const [row] = await this.db.select().from(paymentTokens).where(eq(paymentTokens.id, id));
    return row;
  }

  async countTokens(customerId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentTokens)
      .where(eq(paymentTokens.customerId, customerId));
    return row?.n ?? 0;
  }

  async insertToken(values: typeof paymentTokens.$inferInsert): Promise<PaymentTokenRow> {
    const [row] = await this.db.insert(paymentTokens).values(values).returning();
    return row!;
  }

  async deleteToken(customerId: number, publicHash: string): Promise<boolean> {
    const rows = await this.db
      .delete(paymentTokens)
      .where(
        and(eq(paymentTokens.customerId, customerId), eq(paymentTokens.publicHash, publicHash)),
      )
      .returning({ id: paymentTokens.id });
    return rows.length > 0;
  }
}
