import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type RecordedRequest } from '@/test/fake-api';
import { cartFixture } from './cart-test-fixtures';

/** The cookie jar of next/headers, in memory. */
const jar = new Map<string, { value: string; options: Record<string, unknown> }>();
/** The request headers next/headers answers (the shopper's address chain). */
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) =>
      jar.set(name, { value, options }),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => requestHeaders,
}));
const redirect = vi.fn((url: string) => {
  throw new Error(`redirect:${url}`);
});
vi.mock('next/navigation', () => ({ redirect: (url: string) => redirect(url) }));

const {
  addToCartAction,
  addToCartFormAction,
  applyCouponAction,
  cartSummaryAction,
  updateQuantityAction,
} = await import('./actions');

type Reply = { status?: number; body: unknown };
let handlers: Record<string, (variables: Record<string, unknown>) => Reply> = {};
const api = await startFakeApi((request) => {
  const body = JSON.parse(request.body) as { query: string; variables?: Record<string, unknown> };
  const name = body.query.match(/(?:mutation|query) (\w+)/)?.[1] ?? '';
  const handler = handlers[name];
  return handler
    ? handler(body.variables ?? {})
    : { body: { errors: [{ message: `no ${name}` }] } };
});
const previousApiUrl = process.env.API_URL;
const operations = () =>
  api.requests.map(
    (request: RecordedRequest) =>
      (JSON.parse(request.body) as { query: string }).query.match(/(?:mutation|query) (\w+)/)?.[1],
  );
const variablesOf = (name: string) =>
  api.requests
    .map((request) => JSON.parse(request.body) as { query: string; variables: unknown })
    .find((body) => body.query.includes(`${name}(`) || body.query.includes(`${name} `))?.variables;

const GUEST_ID = 'guestcartid0123456789abcdefABCD';
const storeConfig = () => ({
  body: {
    data: { storeConfig: { free_shipping_threshold: 9.99, same_day_dispatch_cutoff: '15:00' } },
  },
});

beforeAll(() => {
  process.env.API_URL = api.url;
});
afterAll(async () => {
  process.env.API_URL = previousApiUrl;
  await api.close();
});
beforeEach(() => {
  jar.clear();
  requestHeaders = new Headers();
  api.requests.length = 0;
  redirect.mockClear();
  handlers = { CartStoreConfig: storeConfig };
});

describe('addToCartAction', () => {
  it('creates the guest cart, keeps its id in an httpOnly cookie and answers the cart without its id', async () => {
    handlers.CartCreateGuest = () => ({
      body: { data: { createGuestCart: { cart: { id: GUEST_ID } } } },
    });
    handlers.CartAdd = () => ({
      body: { data: { addProductsToCart: { cart: cartFixture(), user_errors: [] } } },
    });
    const result = await addToCartAction('uk', { sku: 'POD-MINT', kind: 'simple', quantity: 2 });
    expect(result.ok).toBe(true);
    expect(jar.get('cart_uk')).toMatchObject({
      value: GUEST_ID,
      options: expect.objectContaining({ httpOnly: true, sameSite: 'lax', path: '/' }),
    });
    // Its token-free twin, which the page's mini cart may read (ADR 0059).
    expect(jar.get('has_cart_uk')?.value).toBe('1');
    expect(jar.get('has_cart_uk')?.options).not.toHaveProperty('httpOnly');
    expect(jar.get('has_cart_uk')?.options).toMatchObject({ maxAge: 30 * 24 * 60 * 60 });
    expect(JSON.stringify(result)).not.toContain(GUEST_ID);
    expect(JSON.stringify(result)).not.toContain('masked-cart-id');
    expect(variablesOf('addProductsToCart')).toEqual({
      cartId: GUEST_ID,
      cartItems: [{ sku: 'POD-MINT', quantity: 2 }],
      withCart: true,
    });
    if (result.ok) {
      expect(result.cart?.totalQuantity).toBe(3);
      expect(result.cart?.lines.map((line) => line.sku)).toEqual(['POD-MINT', 'LIQ-BERRY-12']);
    }
  });

  it('adds a configurable variant with its parent sku and a bundle kit with its default selections', async () => {
    jar.set('cart_uk', { value: GUEST_ID, options: {} });
    handlers.CartAdd = () => ({
      body: { data: { addProductsToCart: { cart: cartFixture(), user_errors: [] } } },
    });
    handlers.CartBundleDefaults = () => ({
      body: {
        data: {
          products: {
            items: [
              {
                __typename: 'BundleProduct',
                sku: 'KIT-1',
                items: [
                  {
                    uid: 'b1',
                    required: true,
                    options: [
                      { uid: 'o1', is_default: false },
                      { uid: 'o2', is_default: true },
                    ],
                  },
                  { uid: 'b2', required: true, options: [{ uid: 'o3', is_default: false }] },
                  { uid: 'b3', required: false, options: [{ uid: 'o4', is_default: false }] },
                ],
              },
            ],
          },
        },
      },
    });
    await addToCartAction('uk', {
      sku: 'LIQ-BERRY-12',
      parentSku: 'LIQ-BERRY',
      kind: 'configurable',
    });
    await addToCartAction('uk', { sku: 'KIT-1', kind: 'bundle' });
    const adds = api.requests
      .map(
        (request) =>
          JSON.parse(request.body) as { query: string; variables: { cartItems?: unknown } },
      )
      .filter((body) => body.query.includes('addProductsToCart'))
      .map((body) => body.variables.cartItems);
    expect(adds).toEqual([
      [{ sku: 'LIQ-BERRY-12', quantity: 1, parent_sku: 'LIQ-BERRY' }],
      [{ sku: 'KIT-1', quantity: 1, selected_options: ['o2', 'o3'] }],
    ]);
    expect(operations()).not.toContain('CartCreateGuest');
  });

  it("shows a user error in the shopper's language and keeps the cart", async () => {
    jar.set('cart_ch', { value: GUEST_ID, options: {} });
    handlers.CartAdd = () => ({
      body: {
        data: {
          addProductsToCart: {
            cart: cartFixture({ currency: 'CHF' }),
            user_errors: [
              { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
            ],
          },
        },
      },
    });
    const result = await addToCartAction('ch', { sku: 'POD-MINT', quantity: 50 });
    expect(result).toMatchObject({ ok: false, message: 'So viele haben wir nicht auf Lager.' });
    expect(result.cart?.currency).toBe('CHF');
  });

  it('refuses a quantity outside 1..10000 without calling the api', async () => {
    const result = await addToCartAction('uk', { sku: 'POD-MINT', quantity: 0 });
    expect(result).toEqual({ ok: false, message: 'Please check the quantity.' });
    const big = await addToCartAction('uk', { sku: 'POD-MINT', quantity: 10_001 });
    expect(big.ok).toBe(false);
    expect(api.requests).toHaveLength(0);
  });

  it('starts a new guest cart once when the cookie names a cart the api no longer knows', async () => {
    jar.set('cart_uk', { value: 'oldcartid0123456789abcdefABCDEF', options: {} });
    let adds = 0;
    handlers.CartAdd = (variables) => {
      adds += 1;
      if (variables.cartId !== GUEST_ID) {
        return {
          body: {
            errors: [
              {
                message: 'Could not find a cart with ID "oldcartid0123456789abcdefABCDEF"',
                extensions: { category: 'graphql-no-such-entity' },
              },
            ],
          },
        };
      }
      return { body: { data: { addProductsToCart: { cart: cartFixture(), user_errors: [] } } } };
    };
    handlers.CartCreateGuest = () => ({
      body: { data: { createGuestCart: { cart: { id: GUEST_ID } } } },
    });
    const result = await addToCartAction('uk', { sku: 'POD-MINT' });
    expect(result.ok).toBe(true);
    expect(adds).toBe(2);
    expect(jar.get('cart_uk')?.value).toBe(GUEST_ID);
  });

  it("uses the customer's cart with the token when signed in", async () => {
    jar.set('customer_token', { value: 'tok-123', options: {} });
    handlers.CartCustomerId = () => ({
      body: { data: { customerCart: { id: 'customercart0123456789abcdefAB' } } },
    });
    handlers.CartAdd = () => ({
      body: { data: { addProductsToCart: { cart: cartFixture(), user_errors: [] } } },
    });
    await addToCartAction('uk', { sku: 'POD-MINT' });
    const add = api.requests.find((request) => request.body.includes('addProductsToCart'));
    expect(add?.headers.authorization).toBe('Bearer tok-123');
    expect(JSON.parse(add?.body ?? '{}').variables.cartId).toBe('customercart0123456789abcdefAB');
    expect(jar.has('cart_uk')).toBe(false);
  });

  it('answers no message of its own when the api cannot be reached (the popup says Something went wrong.)', async () => {
    jar.set('cart_uk', { value: GUEST_ID, options: {} });
    handlers.CartAdd = () => ({ status: 502, body: 'Bad gateway' });
    const result = await addToCartAction('uk', { sku: 'POD-MINT' });
    expect(result).toEqual({ ok: false, message: null });
  });

  it('without JavaScript posts the form and lands on the cart page', async () => {
    jar.set('cart_gr', { value: GUEST_ID, options: {} });
    // The form post asks for no cart (the cart page reads it): the api answers only the errors.
    handlers.CartAdd = () => ({ body: { data: { addProductsToCart: { user_errors: [] } } } });
    const form = new FormData();
    form.set('storeView', 'gr');
    form.set('sku', 'POD-MINT');
    form.set('kind', 'simple');
    form.set('quantity', '3');
    await expect(addToCartFormAction(form)).rejects.toThrow('redirect:/gr/checkout/cart');
    expect(variablesOf('addProductsToCart')).toMatchObject({
      cartItems: [{ sku: 'POD-MINT', quantity: 3 }],
      withCart: false,
    });
    expect(operations()).toEqual(['CartAdd']);
  });

  it('without JavaScript lands on the cart page with the error when the api refuses the add', async () => {
    jar.set('cart_gr', { value: GUEST_ID, options: {} });
    handlers.CartAdd = () => ({
      body: {
        data: {
          addProductsToCart: {
            user_errors: [
              { code: 'PURCHASE_LIMIT_EXCEEDED', message: 'You have reached the purchase limit.' },
            ],
          },
        },
      },
    });
    const form = new FormData();
    form.set('storeView', 'gr');
    form.set('sku', 'POD-MINT');
    await expect(addToCartFormAction(form)).rejects.toThrow('redirect:/gr/checkout/cart?error=add');
  });
});

describe('cart reads and changes', () => {
  it('reads nothing for a visitor without a cart', async () => {
    expect(await cartSummaryAction('uk')).toEqual({ ok: true, cart: null });
    expect(api.requests).toHaveLength(0);
  });

  it('drops a guest cookie whose cart is gone and answers an empty cart', async () => {
    jar.set('cart_uk', { value: GUEST_ID, options: {} });
    handlers.CartGet = () => ({
      body: {
        errors: [
          { message: 'Could not find a cart', extensions: { category: 'graphql-no-such-entity' } },
        ],
      },
    });
    expect(await cartSummaryAction('uk')).toEqual({ ok: true, cart: null });
    expect(jar.has('cart_uk')).toBe(false);
    expect(jar.has('has_cart_uk')).toBe(false);
  });

  it('drops a cart marker that has no cart behind it, so the next page asks for none', async () => {
    jar.set('has_cart_uk', { value: '1', options: {} });
    expect(await cartSummaryAction('uk')).toEqual({ ok: true, cart: null });
    expect(jar.has('has_cart_uk')).toBe(false);
    expect(api.requests).toHaveLength(0);
  });

  it("passes the api's own message when it refuses a coupon", async () => {
    jar.set('cart_uk', { value: GUEST_ID, options: {} });
    handlers.CartApplyCoupon = () => ({
      body: {
        errors: [
          {
            message: 'GraphQL error: The coupon code "NOPE" is not valid.',
            extensions: { category: 'graphql-no-such-entity' },
          },
        ],
      },
    });
    expect(await applyCouponAction('uk', 'NOPE')).toEqual({
      ok: false,
      message: 'The coupon code "NOPE" is not valid.',
    });
  });

  it("shows the api's rate limit and sends the shopper's address, so the limit is per shopper", async () => {
    jar.set('cart_uk', { value: GUEST_ID, options: {} });
    requestHeaders = new Headers({ 'x-forwarded-for': '198.51.100.7' });
    handlers.CartApplyCoupon = () => ({
      body: {
        errors: [
          {
            message: 'Too many attempts. Try again in 3540 seconds.',
            extensions: { category: 'graphql-input', code: 'TOO_MANY_ATTEMPTS' },
          },
        ],
      },
    });
    expect(await applyCouponAction('uk', 'GUESS1')).toEqual({
      ok: false,
      message: 'Too many attempts. Try again in 3540 seconds.',
    });
    const sent = api.requests.find((request) => request.body.includes('applyCouponToCart'));
    expect(sent?.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('applies a coupon and answers the discounted totals', async () => {
    jar.set('cart_uk', { value: GUEST_ID, options: {} });
    handlers.CartApplyCoupon = () => ({
      body: { data: { applyCouponToCart: { cart: cartFixture({ coupon: 'WELCOME10' }) } } },
    });
    const result = await applyCouponAction('uk', ' WELCOME10 ');
    expect(variablesOf('applyCouponToCart')).toEqual({ cartId: GUEST_ID, code: 'WELCOME10' });
    expect(result).toMatchObject({ ok: true, notice: 'Discount code WELCOME10 applied.' });
    if (result.ok)
      expect(result.cart).toMatchObject({ discount: 1, couponCode: 'WELCOME10', grandTotal: 8.99 });
  });

  it('changes a quantity by the line uid and refuses a negative one', async () => {
    jar.set('cart_uk', { value: GUEST_ID, options: {} });
    handlers.CartUpdateItems = () => ({
      body: { data: { updateCartItems: { cart: cartFixture(), errors: [] } } },
    });
    expect((await updateQuantityAction('uk', 'MQ==', 4)).ok).toBe(true);
    expect(variablesOf('updateCartItems')).toEqual({
      cartId: GUEST_ID,
      items: [{ cart_item_uid: 'MQ==', quantity: 4 }],
    });
    expect((await updateQuantityAction('uk', 'MQ==', -1)).ok).toBe(false);
  });
});
