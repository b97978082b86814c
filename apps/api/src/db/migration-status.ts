import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './database';

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

/**
 * Whether every migration shipped with this build is applied. drizzle's migrator records each
 * applied migration's `when` (journal) as created_at and applies those newer than the last one,
 * so the database is current when its newest created_at reaches the journal's newest `when`.
 * A process of a newer build on an older database (or a failed migration) is not ready.
 */
export async function migrationsApplied(db: Database, migrationsFolder: string): Promise<boolean> {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
  );
  const newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  const result = (await db.execute(
    sql`select coalesce(max(created_at), 0)::bigint as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: string | number }[] };
  return Number(result.rows[0]?.applied ?? 0) >= newest;
}
