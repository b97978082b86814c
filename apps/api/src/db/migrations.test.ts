import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { createDatabase } from './database';

const serverUrl = process.env.DATABASE_URL;

// ADR 0038: a deploy starts several api processes at once on an empty (or older) database;
// every one of them must start, and each migration must run once.
describe.skipIf(!serverUrl)('migrations on deploy', () => {
  it('lets three api processes migrate one new database at the same time', async () => {
    const name = `lumo_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const handles = await Promise.all(
      [1, 2, 3].map(() => createDatabase({ databaseUrl: url.toString() })),
    );
    try {
      const outcomes = await Promise.allSettled(
        handles.map((handle) => handle.migrate(migrationsFolder)),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const journal = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } }))
        .default as { entries: unknown[] };
      const applied = (await handles[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
