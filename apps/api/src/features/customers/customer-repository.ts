import type { StoreViewCode } from '@lumo/block-schema';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  customerConfirmations,
  customerPasswordResets,
  customers,
  customerTokens,
  type CustomerRow,
} from '../../db/schema';

export type NewCustomer = typeof customers.$inferInsert;
export type CustomerChanges = Partial<
  Omit<NewCustomer, 'id' | 'storeView' | 'createdAt' | 'referralCode'>
>;

/**
 * Every query on customers, customer_tokens, customer_confirmations and
 * customer_password_resets. `transaction` hands out a repository bound to one transaction; `db`
 * is that transaction, for other features' writes in it (the mail queue).
 */
export class CustomerRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: CustomerRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CustomerRepository(tx)));
  }

  // ---- customers -------------------------------------------------------------------------------

  async findById(id: number): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id));
    return row;
  }

  async findByEmail(storeView: StoreViewCode, email: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.storeView, storeView),
          eq(sql`lower(${customers.email})`, email.trim().toLowerCase()),
        ),
      );
    return row;
  }

  async findByReferralCode(code: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.referralCode, code));
    return row;
  }

  /** How many customers registered with this referral code. */
  async countReferred(code: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(customers)
      .where(eq(customers.referredByCode, code));
    return Number(row?.count ?? 0);
  }

  /** The new row, or undefined when the email is taken in the store view (unique index). */
  async insert(values: NewCustomer): Promise<CustomerRow | undefined> {
    const [row] = await this.db.insert(customers).values(values).onConflictDoNothing().returning();
    return row;
  }

  async update(id: number, changes: CustomerChanges, now: Date): Promise<CustomerRow> {
    const [row] = await this.db
      .update(customers)
      .set({ ...changes, updatedAt: now })
      .where(eq(customers.id, id))
      .returning();
    return row!;
  }

  /** Sets the age check result (the age-verification flow calls this through the service). */
  async setAgeVerifiedAt(id: number, at: Date | null): Promise<void> {
    await this.db.update(customers).set({ ageVerifiedAt: at }).where(eq(customers.id, id));
  }

  // ---- tokens ----------------------------------------------------------------------------------

  async insertToken(values: typeof customerTokens.$inferInsert): Promise<void> {
    await this.db.insert(customerTokens).values(values);
  }

  /** The customer of a live token issued in this store view. */
  async findSession(
    tokenHash: string,
    storeView: StoreViewCode,
    now: Date,
  ): Promise<{ customer: CustomerRow; expiresAt: Date } | undefined> {
    const [row] = await this.db
      .select({ customer: customers, expiresAt: customerTokens.expiresAt })
      .from(customerTokens)
      .innerJoin(customers, eq(customers.id, customerTokens.customerId))
      .where(
        and(
          eq(customerTokens.tokenHash, tokenHash),
          eq(customerTokens.storeView, storeView),
          eq(customers.storeView, storeView),
          gt(customerTokens.expiresAt, now),
          isNull(customerTokens.revokedAt),
        ),
      );
    return row;
  }

  async revokeToken(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .update(customerTokens)
      .set({ revokedAt: now })
      .where(and(eq(customerTokens.tokenHash, tokenHash), isNull(customerTokens.revokedAt)));
  }

  /** Ends every session of a customer except `keep` (password changed or reset). */
  async revokeOtherTokens(customerId: number, keep: string | null, now: Date): Promise<void> {
    await this.db
      .update(customerTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(customerTokens.customerId, customerId),
          isNull(customerTokens.revokedAt),
          keep ? sql`${customerTokens.tokenHash} <> ${keep}` : undefined,
        ),
      );
  }

  /** Drops tokens that expired or were revoked more than a day ago. */
  async deleteStaleTokens(now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - 86_400_000);
    await this.db
      .delete(customerTokens)
      .where(or(lte(customerTokens.expiresAt, dayAgo), lte(customerTokens.revokedAt, dayAgo)));
  }

  // ---- email confirmation ----------------------------------------------------------------------

  async setConfirmationKey(customerId: number, keyHash: string, now: Date): Promise<void> {
    await this.db
      .insert(customerConfirmations)
      .values({ customerId, keyHash, createdAt: now })
      .onConflictDoUpdate({
        target: customerConfirmations.customerId,
        set: { keyHash, createdAt: now },
      });
  }

  async findConfirmationKey(customerId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ keyHash: customerConfirmations.keyHash })
      .from(customerConfirmations)
      .where(eq(customerConfirmations.customerId, customerId));
    return row?.keyHash;
  }

  async deleteConfirmationKey(customerId: number): Promise<void> {
    await this.db
      .delete(customerConfirmations)
      .where(eq(customerConfirmations.customerId, customerId));
  }

  // ---- password resets -------------------------------------------------------------------------

  /** Voids the customer's unused reset tokens (a newer request replaces them). */
  async voidResetTokens(customerId: number, now: Date): Promise<void> {
    await this.db
      .update(customerPasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(customerPasswordResets.customerId, customerId),
          isNull(customerPasswordResets.usedAt),
        ),
      );
  }

  async insertResetToken(values: typeof customerPasswordResets.$inferInsert): Promise<void> {
    await this.db.insert(customerPasswordResets).values(values);
  }

  /**
   * Marks a live reset token of the customer as used and tells whether there was one: the one
   * UPDATE is the single-use check, so two requests with one token cannot both succeed.
   */
  async useResetToken(customerId: number, tokenHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(customerPasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(customerPasswordResets.customerId, customerId),
          eq(customerPasswordResets.tokenHash, tokenHash),
          isNull(customerPasswordResets.usedAt),
          gt(customerPasswordResets.expiresAt, now),
        ),
      )
      .returning({ id: customerPasswordResets.id });
    return rows.length > 0;
  }
}
