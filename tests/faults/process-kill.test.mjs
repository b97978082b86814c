// Fault: the api process is killed (SIGKILL) while orders are being placed and a page published,
// several times at random moments, on PostgreSQL and on the default embedded PGlite. After each
// restart the page is the old or the new version, never a mix; every acknowledged order is
// there; and stock adds up: initial stock = stock now + units of every order not canceled.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { startCluster } from '../../scripts/faults/pg-cluster.mjs';
import {
  SQL,
  draftRevision,
  editorToken,
  freePort,
  placeOrder,
  publish,
  publishedPage,
  readyCart,
  startApi,
} from '../../scripts/faults/shop.mjs';

/** Kills per database (FAULT_ROUNDS overrides): PGlite's start takes ~20 s, PostgreSQL's ~5 s. */
const ROUNDS = process.env.FAULT_ROUNDS ? Number(process.env.FAULT_ROUNDS) : undefined;
/** Carts ready at each kill (their orders are placed two at a time). */
const CARTS_PER_ROUND = 6;
const INITIAL_STOCK = 1000;
const PAGE = '/fault-kill-page';

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** pg and PGlite both answer `query(text, params) -> { rows }`. */
async function withPostgres(url, work) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Opens the api's PGlite folder in this process (the api must be stopped: one user at a time). */
async function withPglite(dataDir, work) {
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

async function setStock(db) {
  const products = (await db.query(SQL.products, [2])).rows;
  assert.equal(products.length, 2, 'two seeded products to order');
  for (const product of products) {
    await db.query(SQL.setStock, [product.id, INITIAL_STOCK]);
    await db.query(SQL.setIndexStock, [product.id]);
  }
  return products;
}

async function checkStock(db, products, acknowledgedOrders) {
  const ids = products.map((product) => product.id);
  const stock = new Map((await db.query(SQL.stock, [ids])).rows.map((r) => [r.id, r.stock_qty]));
  const ordered = new Map((await db.query(SQL.orderedQty, [ids])).rows.map((r) => [r.id, r.qty]));
  for (const id of ids) {
    assert.equal(
      stock.get(id) + (ordered.get(id) ?? 0),
      INITIAL_STOCK,
      `product ${id}: stock now + units ordered = initial stock`,
    );
  }
  assert.deepEqual((await db.query(SQL.ordersWithoutItems)).rows, [], 'no order without items');
  const stored = new Set((await db.query(SQL.orderNumbers)).rows.map((r) => r.increment_id));
  assert.deepEqual(
    acknowledgedOrders.filter((number) => !stored.has(number)),
    [],
    'every acknowledged order is stored',
  );
  return stored.size;
}

/**
 * The rounds: start the api, get carts ready, then place their orders (two shoppers) and publishes (one editor) going and
 * kill the api at a random moment in the half second after the first write is acknowledged, so the kill lands in the middle of some write. The next
 * round's start is the "after": the page must be whole and one of the versions published.
 */
async function killRounds({ rounds, startApiOnce, checkPageAfterRestart }) {
  const acknowledgedOrders = [];
  let lastAcknowledgedQuote = null;
  const attemptedQuotes = [];
  let kills = 0;
  let acknowledgedPublishes = 0;
  for (let round = 0; round <= rounds; round++) {
    const api = await startApiOnce();
    const token = await editorToken(api.url);
    const page = await publishedPage(api.url, PAGE);
    if (round > 0) checkPageAfterRestart({ page, lastAcknowledgedQuote, attemptedQuotes });
    if (round === rounds)
      return { api, acknowledgedOrders, kills, publishes: acknowledgedPublishes };

    // Carts are made ready first, so that the kill window holds placeOrder calls, not set-up.
    const carts = [];
    for (let index = 0; index < CARTS_PER_ROUND; index++) {
      carts.push({
        index,
        id: await readyCart(api.url, api.products[index % 2].sku, 1 + (index % 3)),
      });
    }
    let running = true;
    const shopper = async (parity) => {
      for (const cart of carts.filter((cart) => cart.index % 2 === parity)) {
        if (!running) return;
        const placed = await placeOrder(api.url, cart.id);
        if (placed.number) acknowledgedOrders.push(placed.number);
        else if (placed.failure?.transport) return;
      }
    };
    let revision = await draftRevision(api.url, token, PAGE);
    const editor = async () => {
      for (let turn = 0; running; turn++) {
        const quote = `Kill round ${round} publish ${turn} at ${Date.now()}`;
        attemptedQuotes.push(quote);
        const published = await publish(api.url, token, PAGE, quote, revision);
        if (!published.revision) return;
        revision = published.revision;
        lastAcknowledgedQuote = quote;
        acknowledgedPublishes++;
      }
    };
    const writers = Promise.all([shopper(0), shopper(1), editor()]);
    // The kill comes once writes are being acknowledged (a cold api, PGlite on a busy machine,
    // may take seconds for the first), at a random moment in the next half second.
    const acknowledgedBefore = acknowledgedOrders.length + acknowledgedPublishes;
    for (let waited = 0; waited < 15_000; waited += 50) {
      if (acknowledgedOrders.length + acknowledgedPublishes > acknowledgedBefore) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    running = false;
    await api.kill();
    kills++;
    await writers;
  }
  throw new Error('unreachable');
}

/** Whole, and the last acknowledged version or a later one whose acknowledgement was lost. */
function checkPage({ page, lastAcknowledgedQuote, attemptedQuotes }) {
  if (!lastAcknowledgedQuote && !page) return;
  assert.ok(page, 'a published page stays published');
  assert.equal(page.title, `Title of ${page.quote}`, 'title and body are of the same version');
  assert.ok(attemptedQuotes.includes(page.quote), 'the page shows a version that was published');
  if (lastAcknowledgedQuote) {
    assert.ok(
      attemptedQuotes.indexOf(page.quote) >= attemptedQuotes.indexOf(lastAcknowledgedQuote),
      'an acknowledged publish is not lost',
    );
  }
}

test('SIGKILL of the api during orders and a publish, on PostgreSQL', async () => {
  const cluster = startCluster({ port: await freePort() });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumo-faults-kill-pg-'));
  cleanups.push(async () => {
    cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });
  let products;
  const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir };
  const port = await freePort();
  const result = await killRounds({
    rounds: ROUNDS ?? 3,
    async startApiOnce() {
      const api = await startApi({ port, env });
      if (!products) products = await withPostgres(cluster.url, setStock);
      return Object.assign(api, { products });
    },
    checkPageAfterRestart: checkPage,
  });
  cleanups.push(() => result.api.stop());
  const orders = await withPostgres(cluster.url, (db) =>
    checkStock(db, products, result.acknowledgedOrders),
  );
  console.log(
    `PostgreSQL: ${result.kills} kills; ${result.acknowledgedOrders.length} orders acknowledged, ${orders} stored; ${result.publishes} publishes acknowledged`,
  );
});

test('SIGKILL of the api during orders and a publish, on embedded PGlite: the data folder survives', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumo-faults-kill-pglite-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  // The stock is set while no api holds the folder: start once to migrate and seed, stop cleanly.
  const first = await startApi({ port, env: { DATA_DIR: dataDir } });
  await first.stop();
  const products = await withPglite(dataDir, setStock);
  const result = await killRounds({
    rounds: ROUNDS ?? 2,
    async startApiOnce() {
      // A folder PGlite cannot open after a kill makes this start fail: the finding to report.
      const api = await startApi({ port, env: { DATA_DIR: dataDir } });
      return Object.assign(api, { products });
    },
    checkPageAfterRestart: checkPage,
  });
  await result.api.stop();
  const orders = await withPglite(dataDir, (db) =>
    checkStock(db, products, result.acknowledgedOrders),
  );
  console.log(
    `PGlite: ${result.kills} kills; ${result.acknowledgedOrders.length} orders acknowledged, ${orders} stored; ${result.publishes} publishes acknowledged`,
  );
});
