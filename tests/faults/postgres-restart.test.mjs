// Fault: PostgreSQL restarts (cleanly, then as after a crash) while shoppers order and editors
// publish and upload. No acknowledged write may be lost; requests caught by the restart fail
// with a categorised error, not a hang or a crash; the api recovers without a restart.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { startCluster } from '../../scripts/faults/pg-cluster.mjs';
import { cleanFailure, startLoad } from '../../scripts/faults/load.mjs';
import { SQL, editorToken, freePort, startApi } from '../../scripts/faults/shop.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster;
let api;
let db;
let dataDir;

before(async () => {
  cluster = startCluster({ port: await freePort() });
  dataDir = mkdtempSync(path.join(tmpdir(), 'lumo-faults-media-'));
  api = await startApi({
    port: await freePort(),
    env: { DATABASE_URL: cluster.url, DATA_DIR: dataDir },
  });
  db = new pg.Client(cluster.url);
  await db.connect();
});

after(async () => {
  await db?.end().catch(() => {});
  await api?.stop();
  cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh connection per question: the test's own client would be dropped by each restart. */
async function query(text, params) {
  const client = new pg.Client(cluster.url);
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

test('PostgreSQL restarted fast and immediate under load: no acknowledged write lost, clean failures, recovery', async () => {
  const products = (await db.query(SQL.products, [4])).rows;
  assert.equal(products.length, 4, 'four seeded products to order');
  for (const product of products) {
    await db.query(SQL.setStock, [product.id, 100_000]);
    await db.query(SQL.setIndexStock, [product.id]);
  }
  await db.end();
  db = null;
  const token = await editorToken(api.url);
  const load = startLoad({ apiUrl: api.url, token, products, workers: 4 });

  await sleep(2000);
  for (const mode of ['fast', 'immediate']) {
    const restartedAt = Date.now();
    cluster.restart(mode);
    // Writes are acknowledged again after the restart, with no api restart.
    for (let waited = 0; load.acknowledgedSince(restartedAt) < 3; waited += 250) {
      assert.ok(waited < 30_000, `writes succeed again within 30 s of the ${mode} restart`);
      await sleep(250);
    }
  }
  await load.stop();

  assert.equal(api.child.exitCode, null, 'the api process is still running');
  assert.equal(api.child.signalCode, null, 'the api process is still running');
  const health = await fetch(`${api.url}/health`);
  assert.equal(health.status, 200, '/health answers ok without an api restart');

  const unclean = load.failures.filter(({ failure }) => !cleanFailure(failure));
  assert.deepEqual(
    unclean.map(({ kind, failure }) => ({ kind, failure })),
    [],
    'every request the restarts caught failed with a categorised error',
  );

  const { orders, publishes, uploads } = load.acknowledged;
  assert.ok(orders.length > 0 && publishes.length > 0 && uploads.length > 0, 'the load wrote');
  const stored = new Set((await query(SQL.orderNumbers)).rows.map((row) => row.increment_id));
  assert.deepEqual(
    orders.filter((number) => !stored.has(number)),
    [],
    'every acknowledged order is stored',
  );
  assert.deepEqual((await query(SQL.ordersWithoutItems)).rows, [], 'no order without its items');
  const quotes = new Set((await query(SQL.publishedQuotes)).rows.map((row) => row.quote));
  assert.deepEqual(
    publishes.filter((quote) => !quotes.has(quote)),
    [],
    'every acknowledged publish is stored',
  );
  const media = new Set((await query(SQL.mediaUrls)).rows.map((row) => row.url));
  assert.deepEqual(
    uploads.filter((url) => !media.has(url)),
    [],
    'every acknowledged upload is stored',
  );
  for (const url of uploads) {
    const file = await fetch(`${api.url}${url}`);
    assert.equal(file.status, 200, `${url} is served`);
  }
  console.log(
    `acknowledged ${orders.length} orders, ${publishes.length} publishes, ${uploads.length} uploads; ${load.failures.length} clean failures`,
  );
});
