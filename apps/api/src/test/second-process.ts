import { join } from 'node:path';
import { createApp, type App, type AppOptions } from '../app';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { MemoryLogger } from '../logger';
import type { TestApp } from './test-app';

export interface SecondProcess {
  app: App;
  database: DatabaseHandle;
  logger: MemoryLogger;
  close(): Promise<void>;
}

/**
 * Another api process on the test app's database: on PostgreSQL an app with a pool of its own
 * (its queries really run beside the first app's), on PGlite a second app on the same handle
 * (one process: concurrency is only interleaving). Same clock, so both see the same "now".
 */
export async function secondProcess(
  t: TestApp,
  options: Pick<AppOptions, 'seedContentFolder' | 'seedMediaFolder' | 'seedSiteFooterFolder'> = {},
): Promise<SecondProcess> {
  const url = t.database.pool?.options.connectionString;
  const database = url ? await createDatabase({ databaseUrl: url }) : t.database;
  const logger = new MemoryLogger();
  const app = createApp({
    config: t.config,
    database,
    clock: t.clock,
    logger,
    notifier: t.notifier,
    // No seed unless asked for (as createTestApp): the default folders are the shop's demo.
    seedContentFolder: options.seedContentFolder ?? join(t.dataDir, 'no-seed-content'),
    seedMediaFolder: options.seedMediaFolder ?? join(t.dataDir, 'no-seed-media'),
    seedSiteFooterFolder: options.seedSiteFooterFolder ?? join(t.dataDir, 'no-seed-site-footer'),
  });
  return {
    app,
    database,
    logger,
    // The PGlite handle is the first app's: closing it is the test app's job.
    close: async () => {
      if (url) await database.close();
    },
  };
}
