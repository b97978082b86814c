// What the fault tests do to the shop, through the api's public interfaces only (GraphQL and
// POST /media): an api process they can kill, orders, publishes and uploads.
import { createServer } from 'node:net';
import { repoRoot, startService, waitForUrl } from '../lib/stack.mjs';

/** A port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const EDITOR = { email: 'faults-editor@lumo.test', password: 'faults-editor-password-1' };

/** The api's production build on `port`; `env` names the database (DATABASE_URL or DATA_DIR). */
export async function startApi({ port, env }) {
  const child = startService('api', process.execPath, ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      EDITOR_EMAIL: EDITOR.email,
      EDITOR_PASSWORD: EDITOR.password,
      // Every order comes from 127.0.0.1: the guest-cart and order rate limits must not refuse them.
      RATE_LIMIT_SCALE: '1000',
      // Revalidation calls go nowhere (no storefront in these tests) and are only logged.
      STOREFRONT_URL: 'http://127.0.0.1:9',
      MAIL_INTERVAL_MS: '60000',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`, { child, timeoutMs: 90_000 });
  return {
    url,
    child,
    /** SIGKILL: no shutdown hook runs, as when the machine or the OOM killer ends it. */
    async kill() {
      child.stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** How long a request may take before the test calls it a hang. */
export const HANG_MS = 30_000;

/**
 * One GraphQL call. Resolves { data, errors } or, when the connection itself failed,
 * { transport: message }; rejects only on a hang (HANG_MS).
 */
export async function gql(apiUrl, query, variables = {}, { store = 'uk', token } = {}) {
  let response;
  try {
    response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        store,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(HANG_MS),
    });
  } catch (error) {
    if (error?.name === 'TimeoutError') throw new Error(`hang: no answer within ${HANG_MS} ms`);
    return { transport: String(error?.cause?.code ?? error?.message ?? error) };
  }
  const text = await response.text();
  try {
    return { status: response.status, ...JSON.parse(text) };
  } catch {
    return { status: response.status, transport: `not JSON: ${text.slice(0, 200)}` };
  }
}

/** The call succeeded (data, no errors); else an Error naming the failure. */
export async function must(apiUrl, query, variables, options) {
  const result = await gql(apiUrl, query, variables, options);
  if (result.transport || result.errors?.length) {
    throw Object.assign(new Error(JSON.stringify(result.errors ?? result.transport)), { result });
  }
  return result.data;
}

export async function editorToken(apiUrl) {
  const data = await must(
    apiUrl,
    'mutation($email: String!, $password: String!) { generateEditorToken(email: $email, password: $password) { token } }',
    EDITOR,
  );
  return data.generateEditorToken.token;
}

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Fault',
  street: ['1 High Street'],
  telephone: '+441234567890',
  country_code: 'GB',
  postcode: 'SW1A 1AA',
  city: 'London',
};

/** A guest cart with `qty` of `sku`, addresses, delivery and bank transfer: ready for placeOrder. */
export async function readyCart(apiUrl, sku, qty) {
  const call = (query, variables) => must(apiUrl, query, variables);
  const cartId = (await call('mutation { createGuestCart { cart { id } } }')).createGuestCart.cart
    .id;
  const added = await call(
    `mutation($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { code message } }
    }`,
    { cartId, items: [{ sku, quantity: qty }] },
  );
  if (added.addProductsToCart.user_errors.length) {
    throw new Error(`addProductsToCart: ${JSON.stringify(added.addProductsToCart.user_errors)}`);
  }
  await call(
    `mutation($cartId: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: "fault@example.com" }) { cart { id } } }`,
    { cartId },
  );
  await call(
    `mutation($cartId: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
    }`,
    { cartId, address: ADDRESS },
  );
  await call(
    `mutation($cartId: String!, $address: CartAddressInput!) {
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } }
    }`,
    { cartId, address: ADDRESS },
  );
  await call(
    `mutation($cartId: String!) {
      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "lumo", method_code: "standard" }] }) { cart { id } }
    }`,
    { cartId },
  );
  await call(
    `mutation($cartId: String!) {
      setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "banktransfer" } }) { cart { id } }
    }`,
    { cartId },
  );
  return cartId;
}

/** placeOrder: { number } when the api acknowledged the order, else { failure }. */
export async function placeOrder(apiUrl, cartId) {
  const result = await gql(
    apiUrl,
    `mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { orderV2 { number } errors { code message } } }`,
    { cartId },
  );
  const number = result.data?.placeOrder?.orderV2?.number;
  if (number && !result.errors?.length) return { number };
  return { failure: result };
}

/** A page whose only block quotes `quote`, titled after it: title and body must always agree. */
export function pageContent(path, quote) {
  return {
    formatVersion: 1,
    storeView: 'uk',
    path,
    title: `Title of ${quote}`,
    meta: { description: '', image: '', noIndex: true },
    blocks: [{ id: 'quote-1', type: 'QuoteBlock', version: 1, props: { text: quote } }],
  };
}

/** publishBuilderPage: { revision } when acknowledged, else { failure }. */
export async function publish(apiUrl, token, path, quote, baseRevision) {
  const result = await gql(
    apiUrl,
    `mutation($input: PublishBuilderPageInput!) {
      publishBuilderPage(input: $input) { page { draft_revision } version { version } }
    }`,
    {
      input: {
        store_code: 'uk',
        path,
        content: pageContent(path, quote),
        base_revision: baseRevision,
      },
    },
    { token },
  );
  const page = result.data?.publishBuilderPage?.page;
  if (page && !result.errors?.length) return { revision: page.draft_revision };
  return { failure: result };
}

/** The editor's current draft revision of a page (0 when there is none). */
export async function draftRevision(apiUrl, token, path) {
  const data = await must(
    apiUrl,
    'query($store: ID!, $path: String!) { builderPageDraft(store_code: $store, path: $path) { revision } }',
    { store: 'uk', path },
    { token },
  );
  return data.builderPageDraft?.revision ?? 0;
}

/** What a shopper's storefront reads for the page: { title, quote } or null. */
export async function publishedPage(apiUrl, path) {
  const data = await must(
    apiUrl,
    'query($path: String!) { builderPage(path: $path) { title content version } }',
    { path },
  );
  const page = data.builderPage;
  if (!page) return null;
  const content = typeof page.content === 'string' ? JSON.parse(page.content) : page.content;
  return { title: page.title, quote: content?.blocks?.[0]?.props?.text, version: page.version };
}

/** A distinct 1x1 PNG per call (the api stores identical bytes once). */
let pngTurn = 0;
export function uniquePng() {
  // Minimal PNG: signature, IHDR, an IDAT of one grey pixel, a tEXt chunk that makes it unique.
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  const idat = Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]);
  const text = Buffer.from(`Comment\0fault-${process.pid}-${Date.now()}-${pngTurn++}`, 'latin1');
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', text),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** POST /media: { url } when acknowledged (201), else { failure }. */
export async function upload(apiUrl, token, name) {
  const form = new FormData();
  form.set('file', new Blob([uniquePng()], { type: 'image/png' }), `${name}.png`);
  let response;
  try {
    response = await fetch(`${apiUrl}/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(HANG_MS),
    });
  } catch (error) {
    if (error?.name === 'TimeoutError') throw new Error(`hang: no answer within ${HANG_MS} ms`);
    return { failure: { transport: String(error?.cause?.code ?? error?.message) } };
  }
  const body = await response.json().catch(() => null);
  if (response.status === 201 && body?.asset) return { url: body.asset.url, uid: body.asset.uid };
  return { failure: { status: response.status, ...body } };
}

/**
 * SQL the tests check the database with (a `pg` client or PGlite's `query`, both
 * `query(text, params) -> { rows }`).
 */
export const SQL = {
  /** Seeded simple products without nicotine sold in uk (no purchase limit in the way). */
  products: `select p.id, p.sku from products p
    join product_index i on i.product_id = p.id and i.store_view = 'uk'
    where p.type = 'simple' and p.parent_id is null and p.nicotine_mg_ml is null and p.enabled
      and i.price_minor is not null
    order by p.id limit $1`,
  setStock: `update products set stock_qty = $2, is_in_stock = true, manage_stock = true where id = $1`,
  setIndexStock: `update product_index set is_in_stock = true where product_id = $1`,
  stock: `select id, stock_qty from products where id = any($1::int[])`,
  /** Units ordered per product over orders that still hold stock (not canceled). */
  orderedQty: `select i.product_id as id, coalesce(sum(i.qty_ordered), 0)::int as qty
    from order_items i join orders o on o.id = i.order_id
    where o.status <> 'canceled' and i.product_id = any($1::int[]) group by i.product_id`,
  /** Orders with no item line: an order only half written. */
  ordersWithoutItems: `select o.increment_id from orders o
    where not exists (select 1 from order_items i where i.order_id = o.id)`,
  orderNumbers: `select increment_id from orders`,
};

SQL.publishedQuotes = `select v.content->'blocks'->0->'props'->>'text' as quote from builder_page_versions v`;
SQL.mediaUrls = `select '/media/' || storage_path as url from media_assets`;
