import { createApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/database';

/**
 * Opens the api's own database (DATABASE_URL, else DATA_DIR's PGlite) with migrations and seeds
 * applied, as the server would. PGlite allows one process at a time: stop the api first.
 */
export async function openApp(): Promise<App> {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  const app = createApp({ config, database });
  await app.initialise();
  return app;
}
