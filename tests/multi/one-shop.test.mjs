// Issue 15: two api and two storefront processes behind HAProxy behave as one shop (ADR 0037).
// Every request through the load balancer goes to the next process (X-Served-By), so a shopper's
// consecutive requests land on different processes; the tests ask each process directly where
// "every process" is the claim.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { data, editorToken, env, graphql, page, poll } from './support.mjs';

const STORE = 'ie';
const SKU = 'ACC-USBC-CABLE';
const PASSWORD = 'Multi-process-1';
/** SPEC: a publish reaches shoppers within two seconds; a little slack for a busy CI machine. */
const VISIBLE_WITHIN_MS = 5000;

let token = '';
before(async () => {
  token = await editorToken();
});

function content(pagePath, quote) {
  return {
    formatVersion: 1,
    storeView: STORE,
    path: pagePath,
    title: `Multi ${quote}`,
    meta: { description: '', image: '', noIndex: true },
    blocks: [{ id: 'quote-1', type: 'QuoteBlock', version: 1, props: { text: quote } }],
  };
}

async function publish(pagePath, quote, baseRevision) {
  const result = await data(
    `mutation($input: PublishBuilderPageInput!) {
      publishBuilderPage(input: $input) { page { uid draft_revision } version { version } }
    }`,
    {
      input: {
        store_code: STORE,
        path: pagePath,
        content: content(pagePath, quote),
        base_revision: baseRevision,
      },
    },
    { token },
  );
  return result.publishBuilderPage;
}

test('requests through the load balancer alternate between the processes', async () => {
  const storefronts = new Set();
  for (let index = 0; index < 4; index += 1) {
    const answer = await page(`/${STORE}/what-is-vapor`);
    assert.equal(answer.status, 200);
    storefronts.add(answer.servedBy);
  }
  assert.deepEqual([...storefronts].sort(), ['storefront1', 'storefront2']);
  const apis = new Set();
  for (let index = 0; index < 4; index += 1) {
    apis.add((await graphql('{ storeConfig { store_code } }', {})).servedBy);
  }
  assert.deepEqual([...apis].sort(), ['api1', 'api2']);
});

test('a page rendered by one storefront is served from the shared cache by the other', async () => {
  // A seeded page no other test asks for (a fresh publish would race its own announcement).
  const storePath = '/gr/what-is-vapor';
  const [first, second] = env.storefronts;
  const rendered = await page(storePath, first);
  assert.equal(rendered.status, 200);
  assert.equal(rendered.cache, 'MISS', 'nobody asked for it before');
  // Until the first process answers HIT, its render may not be stored yet (Next.js stores it
  // after answering).
  const stored = await poll(
    () => page(storePath, first),
    (answer) => answer.cache === 'HIT',
    { timeoutMs: VISIBLE_WITHIN_MS },
  );
  assert.equal(stored.cache, 'HIT');
  // The second process never rendered it: its first answer comes from Redis.
  const fromCache = await page(storePath, second);
  assert.equal(fromCache.status, 200);
  assert.equal(fromCache.html, stored.html);
  assert.equal(fromCache.cache, 'HIT', "the second storefront serves the first one's render");
});

test('a shopper browses, fills a cart and signs in as one shop across both apis', async () => {
  const email = `multi-${randomBytes(5).toString('hex')}@lumo.test`;
  const registered = await graphql(
    `
      mutation ($input: CustomerCreateInput!) {
        createCustomerV2(input: $input) {
          customer {
            email
          }
        }
      }
    `,
    {
      input: {
        firstname: 'Ada',
        lastname: 'Multi',
        email,
        password: PASSWORD,
        date_of_birth: '1990-05-17',
        policy_agreed: true,
      },
    },
  );
  assert.equal(registered.errors, undefined, JSON.stringify(registered.errors));
  const signedIn = await data(
    `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email, password: PASSWORD },
  );
  const customerToken = signedIn.generateCustomerToken.token;

  // A guest cart made on one api and filled through the other.
  const created = await graphql('mutation { createGuestCart { cart { id } } }');
  const cartId = created.data.createGuestCart.cart.id;
  const added = await graphql(
    `
      mutation ($cartId: String!, $items: [CartItemInput!]!) {
        addProductsToCart(cartId: $cartId, cartItems: $items) {
          user_errors {
            message
          }
        }
      }
    `,
    { cartId, items: [{ sku: SKU, quantity: 2 }] },
  );
  assert.notEqual(added.servedBy, created.servedBy, 'the cart is filled on the other api');
  assert.deepEqual(added.data.addProductsToCart.user_errors, []);

  // Each api process, asked directly, sees the same cart and knows the customer's token.
  for (const apiUrl of env.apis) {
    const cart = await data(
      'query ($cartId: String!) { cart(cart_id: $cartId) { total_quantity } }',
      { cartId },
      { apiUrl },
    );
    assert.equal(cart.cart.total_quantity, 2, `${apiUrl} sees the cart`);
    const me = await data('{ customer { email } }', {}, { apiUrl, token: customerToken });
    assert.equal(me.customer.email, email, `${apiUrl} accepts the customer token`);
  }

  // The storefront's own GraphQL forwarder, through the load balancer, twice (both processes).
  const forwarders = new Set();
  for (let index = 0; index < 2; index += 1) {
    const response = await fetch(`${env.storefront}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        store: STORE,
        // The browser's httpOnly cookie, which the forwarder turns into the api's Bearer token.
        cookie: `customer_token=${customerToken}`,
      },
      body: JSON.stringify({ query: '{ customer { email } }' }),
    });
    forwarders.add(response.headers.get('x-served-by'));
    const body = await response.json();
    assert.equal(body.data?.customer?.email, email, JSON.stringify(body.errors));
  }
  assert.equal(forwarders.size, 2);
});

test('a publish, a new version and a delete reach both storefront processes', async () => {
  const pagePath = `/multi-publish-${Date.now()}`;
  const storePath = `/${STORE}${pagePath}`;
  for (const base of env.storefronts) assert.equal((await page(storePath, base)).status, 404);

  const first = await publish(pagePath, 'Version one everywhere', 0);
  for (const base of env.storefronts) {
    const answer = await poll(
      () => page(storePath, base),
      (seen) => seen.status === 200 && seen.html.includes('Version one everywhere'),
      { timeoutMs: VISIBLE_WITHIN_MS },
    );
    assert.equal(answer.status, 200, `${base} serves the new page instead of its 404`);
  }
  // Both cached now.
  for (const base of env.storefronts) assert.equal((await page(storePath, base)).cache, 'HIT');

  await publish(pagePath, 'Version two everywhere', first.page.draft_revision);
  for (const base of env.storefronts) {
    const answer = await poll(
      () => page(storePath, base),
      (seen) => seen.html.includes('Version two everywhere'),
      { timeoutMs: VISIBLE_WITHIN_MS },
    );
    assert.match(answer.html, /Version two everywhere/, `${base} drops its stale copy`);
    assert.notEqual(answer.cache, 'STALE', `${base} renders afresh rather than serving stale`);
    // Once the new version is there, no process serves the old one again.
    for (let index = 0; index < 3; index += 1) {
      assert.doesNotMatch((await page(storePath, base)).html, /Version one everywhere/);
    }
  }

  await data(
    'mutation($uid: ID!) { deleteBuilderPage(page_uid: $uid) { result } }',
    { uid: first.page.uid },
    { token },
  );
  for (const base of env.storefronts) {
    const answer = await poll(
      () => page(storePath, base),
      (seen) => seen.status === 404,
      { timeoutMs: VISIBLE_WITHIN_MS },
    );
    assert.equal(answer.status, 404, `${base} answers 404 for the deleted page`);
  }
});

test('failed sign-ins are counted across both apis: the limit hits as with one process', async () => {
  const email = `multi-limit-${randomBytes(5).toString('hex')}@lumo.test`;
  const servedBy = new Set();
  const attempt = () =>
    graphql(
      `
        mutation ($email: String!, $password: String!) {
          generateCustomerToken(email: $email, password: $password) {
            token
          }
        }
      `,
      { email, password: 'wrong-password-1' },
    );
  // RATE_LIMIT_SCALE=1: 10 failed sign-ins per email and address (rate-limit-rules.ts).
  for (let index = 0; index < 10; index += 1) {
    const answer = await attempt();
    servedBy.add(answer.servedBy);
    assert.ok(answer.errors?.length, 'a wrong password fails');
    assert.doesNotMatch(answer.errors[0].message, /Too many attempts/, `attempt ${index + 1}`);
  }
  assert.equal(servedBy.size, 2, 'the attempts went to both apis');
  for (const apiUrl of env.apis) {
    const limited = await graphql(
      `
        mutation ($email: String!, $password: String!) {
          generateCustomerToken(email: $email, password: $password) {
            token
          }
        }
      `,
      { email, password: 'wrong-password-1' },
      { apiUrl },
    );
    assert.match(
      limited.errors?.[0]?.message ?? '',
      /^Too many attempts\. Try again in \d+ seconds\.$/,
    );
  }
});

test('editor sign-in failures are counted across both apis (the per-account backoff)', async () => {
  const email = `multi-guess-${randomBytes(4).toString('hex')}@lumo.test`;
  const signIn = (apiUrl) =>
    graphql(
      'mutation($email: String!, $password: String!) { generateEditorToken(email: $email, password: $password) { token } }',
      { email, password: 'not-the-password' },
      apiUrl ? { apiUrl } : {},
    );
  // Three free failures per account, then the fourth makes the next attempt wait a second
  // (login-throttle.ts). Spread over both apis, each process alone saw only two.
  const servedBy = new Set();
  for (let index = 0; index < 4; index += 1) {
    const answer = await signIn();
    servedBy.add(answer.servedBy);
    assert.doesNotMatch(answer.errors?.[0]?.message ?? '', /Too many/);
  }
  assert.equal(servedBy.size, 2);
  // The next attempt waits, whichever process it reaches.
  const refused = await Promise.all(env.apis.map((apiUrl) => signIn(apiUrl)));
  for (const answer of refused) {
    assert.match(
      answer.errors?.[0]?.message ?? '',
      /^Too many failed sign-in attempts for this account/,
    );
  }
});

test('an editor seen on one api is present for another editor on the other api', async () => {
  const pagePath = `/multi-presence-${Date.now()}`;
  const published = await publish(pagePath, 'Presence page', 0);
  const colleague = {
    email: `multi-editor-${randomBytes(4).toString('hex')}@lumo.test`,
    password: `Colleague-${randomBytes(6).toString('hex')}`,
  };
  await data(
    'mutation($input: CreateEditorInput!) { createEditor(input: $input) { uid } }',
    { input: { ...colleague, name: 'Colleague' } },
    { token },
  );
  const colleagueToken = await editorToken(colleague.email, colleague.password);
  const [first, second] = env.apis;
  await data(
    'mutation($uid: ID!) { touchBuilderPagePresence(page_uid: $uid) { editor_uid } }',
    { uid: published.page.uid },
    { token, apiUrl: first },
  );
  const seen = await data(
    'query($uid: ID!) { builderPagePresence(page_uid: $uid) { email } }',
    { uid: published.page.uid },
    { token: colleagueToken, apiUrl: second },
  );
  assert.deepEqual(
    seen.builderPagePresence.map((editor) => editor.email),
    [env.editorEmail],
  );
});

test('a scheduled publish fires exactly once with both apis running', async () => {
  const pagePath = `/multi-scheduled-${Date.now()}`;
  const storePath = `/${STORE}${pagePath}`;
  const first = await publish(pagePath, 'Before the schedule', 0);
  const saved = await data(
    `mutation($input: SaveBuilderPageDraftInput!) { saveBuilderPageDraft(input: $input) { revision } }`,
    {
      input: {
        store_code: STORE,
        path: pagePath,
        content: content(pagePath, 'After the schedule'),
        base_revision: first.page.draft_revision,
      },
    },
    { token },
  );
  assert.ok(saved.saveBuilderPageDraft.revision > first.page.draft_revision);
  const publishAt = new Date(Date.now() + 2000);
  await data(
    'mutation($input: ScheduleBuilderPagePublishInput!) { scheduleBuilderPagePublish(input: $input) { scheduled_publish_at } }',
    { input: { page_uid: first.page.uid, publish_at: publishAt.toISOString() } },
    { token },
  );
  // Both schedulers tick every second; give them a few ticks each after the time.
  await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 4000));
  const versions = await data(
    'query($uid: ID!) { builderPageVersions(page_uid: $uid) { version } }',
    { uid: first.page.uid },
    { token },
  );
  assert.equal(versions.builderPageVersions.length, 2, 'one publish by hand, one by the scheduler');
  for (const base of env.storefronts) {
    const answer = await poll(
      () => page(storePath, base),
      (seen) => seen.html.includes('After the schedule'),
      { timeoutMs: VISIBLE_WITHIN_MS },
    );
    assert.match(answer.html, /After the schedule/);
  }
});

test('a preview link made by one api shows the draft on both storefront processes', async () => {
  const pagePath = `/multi-preview-${Date.now()}`;
  const first = await publish(pagePath, 'Published text', 0);
  await data(
    `mutation($input: SaveBuilderPageDraftInput!) { saveBuilderPageDraft(input: $input) { revision } }`,
    {
      input: {
        store_code: STORE,
        path: pagePath,
        content: content(pagePath, 'Draft only in preview'),
        base_revision: first.page.draft_revision,
      },
    },
    { token },
  );
  // Signed with PREVIEW_SECRET by api1; the storefronts ask whichever api the balancer picks.
  const preview = await data(
    'mutation($uid: ID!) { createBuilderPreviewToken(page_uid: $uid) { url } }',
    { uid: first.page.uid },
    { token, apiUrl: env.apis[0] },
  );
  for (const base of env.storefronts) {
    for (let index = 0; index < 2; index += 1) {
      const answer = await page(preview.createBuilderPreviewToken.url, base);
      assert.equal(answer.status, 200, `${base} ${preview.createBuilderPreviewToken.url}`);
      assert.match(answer.html, /Draft only in preview/);
    }
    assert.doesNotMatch((await page(`/${STORE}${pagePath}`, base)).html, /Draft only in preview/);
  }
});

/** A registered customer's order, placed through the load balancer with bank transfer. */
async function customerWithOrder() {
  const email = `multi-autoship-${randomBytes(5).toString('hex')}@lumo.test`;
  await data(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    {
      input: {
        firstname: 'Ada',
        lastname: 'Autoship',
        email,
        password: PASSWORD,
        date_of_birth: '1990-05-17',
        policy_agreed: true,
      },
    },
  );
  const customerToken = (
    await data(
      `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
      { email, password: PASSWORD },
    )
  ).generateCustomerToken.token;
  const as = { token: customerToken };
  const cartId = (await data('{ customerCart { id } }', {}, as)).customerCart.id;
  const address = {
    firstname: 'Ada',
    lastname: 'Autoship',
    street: ['1 Grafton Street'],
    city: 'Dublin',
    postcode: 'D02 XY45',
    country_code: 'IE',
    telephone: '+353 1 555 0100',
  };
  const steps = [
    [
      `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }`,
      { cartId, items: [{ sku: SKU, quantity: 1 }] },
    ],
    [
      `mutation ($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }`,
      { input: { cart_id: cartId, shipping_addresses: [{ address }] } },
    ],
    [
      `mutation ($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }`,
      { input: { cart_id: cartId, billing_address: { address } } },
    ],
    [
      `mutation ($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }`,
      {
        input: {
          cart_id: cartId,
          shipping_methods: [{ carrier_code: 'lumo', method_code: 'standard' }],
        },
      },
    ],
    [
      `mutation ($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { __typename } }`,
      { input: { cart_id: cartId, payment_method: { code: 'banktransfer' } } },
    ],
  ];
  for (const [query, variables] of steps) await data(query, variables, as);
  const placed = await data(
    `mutation ($input: PlaceOrderInput) { placeOrder(input: $input) { orderV2 { number } errors { message } } }`,
    { input: { cart_id: cartId } },
    as,
  );
  assert.deepEqual(placed.placeOrder.errors, []);
  return { as, orderNumber: placed.placeOrder.orderV2.number };
}

test('a due autoship delivery becomes exactly one order with both apis running', async () => {
  const { as, orderNumber } = await customerWithOrder();
  const created = await data(
    'mutation($input: CreateAutoshipSubscriptionInput!) { createAutoshipSubscription(input: $input) { id next_date } }',
    { input: { order_number: orderNumber, interval_days: 7 } },
    as,
  );
  // Due today: both apis' autoship runners (every second here) see it at their next tick.
  const today = new Date().toISOString().slice(0, 10);
  await data(
    'mutation($input: UpdateAutoshipSubscriptionInput!) { updateAutoshipSubscription(input: $input) { next_date } }',
    { input: { id: created.createAutoshipSubscription.id, next_date: today } },
    as,
  );
  const orderCount = async () =>
    (await data('{ customer { orders { total_count } } }', {}, as)).customer.orders.total_count;
  const placed = await poll(orderCount, (count) => count >= 2, { timeoutMs: 10_000 });
  assert.equal(placed, 2, 'the delivery was placed');
  // A few more ticks of both runners: still one delivery, and the next date moved on.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  assert.equal(await orderCount(), 2, 'exactly one order for the delivery');
  const subscription = (
    await data('{ customer { autoship_subscriptions { id next_date } } }', {}, as)
  ).customer.autoship_subscriptions.find((row) => row.id === created.createAutoshipSubscription.id);
  assert.ok(subscription.next_date > today, 'the next delivery is scheduled after today');
});
