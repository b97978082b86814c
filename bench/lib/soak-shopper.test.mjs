// The soak's shopper against a small fake storefront: what it counts as an error (a 5xx, a
// GraphQL error, a refused server action, a timeout) and that a failed step ends the journey.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { seededRandom } from './soak-mix.mjs';
import { createShopper } from './soak-shopper.mjs';
import { createRecorder, summariseRecorder } from './soak-stats.mjs';

const PRODUCT = `<html><a href="/p1?flavour=mint">mint</a>
  <form action="" data-testid="cart:add-to-cart"><input type="hidden" name="$ACTION_ID_abc"/>
  <input type="hidden" name="sku" value="S1"/></form></html>`;
const CART = `<form data-testid="cart:qty-form"><input type="hidden" name="uid" value="L1"/></form>`;

/** Routes: `METHOD path` -> (request, body) => [status, headers, body] | 'hang'. */
async function fakeStorefront(routes) {
  const seen = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const key = `${request.method} ${request.url}`;
      seen.push({ key, headers: request.headers, body });
      const route = routes[key] ?? routes[`${request.method} ${request.url.split('?')[0]}`];
      const answer = route ? route(request, body) : [404, {}, 'not found'];
      if (answer === 'hang') return;
      response.writeHead(answer[0], answer[1]);
      response.end(answer[2]);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const html = (text) => () => [200, { 'content-type': 'text/html' }, text];
const DATA = {
  categoryUrls: ['/cat?sort=price_asc'],
  productPaths: ['/p1'],
  cartProductPaths: ['/p1'],
  builderPaths: ['/what-is-vapor'],
  searchTerms: ['menthol'],
  suggestionsQuery: 'query SearchSuggestions { products { total_count } }',
  address: { country_code: 'GB' },
  shippingMethod: 'lumo|standard',
  agreements: [],
  accountStore: 'ie',
  accountPrefix: '/ie',
  registration: { password: 'x' },
};

function shopperFor(url, { timeoutMs = 5000, data = DATA, random = seededRandom(1) } = {}) {
  const recorder = createRecorder();
  const shopper = createShopper({
    storefrontUrl: url,
    record: recorder.record,
    actionId: (name) => `id-${name}`,
    random,
    timeoutMs,
    thinkMs: 0,
    data,
  });
  return { shopper, summary: () => summariseRecorder(recorder, ['browse', 'search', 'checkout']) };
}

test('a browse journey over healthy pages records every request and no error', async () => {
  const shop = await fakeStorefront({
    'GET /': html('home'),
    'GET /cat': html('category'),
    'GET /p1': html(PRODUCT),
    'GET /what-is-vapor': html('page'),
  });
  try {
    const { shopper, summary } = shopperFor(shop.url);
    await shopper.run('browse');
    const result = summary();
    assert.equal(result.total.errors, 0, JSON.stringify(result.errors));
    assert.deepEqual(
      shop.seen.map((request) => request.key),
      ['GET /', 'GET /cat?sort=price_asc', 'GET /p1', 'GET /p1?flavour=mint', 'GET /what-is-vapor'],
    );
  } finally {
    await shop.close();
  }
});

test('a 500 and an "unavailable" page are errors, and end the journey there', async () => {
  for (const product of [
    () => [500, {}, 'boom'],
    html('<section data-testid="catalog:unavailable">Sorry</section>'),
  ]) {
    const shop = await fakeStorefront({
      'GET /': html('home'),
      'GET /cat': html('category'),
      'GET /p1': product,
      'GET /what-is-vapor': html('page'),
    });
    try {
      const { shopper, summary } = shopperFor(shop.url);
      await shopper.run('browse');
      const result = summary();
      assert.equal(result.total.errors, 1);
      assert.match(
        result.errors[0].message,
        /GET \/p1: (status 500|the page shows its unavailable)/,
      );
      assert.ok(!shop.seen.some((request) => request.key === 'GET /what-is-vapor'));
    } finally {
      await shop.close();
    }
  }
});

test('a GraphQL error in the suggestions is an error of the search', async () => {
  const shop = await fakeStorefront({
    'POST /graphql': () => [200, {}, JSON.stringify({ errors: [{ message: 'boom' }] })],
  });
  try {
    const { shopper, summary } = shopperFor(shop.url);
    await shopper.run('search');
    const result = summary();
    assert.deepEqual(
      result.errors.map((row) => [row.kind, row.step, row.message]),
      [['search', 'suggestions', 'POST /graphql: GraphQL error: boom']],
    );
    assert.equal(shop.seen[0].headers['content-type'], 'application/json');
  } finally {
    await shop.close();
  }
});

test('a server action that refuses the checkout is an error naming the action', async () => {
  const shop = await fakeStorefront({
    'GET /p1': html(PRODUCT),
    'POST /p1': () => [303, { location: '/checkout/cart' }, ''],
    'GET /checkout/cart': html(CART),
    'GET /checkout': () => [307, { location: '/checkout/login' }, ''],
    'GET /checkout/login': html('login'),
    'POST /checkout/login': () => [
      200,
      { 'content-type': 'text/x-component' },
      '0:{"a":"$@1","f":"","b":"x"}\n1:{"ok":false,"formError":"Your basket is empty."}\n',
    ],
  });
  try {
    const { shopper, summary } = shopperFor(shop.url);
    await shopper.run('checkout');
    const result = summary();
    assert.deepEqual(
      result.errors.map((row) => [row.step, row.message]),
      [
        [
          'continue as guest',
          'POST /checkout/login: continueAsGuestAction refused: Your basket is empty.',
        ],
      ],
    );
    const action = shop.seen.find((request) => request.key === 'POST /checkout/login');
    assert.equal(action.headers['next-action'], 'id-continueAsGuestAction');
    assert.match(action.body, /^\["uk",\{"email":"soak-[0-9a-f]+@lumo.test"\}\]$/);
    // The add-to-cart form went as a browser without JavaScript posts it.
    const add = shop.seen.find((request) => request.key === 'POST /p1');
    assert.match(add.body, /name="\$ACTION_ID_abc"/);
    assert.match(add.body, /name="sku"\r\n\r\nS1/);
  } finally {
    await shop.close();
  }
});

test('a page that does not answer in time is a timeout error', async () => {
  const shop = await fakeStorefront({ 'GET /': () => 'hang' });
  try {
    const { shopper, summary } = shopperFor(shop.url, { timeoutMs: 1000 });
    await shopper.run('browse');
    assert.deepEqual(
      summary().errors.map((row) => row.message),
      ['GET /: no answer within 1000 ms'],
    );
  } finally {
    await shop.close();
  }
});

test('a product sold out during the run is skipped, not an error; the cart journey completes', async () => {
  let removed = false;
  const cartWithLine = `<form data-testid="cart:qty-form"><input type="hidden" name="$ACTION_ID_f"/>
    <input type="hidden" name="intent" value="update"/><input type="hidden" name="uid" value="L1"/>
    <input type="hidden" name="current" value="1"/></form>
    <form><input type="hidden" name="$ACTION_ID_f"/><input type="hidden" name="intent" value="remove"/>
    <input type="hidden" name="uid" value="L1"/><button data-testid="cart:remove">x</button></form>`;
  const shop = await fakeStorefront({
    'GET /sold-out': html('<p class="ls-stock ls-stock-out-of-stock">Out of stock</p>'),
    'GET /p1': html(PRODUCT),
    'POST /p1': () => [303, { location: '/checkout/cart' }, ''],
    'GET /checkout/cart': () => [
      200,
      {},
      removed ? '<section data-testid="cart:empty"></section>' : cartWithLine,
    ],
    'POST /checkout/cart': (_request, body) => {
      if (body.includes('remove')) removed = true;
      return [303, { location: '/checkout/cart' }, ''];
    },
  });
  try {
    const data = { ...DATA, cartProductPaths: ['/sold-out', '/p1'] };
    // random 0: always the first product of the list, the sold-out one first.
    const { shopper, summary } = shopperFor(shop.url, { data, random: () => 0 });
    await shopper.run('cart');
    const result = summary();
    assert.deepEqual(result.errors, []);
    assert.deepEqual(data.cartProductPaths, ['/p1'], 'the sold-out product left the list');
    assert.ok(removed, 'the remove form was posted');
  } finally {
    await shop.close();
  }
});
