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

const ADD_FORM = 'data-testid="cart:add-to-cart"';
/** The product page's stock line when nothing is left (features/catalog/product-purchase.tsx). */
const SOLD_OUT = 'ls-stock ls-stock-out-of-stock';

/** The uid of the cart page's first line (its quantity form's hidden field), or null. */
function lineUid(html) {
  return /data-testid="cart:qty-form"[\s\S]*?name="uid" value="([^"]+)"/.exec(html)?.[1] ?? null;
}

/** A GraphQL answer's errors as one message, or null (a body that is not JSON is one too). */
function graphqlProblem(text) {
  try {
    const json = JSON.parse(text);
    if (!json.errors?.length) return null;
    return `GraphQL error: ${json.errors.map((entry) => entry.message).join('; ')}`;
  } catch {
    return 'the answer is not JSON';
  }
}

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
   * One timed request. `expect`: the statuses that are right for this step; `check`: what else
   * makes the answer a failure (an error message, or null). Returns the answer with its body
   * read; an error is recorded against this request and thrown, which ends the journey.
   */
  async function request(
    kind,
    step,
    path,
    { method = 'GET', body, headers = {}, expect = [200], check = () => null },
  ) {
    const started = performance.now();
    const what = `${method} ${path.replace(/\?.*/, '')}`;
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
        error = `${what}: status ${response.status}, expected ${expect.join(' or ')}`;
      } else if (FAILURE_MARKERS.some((marker) => text.includes(marker))) {
        error = `${what}: the page shows its unavailable notice`;
      } else {
        const problem = check(answer);
        if (problem) error = `${what}: ${problem}`;
      }
    } catch (caught) {
      error =
        caught instanceof Error && caught.name === 'TimeoutError'
          ? `${what}: no answer within ${timeoutMs} ms`
          : `${what}: ${caught instanceof Error ? caught.message : caught}`;
    }
    record({ kind, step, ms: performance.now() - started, error });
    if (error) throw new StepError(error);
    return answer;
  }

  const page = (kind, step, path, options = {}) => request(kind, step, path, options);

  /** A no-JavaScript form post (multipart, with its $ACTION_ID_ field), answered by a redirect. */
  async function postForm(kind, step, path, fields) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const answer = await request(kind, step, path, {
      method: 'POST',
      body: form,
      headers: { origin },
      expect: [303],
      check: ({ headers }) =>
        /[?&]error=/.test(headers.get('location') ?? '')
          ? `refused (redirected to ${headers.get('location')})`
          : null,
    });
    return answer.headers.get('location') ?? '';
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
      check: ({ text }) => {
        const result = actionResultFromFlight(text);
        if (result.error) return `${name}: ${result.error}`;
        const value = result.value;
        if (value?.ok === true && typeof value.redirectTo === 'string') return null;
        const why =
          value?.formError ??
          (value?.fieldErrors ? JSON.stringify(value.fieldErrors).slice(0, 160) : 'not ok');
        return `${name} refused: ${why}`;
      },
    });
    return actionResultFromFlight(answer.text).value;
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
      await request('search', 'suggestions', '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', store: 'uk', origin },
        body: JSON.stringify({
          query: data.suggestionsQuery,
          operationName: 'SearchSuggestions',
          variables: { search: typed, pageSize: 6 },
        }),
        check: ({ text }) => graphqlProblem(text),
      });
      await pause();
    }
    await page('search', 'results page', `/search?q=${encodeURIComponent(term)}`);
  }

  /**
   * Adds a simple, in-stock product from its page (the no-JavaScript form) and opens the cart.
   * The run's orders can sell a product out: its page then says so, and the shopper (like a
   * person) picks another; that product leaves the list for every shopper.
   */
  async function addToCart(kind) {
    let productPath;
    let product;
    for (let attempt = 0; ; attempt += 1) {
      productPath = pick(data.cartProductPaths);
      product = await page(kind, 'product', productPath, {
        check: ({ text }) =>
          formFields(text, [ADD_FORM]) || text.includes(SOLD_OUT)
            ? null
            : 'no add-to-cart form on an in-stock product',
      });
      if (!product.text.includes(SOLD_OUT) || attempt === 3) break;
      if (data.cartProductPaths.length > 1) {
        data.cartProductPaths.splice(data.cartProductPaths.indexOf(productPath), 1);
      }
      await pause();
    }
    const fields = formFields(product.text, [ADD_FORM]);
    await pause();
    await postForm(kind, 'add to cart', productPath, fields ?? {});
    return page(kind, 'cart page', '/checkout/cart', {
      check: ({ text }) => (lineUid(text) ? null : 'the cart lists no line after the add'),
    });
  }

  async function cart() {
    let cartPage = await addToCart('cart');
    const uid = lineUid(cartPage.text);
    await pause();
    const quantity = formFields(cartPage.text, ['data-testid="cart:qty-form"', `value="${uid}"`]);
    await postForm('cart', 'update quantity', '/checkout/cart', { ...quantity, step: '1' });
    cartPage = await page('cart', 'cart page', '/checkout/cart', {
      check: ({ text }) =>
        text.includes(`value="${uid}"`) ? null : 'the line is gone after changing its quantity',
    });
    await pause();
    const remove = formFields(cartPage.text, ['data-testid="cart:remove"', `value="${uid}"`]);
    await postForm('cart', 'remove line', '/checkout/cart', remove ?? {});
    await page('cart', 'cart page', '/checkout/cart', {
      check: ({ text }) =>
        text.includes('data-testid="cart:empty"') ? null : 'the removed line is still there',
    });
  }

  async function checkout() {
    jar = createCookieJar();
    await addToCart('checkout');
    await pause();
    await page('checkout', 'checkout', '/checkout', { expect: [302, 303, 307] });
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
    // Bank transfer, check/money order, or the card sandbox's hosted page (an approved card).
    const method = pick(['banktransfer', 'checkmo', 'worldpay_cc']);
    next = await callAction(
      'checkout',
      'payment method',
      next.redirectTo,
      'savePaymentMethodAction',
      ['uk', { method }],
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
    if (method === 'worldpay_cc') {
      const session = /[?&]session=([^&]+)/.exec(next.redirectTo)?.[1];
      await page('checkout', 'card page', next.redirectTo, {
        check: () => (session ? null : `placing the order went to ${next.redirectTo}`),
      });
      await pause();
      next = await callAction('checkout', 'pay by card', next.redirectTo, 'submitCardAction', [
        'uk',
        decodeURIComponent(session),
        {
          card_number: '4444 3333 2222 1111',
          holder_name: 'Soak Shopper',
          expiry_month: '12',
          expiry_year: String(new Date().getFullYear() + 3),
          cvc: '123',
        },
      ]);
    }
    // Every payment ends on a success page with the order number.
    await page('checkout', 'success page', next.redirectTo, {
      check: () =>
        /\/checkout\/success(-payment)?\?order=/.test(next.redirectTo)
          ? null
          : `the payment went to ${next.redirectTo.replace(/\?.*/, '')}`,
    });
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
