import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { StoreViewCode } from '@lumo/block-schema';
import type { Database } from '../../db/database';
import { customers, customerTokens } from '../../db/schema';

/**
 * What age verification needs of the customers feature (ADR 0027): read a customer, set
 * customers.age_verified_at. The customers feature's CustomerRepository has this shape.
 */
export interface AgeVerificationCustomer {
  id: number;
  firstname: string;
  lastname: string;
  dateOfBirth: string | null;
  ageVerifiedAt: Date | null;
}

export interface AgeVerificationCustomers {
  findById(id: number): Promise<AgeVerificationCustomer | undefined>;
  setAgeVerifiedAt(id: number, at: Date | null): Promise<void>;
}

/**
 * Interim reader of customers and their tokens until the customers feature's service lands on
 * this branch (then its repository and session lookup replace this class).
 */
export class InterimCustomerAccess implements AgeVerificationCustomers {
  constructor(private readonly db: Database) {}

  async findById(id: number): Promise<AgeVerificationCustomer | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id));
    return row;
  }

  async setAgeVerifiedAt(id: number, at: Date | null): Promise<void> {
    await this.db.update(customers).set({ ageVerifiedAt: at }).where(eq(customers.id, id));
  }

  /** The customer id of a live Bearer token issued in this store view. */
  async customerIdForToken(
    token: string,
    storeView: StoreViewCode,
    now: Date,
  ): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: customerTokens.customerId })
      .from(customerTokens)
      .where(
        and(
          eq(customerTokens.tokenHash, createHash('sha256').update(token).digest('hex')),
          eq(customerTokens.storeView, storeView),
          gt(customerTokens.expiresAt, now),
          isNull(customerTokens.revokedAt),
        ),
      );
    return row?.id;
  }
}
