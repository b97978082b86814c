import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { seedLedger, type SeedKind } from '../../db/schema';

/**
 * What the start-up seed has created once (ADR 0038). A seed item is created only when the
 * ledger does not know it: content an editor deleted stays deleted after a restart, and a seed
 * item added to the shipped files later is still created on the next start.
 */
export class SeedLedger {
  constructor(private readonly db: Database) {}

  async has(kind: SeedKind, key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ key: seedLedger.key })
      .from(seedLedger)
      .where(and(eq(seedLedger.kind, kind), eq(seedLedger.key, key)));
    return row !== undefined;
  }

  /** Idempotent: two api processes starting together may both record one item. */
  async record(kind: SeedKind, key: string, at: Date): Promise<void> {
    await this.db.insert(seedLedger).values({ kind, key, seededAt: at }).onConflictDoNothing();
  }
}

/** The ledger key of a builder page's location. */
export function pageSeedKey(storeView: string, path: string): string {
  return `${storeView}:${path}`;
}
