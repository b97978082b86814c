// One virtual shopper of the soak: journeys through the storefront over HTTP, as a browser sends
// them (see soak-http.mjs), every request timed and checked. A request is an error when a shopper
// would see a failure: a 5xx, another status than the step's, a timeout, a GraphQL error, a
// server action that refused valid data or threw, or a page that rendered its "unavailable"
// notice instead of the catalogue.
import { randomBytes } from 'node:crypto';
import {
  actionResultFromFlight,
  createCookieJar,
  encodeActionArgs,
  formFields,
  queryLinksTo,
} from './soak-http.mjs';
import { thinkTime } from './soak-mix.mjs';

/** Notices a page renders, with a 200, when the api failed under it (SPEC §8). */
const FAILURE_MARKERS = ['data-testid="catalog:unavailable"'];

class StepError extends Error {}

/**
 * @param {{
 *   storefrontUrl: string,
 *   record: (sample: { kind: string, step: string, ms: number, error?: string | null }) => void,
 *   actionId: (name: string, file?: string) => string,
 *   random: () => number,
 *   timeoutMs: number,
 *   thinkMs: number,
 *   data: import('./soak-catalog.mjs').SoakCatalog,
 * }} options
 */
export function createShopper({
  storefrontUrl,
  record,
  actionId,
  random,
  timeoutMs,
  thinkMs,
  data,
}) {
  const origin = new URL(storefrontUrl).origin;
  const pick = (list) => list[Math.floor(random() * list.length)];
  /** The shopper's account once registered (later account journeys sign in with it). */
  let account = null;
  let jar = createCookieJar();

  const pause = () => new Promise((resolve) => setTimeout(resolve, thinkTime(thinkMs, random)));

  /**
   * One timed request. `expect`: the statuses that are right for this step. Returns the answer
   * with its body read; an error is recorded and thrown, which ends the journey.
   */
  async function request(kind, step, path, { method = 'GET', body, headers = {}, expect = [200] }) {
    const started = performance.now();
    let error = null;
    let answer;
    try {
      const response = await fetch(new URL(path, storefrontUrl), {
        method,
        body,
        redirect: 'manual',
        headers: { cookie: jar.header(), ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      jar.store(response.headers.getSetCookie());
      answer = { status: response.status, headers: response.headers, text };
      if (!expect.includes(response.status)) {
        error = `${method} ${path.replace(/\?.*/, '')}: status ${response.status}, expected ${expect.join(' or ')}`;
      } else if (FAILURE_MARKERS.some((marker) => text.includes(marker))) {
        error = `${method} ${path.replace(/\?.*/, '')}: the page shows its unavailable notice`;
      }
    } catch (caught) {
      const name = caught instanceof Error ? caught.name : '';
      error =
        name === 'TimeoutError'
          ? `${method} ${path.replace(/\?.*/, '')}: no answer within ${timeoutMs} ms`
          : `${method} ${path.replace(/\?.*/, '')}: ${caught instanceof Error ? caught.message : caught}`;
    }
    record({ kind, step, ms: performance.now() - started, error });
    if (error) throw new StepError(error);
    return answer;
  }

  const page = (kind, step, path, expect) => request(kind, step, path, { expect });

  /** A no-JavaScript form post (multipart, with its $ACTION_ID_ field), answered by a redirect. */
  async function postForm(kind, step, path, fields) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const answer = await request(kind, step, path, {
      method: 'POST',
      body: form,
      headers: { origin },
      expect: [303],
    });
    const location = answer.headers.get('location') ?? '';
    if (/[?&]error=/.test(location)) {
      record({ kind, step: `${step} refused`, ms: 0, error: `${step}: redirected to ${location}` });
      throw new StepError(`${step} refused`);
    }
    return location;
  }

  /**
   * A server action called as the page's JavaScript calls it; the result must be `ok` (the
   * journeys send valid data), and its `redirectTo` is where the browser goes next.
   */
  async function callAction(kind, step, path, name, args) {
    const answer = await request(kind, step, path, {
      method: 'POST',
      body: encodeActionArgs(args),
      headers: {
        origin,
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
        'next-action': actionId(name),
      },
    });
    const result = actionResultFromFlight(answer.text);
    const value = result.value;
    if (result.error || !value || value.ok !== true) {
      const why =
        result.error ??
        value?.formError ??
        (value?.fieldErrors ? JSON.stringify(value.fieldErrors).slice(0, 160) : 'not ok');
      record({ kind, step: `${step} refused`, ms: 0, error: `${name}: ${why}` });
      throw new StepError(`${name} refused`);
    }
    return value;
  }

  // ---- journeys -------------------------------------------------------------------------------

  async function browse() {
    await page('browse', 'home', '/');
    await pause();
    await page('browse', 'category (filters)', pick(data.categoryUrls));
    await pause();
    const productPath = pick(data.productPaths);
    const product = await page('browse', 'product', productPath);
    const variants = queryLinksTo(product.text, productPath);
    if (variants.length) {
      await pause();
      await page('browse', 'product variant', pick(variants));
    }
    await pause();
    await page('browse', 'builder page', pick(data.builderPaths));
  }

  async function search() {
    const term = pick(data.searchTerms);
    // The search box asks as the shopper types: after 3 letters, then the whole term.
    for (const typed of [term.slice(0, 3), term]) {
      const answer = await request('search', 'suggestions', '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', store: 'uk', origin },
        body: JSON.stringify({
          query: data.suggestionsQuery,
          operationName: 'SearchSuggestions',
          variables: { search: typed, pageSize: 6 },
        }),
      });
      const json = JSON.parse(answer.text);
      if (json.errors?.length) {
        record({
          kind: 'search',
          step: 'suggestions graphql',
          ms: 0,
          error: `GraphQL error: ${json.errors.map((entry) => entry.message).join('; ')}`,
        });
        throw new StepError('suggestions failed');
      }
      await pause();
    }
    await page('search', 'results page', `/search?q=${encodeURIComponent(term)}`);
  }

  /** Adds a simple, in-stock product from its page (the no-JavaScript form) and opens the cart. */
  async function addToCart(kind) {
    const productPath = pick(data.cartProductPaths);
    const product = await page(kind, 'product', productPath);
    const fields = formFields(product.text, ['data-testid="cart:add-to-cart"']);
    if (!fields) {
      record({ kind, step: 'add form', ms: 0, error: `no add-to-cart form on ${productPath}` });
      throw new StepError('no add form');
    }
    await pause();
    await postForm(kind, 'add to cart', productPath, fields);
    return page(kind, 'cart page', '/checkout/cart');
  }

  async function cart() {
    let cartPage = await addToCart('cart');
    const uid = /data-testid="cart:qty-form"[\s\S]*?name="uid" value="([^"]+)"/.exec(
      cartPage.text,
    )?.[1];
    if (!uid) {
      record({ kind: 'cart', step: 'cart line', ms: 0, error: 'the cart page lists no line' });
      throw new StepError('no line');
    }
    await pause();
    const quantity = formFields(cartPage.text, ['data-testid="cart:qty-form"', `value="${uid}"`]);
    await postForm('cart', 'update quantity', '/checkout/cart', { ...quantity, step: '1' });
    cartPage = await page('cart', 'cart page', '/checkout/cart');
    await pause();
    const remove = formFields(cartPage.text, ['data-testid="cart:remove"', `value="${uid}"`]);
    await postForm('cart', 'remove line', '/checkout/cart', remove ?? {});
    cartPage = await page('cart', 'cart page', '/checkout/cart');
    if (!cartPage.text.includes('data-testid="cart:empty"')) {
      record({ kind: 'cart', step: 'removed', ms: 0, error: 'the line is still in the cart' });
    }
  }

  async function checkout() {
    jar = createCookieJar();
    await addToCart('checkout');
    await pause();
    await page('checkout', 'checkout', '/checkout', [302, 303, 307]);
    await page('checkout', 'checkout login page', '/checkout/login');
    const email = `soak-${randomBytes(6).toString('hex')}@lumo.test`;
    let next = await callAction(
      'checkout',
      'continue as guest',
      '/checkout/login',
      'continueAsGuestAction',
      ['uk', { email }],
    );
    await page('checkout', 'onepage', next.redirectTo);
    await pause();
    next = await callAction('checkout', 'address', next.redirectTo, 'saveAddressesAction', [
      'uk',
      {
        shipping_choice: 'new',
        shipping: { ...data.address, street: [`${1 + Math.floor(random() * 200)} Fleet Street`] },
        save_in_address_book: false,
        billing_same: true,
      },
    ]);
    next = await callAction(
      'checkout',
      'shipping method',
      next.redirectTo,
      'saveShippingMethodAction',
      ['uk', { method: data.shippingMethod }],
    );
    next = await callAction(
      'checkout',
      'payment method',
      next.redirectTo,
      'savePaymentMethodAction',
      ['uk', { method: pick(['banktransfer', 'checkmo']) }],
    );
    const review = await page('checkout', 'review', next.redirectTo);
    const agreements = [...review.text.matchAll(/name="agreements[^"]*" value="(\d+)"/g)].map(
      (match) => Number(match[1]),
    );
    await pause();
    next = await callAction('checkout', 'place order', next.redirectTo, 'placeOrderAction', [
      'uk',
      { agreements: [...new Set([...data.agreements, ...agreements])] },
    ]);
    if (!/\/checkout\/success\?order=/.test(next.redirectTo)) {
      record({
        kind: 'checkout',
        step: 'order placed',
        ms: 0,
        error: `placeOrder went to ${next.redirectTo.replace(/\?.*/, '')}`,
      });
      return;
    }
    await page('checkout', 'success page', next.redirectTo);
  }

  async function accountJourney() {
    jar = createCookieJar();
    const prefix = data.accountPrefix;
    const store = data.accountStore;
    if (!account) {
      const email = `soak-${randomBytes(6).toString('hex')}@lumo.test`;
      await page('account', 'register page', `${prefix}/create-account`);
      await pause();
      const created = await callAction(
        'account',
        'register',
        `${prefix}/create-account`,
        'registerAction',
        [store, { ...data.registration, email }],
      );
      account = { email };
      await page('account', 'dashboard', created.redirectTo);
      return;
    }
    await page('account', 'login page', `${prefix}/login`);
    await pause();
    const signedIn = await callAction('account', 'login', `${prefix}/login`, 'loginAction', [
      store,
      null,
      { email: account.email, password: data.registration.password },
    ]);
    await page('account', 'dashboard', signedIn.redirectTo);
    await pause();
    await page('account', 'order history', `${prefix}/dashboard/order-history`);
  }

  const journeys = { browse, search, cart, checkout, account: accountJourney };

  /** Runs one journey; a failed step ends it (already recorded), the shopper goes on. */
  async function run(kind) {
    if (kind !== 'account') jar = createCookieJar();
    try {
      await journeys[kind]();
    } catch (error) {
      if (!(error instanceof StepError)) {
        record({ kind, step: 'harness', ms: 0, error: String(error?.stack ?? error) });
      }
    }
  }
  return { run, pause };
}
