import { and, count, eq, gte } from 'drizzle-orm';
import type { StoreViewCode } from '@lumo/block-schema';
import type { Database } from '../../db/database';
import { trsRegistrations } from '../../db/schema';

/** Every query on trs_registrations. */
export class TrsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: TrsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new TrsRepository(tx)));
  }

  async insert(row: {
    storeView: StoreViewCode;
    formCode: string;
    values: Record<string, string | boolean>;
    clientKey: string;
    createdAt: Date;
  }): Promise<number> {
    const [inserted] = await this.db
      .insert(trsRegistrations)
      .values(row)
      .returning({ id: trsRegistrations.id });
    return inserted!.id;
  }

  async countSince(clientKey: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(trsRegistrations)
      .where(
        and(eq(trsRegistrations.clientKey, clientKey), gte(trsRegistrations.createdAt, since)),
      );
    return row?.value ?? 0;
  }

  async listFor(storeView: StoreViewCode, formCode: string) {
    return this.db
      .select()
      .from(trsRegistrations)
      .where(
        and(eq(trsRegistrations.storeView, storeView), eq(trsRegistrations.formCode, formCode)),
      );
  }
}
