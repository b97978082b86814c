import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app';
import { ManualClock } from '../../clock';
import { createDatabase, type DatabaseHandle } from '../../db/database';
import { MemoryLogger } from '../../logger';
import { RecordingRevalidationNotifier } from '../../features/builder-pages/revalidation';
import { firstError, gql, testConfig } from '../../test/test-app';
import {
  PASSWORD,
  registeredCustomer,
  SIGN_IN,
  SUBSCRIBE,
  uniqueEmail,
} from '../customers/customer-test-calls';
import { RATE_LIMITS } from './rate-limit-rules';

const serverUrl = process.env.DATABASE_URL;

/**
 * Two api instances, each with its own connection pool, on one PostgreSQL database: what one
 * counts, the other enforces. PGlite is one process's database, so this runs only with
 * DATABASE_URL (`npm run test:pg -w @lumo/api`, which CI runs).
 */
describe.skipIf(!serverUrl)(
  'rate limits hold across two api instances sharing PostgreSQL (needs DATABASE_URL; runs in test:pg)',
  () => {
    const name = `lumo_rate_${process.pid}_${randomBytes(4).toString('hex')}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'lumo-rate-'));
    const handles: DatabaseHandle[] = [];
    const apps: App[] = [];
    const clock = new ManualClock('2026-06-01T10:00:00.000Z');

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      for (let index = 0; index < 2; index += 1) {
        const database = await createDatabase({ databaseUrl: url.toString() });
        handles.push(database);
        const app = createApp({
          config: testConfig(dataDir),
          database,
          clock,
          logger: new MemoryLogger(),
          notifier: new RecordingRevalidationNotifier(),
          seedContentFolder: join(dataDir, 'none'),
          seedMediaFolder: join(dataDir, 'none'),
          seedSiteFooterFolder: join(dataDir, 'none'),
        });
        // The first instance migrates and seeds; the second finds it done.
        await app.initialise();
        apps.push(app);
      }
    });

    afterAll(async () => {
      for (const handle of handles) await handle.close().catch(() => undefined);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('sign-in failures split over both instances add up to one limit', async () => {
      const [first, second] = apps as [App, App];
      const { email } = await registeredCustomer(first, handles[0]!, 'gr');
      const from = { store: 'gr', remoteAddress: '198.51.100.5' };
      for (let attempt = 0; attempt < RATE_LIMITS.login.limit; attempt += 1) {
        const app = attempt % 2 === 0 ? first : second;
        await gql(app, SIGN_IN, { email, password: 'Wrong-pass1' }, from);
      }
      for (const app of apps) {
        const limited = await gql(app, SIGN_IN, { email, password: PASSWORD }, from);
        expect(firstError(limited).extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
        expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    });

    it('newsletter sign-ups counted on one instance are refused on the other', async () => {
      const [first, second] = apps as [App, App];
      const from = { store: 'ie', remoteAddress: '198.51.100.6' };
      for (let attempt = 0; attempt < RATE_LIMITS.newsletter.limit; attempt += 1) {
        expect(
          (await gql(first, SUBSCRIBE, { email: uniqueEmail('p') }, from)).errors,
        ).toBeUndefined();
      }
      const limited = await gql(second, SUBSCRIBE, { email: uniqueEmail('p') }, from);
      expect(firstError(limited).message).toMatch(
        /^Too many attempts\. Try again in \d+ seconds\.$/,
      );
    });

    it('counts concurrent attempts on both instances exactly (no lost updates)', async () => {
      const [first, second] = apps as [App, App];
      const from = { store: 'ca', remoteAddress: '198.51.100.7' };
      const results = await Promise.all(
        Array.from({ length: RATE_LIMITS.newsletter.limit + 4 }, (_, index) =>
          gql(index % 2 === 0 ? first : second, SUBSCRIBE, { email: uniqueEmail('c') }, from),
        ),
      );
      const refused = results.filter(
        (result) => result.errors?.[0]?.extensions?.code === 'TOO_MANY_ATTEMPTS',
      );
      expect(refused).toHaveLength(4);
    });
  },
);
