// Mixed write load for the fault tests: orders, publishes and uploads from several workers at
// once, recording what the api acknowledged and how every other request failed.
import { draftRevision, placeOrder, publish, readyCart, upload } from './shop.mjs';

/**
 * A failure is clean when the api answered with an error that names a category (GraphQL
 * `extensions.category`), i.e. the client can tell "try again" from "your input is wrong".
 * A dropped connection or an uncategorised "Unexpected error." is not clean.
 */
export function cleanFailure(failure) {
  if (!failure || failure.transport) return false;
  const errors = failure.errors ?? [];
  return errors.length > 0 && errors.every((error) => Boolean(error?.extensions?.category));
}

/**
 * Runs until `stop()` is called: `workers` loops, each placing orders of 1 unit of its product
 * and (with an editor token) publishing its own page and uploading images in turn.
 */
export function startLoad({ apiUrl, token, products, workers = 4, pagePrefix = '/fault-load' }) {
  const acknowledged = { orders: [], publishes: [], uploads: [] };
  const failures = [];
  /** When each acknowledgement came (to prove writes succeed again after a fault). */
  const acknowledgedAt = [];
  let running = true;
  let turn = 0;

  const note = (kind, value) => {
    acknowledged[kind].push(value);
    acknowledgedAt.push(Date.now());
  };
  const fail = (kind, failure) => failures.push({ kind, at: Date.now(), failure });

  async function worker(index) {
    const product = products[index % products.length];
    const path = `${pagePrefix}-${index}`;
    let revision = 0;
    let revisionKnown = true;
    while (running) {
      const kind = ['order', 'publish', 'upload'][turn++ % (token ? 3 : 1)];
      try {
        if (kind === 'order') {
          const cartId = await readyCart(apiUrl, product.sku, 1);
          const placed = await placeOrder(apiUrl, cartId);
          if (placed.number) note('orders', placed.number);
          else fail('order', placed.failure);
        } else if (kind === 'publish') {
          if (!revisionKnown) {
            revision = await draftRevision(apiUrl, token, path);
            revisionKnown = true;
          }
          const quote = `${path} version ${Date.now()}-${turn}`;
          const published = await publish(apiUrl, token, path, quote, revision);
          if (published.revision) {
            revision = published.revision;
            note('publishes', quote);
          } else {
            // The publish may have committed before the failure: read the revision again.
            revisionKnown = false;
            fail('publish', published.failure);
          }
        } else {
          const uploaded = await upload(apiUrl, token, `fault-${index}-${turn}`);
          if (uploaded.url) note('uploads', uploaded.url);
          else fail('upload', uploaded.failure);
        }
      } catch (error) {
        if (/^hang/.test(error.message)) throw error;
        // A step before the write (cart set-up, reading the revision) failed.
        revisionKnown = kind === 'publish' ? false : revisionKnown;
        fail(kind, error.result ?? { transport: error.message });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  const done = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return {
    acknowledged,
    failures,
    acknowledgedSince: (time) => acknowledgedAt.filter((at) => at > time).length,
    async stop() {
      running = false;
      await done;
    },
  };
}
