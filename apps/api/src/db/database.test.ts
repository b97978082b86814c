import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL connection pool', () => {
  it('survives the server closing an idle connection and answers the next query', async () => {
    const database = await createDatabase({ databaseUrl: serverUrl! });
    const unhandled: unknown[] = [];
    const onUnhandled = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUnhandled);
    try {
      // The PostgreSQL driver answers execute() with node-postgres's result (rows).
      const before = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as {
        rows: { pid: number }[];
      };
      const pid = before.rows[0]!.pid;
      // What a PostgreSQL restart or an administrator does to the pool's idle connection.
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = (await database.db.execute(sql`select 1 as ok`)) as { rows: { ok: number }[] };
      expect(after.rows[0]?.ok).toBe(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', onUnhandled);
      await database.close();
    }
  });
});
