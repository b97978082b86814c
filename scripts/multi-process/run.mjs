// `npm run test:multi`: two api and two storefront processes behind HAProxy, on PostgreSQL
// (DATABASE_URL) and Redis (REDIS_URL), behave as one shop (ADR 0037). Builds (turbo, cached;
// not with MULTI_SKIP_BUILD=1),
// creates a fresh database beside DATABASE_URL's (MULTI_DATABASE, default lumo_multi), empties
// REDIS_URL's database, starts the cluster on MULTI_PORT_BASE (default 8100) and runs
// tests/multi/*.test.mjs against it with node:test.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { repoRoot, run } from '../lib/stack.mjs';
import { startCluster, stopRunningClusters } from './cluster.mjs';

const databaseUrl = process.env.DATABASE_URL?.trim();
const redisUrl = process.env.REDIS_URL?.trim();
if (!databaseUrl || !redisUrl) {
  console.error(
    'test:multi needs PostgreSQL and Redis: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) ' +
      'and REDIS_URL (e.g. redis://127.0.0.1:6379/1). Its database and that Redis database are emptied.',
  );
  process.exit(1);
}

const portBase = Number(process.env.MULTI_PORT_BASE ?? 8100);
const databaseName = process.env.MULTI_DATABASE?.trim() || 'lumo_multi';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseName)) {
  console.error('MULTI_DATABASE must be a plain lower-case PostgreSQL name');
  process.exit(1);
}

// The clients the apps themselves use (workspace dependencies, not the root's).
const pg = createRequire(path.join(repoRoot, 'apps/api/package.json'))('pg');
const { createClient } = createRequire(path.join(repoRoot, 'apps/storefront/package.json'))(
  'redis',
);

/** Drops and creates the test's database; returns its URL. */
async function freshDatabase() {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/**
 * Empties the Redis database and makes Redis report expired and evicted keys, which the cache
 * handler uses to keep its tag index small (notify-keyspace-events must contain E, x and e).
 */
async function freshRedis() {
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    await client.flushDb();
    const current = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'];
    const wanted = [...new Set(`${current ?? ''}Exe`)].join('');
    if (wanted !== current) await client.configSet('notify-keyspace-events', wanted);
  } finally {
    await client.quit();
  }
}

function runTests(cluster, editor) {
  const files = process.argv.slice(2);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--test', '--test-concurrency=1', ...(files.length ? files : ['tests/multi/'])],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: {
          ...process.env,
          MULTI_API_URL: cluster.apiUrl,
          MULTI_STOREFRONT_URL: cluster.storefrontUrl,
          MULTI_EDITOR_URL: cluster.editorUrl,
          MULTI_API_URLS: cluster.apiUrls.join(','),
          MULTI_STOREFRONT_URLS: cluster.storefrontUrls.join(','),
          MULTI_EDITOR_EMAIL: editor.email,
          MULTI_EDITOR_PASSWORD: editor.password,
          MULTI_DATABASE_URL: cluster.databaseUrl,
        },
      },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunningClusters();
    process.exit(1);
  });
}

let exitCode = 1;
let cluster;
try {
  // MULTI_SKIP_BUILD=1: the caller has just built (CI, after the e2e step). Even a cached turbo
  // run rewrites its outputs, which a suite running beside this one may be reading.
  if (process.env.MULTI_SKIP_BUILD !== '1') {
    await run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  }
  const multiDatabaseUrl = await freshDatabase();
  await freshRedis();
  const editor = {
    email: 'multi-admin@lumo.test',
    password: randomBytes(12).toString('base64url'),
  };
  cluster = await startCluster({
    portBase,
    databaseUrl: multiDatabaseUrl,
    redisUrl,
    env: {
      EDITOR_EMAIL: editor.email,
      EDITOR_PASSWORD: editor.password,
      // Scheduled publishes are checked every second so the test does not wait long.
      SCHEDULER_INTERVAL_MS: '1000',
      // Due autoship deliveries too: both apis' runners race for each one.
      AUTOSHIP_INTERVAL_MS: '1000',
      // The limits a shopper meets in production: the test counts attempts across processes.
      RATE_LIMIT_SCALE: '1',
    },
  });
  exitCode = await runTests({ ...cluster, databaseUrl: multiDatabaseUrl }, editor);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  cluster?.stop();
}
process.exit(exitCode);
