import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { consoleLogger } from '../logger';
import * as schema from './schema';

/** Extensions the migrations create (pg_trgm: the catalogue's typo-tolerant search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type DatabaseSchema = typeof schema;
/** What features use: the query builder shared by both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

export type DatabaseOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  | { inMemory: true }
  /** An already open PGlite (tests clone a migrated template instead of starting afresh). */
  | { pglite: PGlite };

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL pool (postgres driver only), for stores that share it (login rate limits). */
  pool?: pg.Pool;
  /** Applies the SQL migrations of `migrationsFolder` (drizzle's migrator for the driver). */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * After a bulk write (a catalogue import): makes the space of the rows it replaced reusable
   * and refreshes the planner's statistics of `tables`. PGlite has no autovacuum, so without
   * this every full re-import added its whole size to the database folder (a 10,000-product
   * catalogue's index: about 100 MB each time) and the searches were planned on the first
   * import's statistics. PostgreSQL's autovacuum does both: nothing to do there.
   */
  tidyAfterBulkWrite(tables: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** A table name as the schema writes them (the VACUUM statement cannot take it as a parameter). */
const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function vacuumPglite(client: PGlite, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  const unknown = tables.find((table) => !TABLE_NAME.test(table));
  if (unknown !== undefined) throw new Error(`Not a table name: ${JSON.stringify(unknown)}`);
  await client.exec(`VACUUM (ANALYZE) ${tables.join(', ')}`);
}

/** Key of the session advisory lock held while migrations run ("lumo" + 1, as a number). */
export const MIGRATION_LOCK_KEY = 0x6c756d6f01;

/**
 * drizzle's migrator on a connection that holds an advisory lock (ADR 0038): api processes
 * started together by a deploy run the migrations one after another, and each later one finds
 * them applied. Without it, two migrators both create drizzle's bookkeeping table and both run
 * the first new migration, and one start fails.
 */
async function migrateWithLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The api's own database: DATABASE_URL's PostgreSQL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return createDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: join(config.dataDir, 'pglite') },
  );
}

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite (a folder on disk, or in memory for
 * tests). Both speak PostgreSQL, so one schema and one set of migrations serve both.
 */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // The JIT off for every connection (a startup parameter: no extra round trip). This api's
      // statements are short; the catalogue's counting ones reach jit_above_cost on larger
      // catalogues and would spend seconds compiling what runs in milliseconds (ADR 0048). An
      // `options` in DATABASE_URL itself takes precedence over this one.
      options: '-c jit=off',
    });
    // An idle connection that the server drops (PostgreSQL restarted, the database dropped) is
    // reported on the pool; without a listener Node.js would end the whole process. The pool
    // opens a new connection at the next query, and that query reports any lasting failure.
    pool.on('error', (error) => {
      consoleLogger.warn('An idle PostgreSQL connection was closed', { error });
    });
    // A connection checked out for a transaction has no pool listener between its queries: when
    // the server ends it then (pg_ctl restart, fail-over), node-postgres emits 'error' on the
    // client, which would end the process. Logged here; the transaction's next query fails, the
    // request gets a categorised error, and the pool drops the broken client on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        consoleLogger.warn('A PostgreSQL connection in use was closed', { error });
      });
    });
    const db = drizzleNodePostgres(pool, { schema });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      pool,
      migrate: (migrationsFolder) => migrateWithLock(pool, migrationsFolder),
      tidyAfterBulkWrite: async () => {},
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    tidyAfterBulkWrite: (tables) => vacuumPglite(client, tables),
    close: () => client.close(),
  };
}
