import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { StoreViewCode } from '@lumo/block-schema';
import type { Database } from '../../db/database';
import { ageVerificationAttempts, type AgeVerificationAttemptRow } from '../../db/schema';

/** Every query on age_verification_attempts. */
export class AgeVerificationRepository {
  constructor(readonly db: Database) {}

  async insertAttempt(row: {
    customerId: number;
    storeView: StoreViewCode;
    method: string;
    provider: string;
    outcome: AgeVerificationAttemptRow['outcome'];
    reference: string | null;
    createdAt: Date;
  }): Promise<void> {
    await this.db.insert(ageVerificationAttempts).values(row);
  }

  async countSince(customerId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(ageVerificationAttempts)
      .where(
        and(
          eq(ageVerificationAttempts.customerId, customerId),
          gte(ageVerificationAttempts.createdAt, since),
        ),
      );
    return row?.value ?? 0;
  }

  /** The latest attempt that reached the provider (not an ERROR), if any. */
  async latestAnswered(customerId: number): Promise<AgeVerificationAttemptRow | undefined> {
    const rows = await this.db
      .select()
      .from(ageVerificationAttempts)
      .where(eq(ageVerificationAttempts.customerId, customerId))
      .orderBy(desc(ageVerificationAttempts.createdAt), desc(ageVerificationAttempts.id))
      .limit(20);
    return rows.find((row) => row.outcome !== 'ERROR');
  }
}
