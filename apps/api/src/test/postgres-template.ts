import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/database';
import { migrationsFolder } from '../paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database on DATABASE_URL's server ('' on PGlite). */
    postgresTemplateDatabase: string;
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest global setup for the PostgreSQL run (DATABASE_URL set): migrates one template database
 * per run, which each test app copies with CREATE DATABASE ... TEMPLATE (a file copy) instead of
 * running every migration again. Every test app still gets a database of its own; the template
 * is dropped when the run ends. On PGlite it does nothing (test-app.ts clones in memory).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplateDatabase', '');
    return;
  }
  const name = `lumo_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const template = await createDatabase({ databaseUrl: url.toString() });
  try {
    await template.migrate(migrationsFolder);
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses a template that anybody is connected to.
    await template.close();
  }
  project.provide('postgresTemplateDatabase', name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
