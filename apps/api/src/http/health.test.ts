import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// ADR 0038: /live says the process answers (no database); /health that the database answers;
// /ready that it answers and has this build's migrations. A load balancer routes on /ready.
describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  const status = async (path: string) => {
    const response = await t.app.fetch(new Request(`http://localhost:4000${path}`));
    return { code: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('is live, healthy and ready once started', async () => {
    expect(await status('/live')).toEqual({ code: 200, body: { status: 'ok' } });
    expect(await status('/health')).toEqual({ code: 200, body: { status: 'ok' } });
    expect(await status('/ready')).toEqual({ code: 200, body: { status: 'ok' } });
  });

  it('is not ready while a migration of its build is not applied', async () => {
    // What an older database looks like to a newer build (the newest migration never ran).
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await status('/ready')).toEqual({
      code: 503,
      body: { status: 'error', reason: 'migrations-pending' },
    });
    expect((await status('/live')).code).toBe(200);
  });

  it('stays live but is neither healthy nor ready when the database is gone', async () => {
    await t.database.close();
    expect(await status('/live')).toEqual({ code: 200, body: { status: 'ok' } });
    expect((await status('/health')).code).toBe(503);
    expect(await status('/ready')).toEqual({
      code: 503,
      body: { status: 'error', reason: 'database' },
    });
  });
});
