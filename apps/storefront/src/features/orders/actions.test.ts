import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type FakeApiReply, type RecordedRequest } from '@/test/fake-api';
import { orderFixture } from './test-fixtures';

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
  }),
  headers: async () => new Headers(),
}));

const {
  autoshipCommandAction,
  changeAutoshipIntervalAction,
  createAutoshipAction,
  deletePaymentTokenAction,
  reorderAction,
  trackOrderAction,
} = await import('./actions');

let reply: (request: RecordedRequest) => FakeApiReply;
const api = await startFakeApi((request) => reply(request));
const previousApiUrl = process.env.API_URL;
beforeAll(() => {
  process.env.API_URL = api.url;
});
afterAll(async () => {
  process.env.API_URL = previousApiUrl;
  await api.close();
});
beforeEach(() => {
  jar.clear();
  api.requests.length = 0;
});

const bodyOf = (index = 0) =>
  JSON.parse(api.requests[index]?.body ?? '{}') as {
    query: string;
    variables: Record<string, unknown>;
  };

const lookup = { number: '000000012', email: 'ada@lumo.test', lastname: 'Lovelace' };
const NEUTRAL = 'We could not find an order with these details. Please check them and try again.';

describe('/track-order (guestOrder)', () => {
  it('answers the order when number, email and last name match, with the CAPTCHA header', async () => {
    reply = () => ({ body: { data: { guestOrder: orderFixture() } } });
    const result = await trackOrderAction('uk', { ...lookup, number: ' 000000012 ' }, 'pass');
    expect(result).toMatchObject({ ok: true, order: { number: '000000012' } });
    expect(bodyOf().variables).toEqual({ input: lookup });
    expect(api.requests[0]?.headers['x-recaptcha']).toBe('pass');
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('a wrong combination gets one neutral message, whatever the api says was wrong', async () => {
    reply = () => ({
      body: {
        errors: [
          {
            message: 'No order found with the last name "Smith"',
            extensions: { category: 'graphql-no-such-entity' },
          },
        ],
        data: null,
      },
    });
    const result = await trackOrderAction('uk', { ...lookup, lastname: 'Smith' }, null);
    expect(result).toEqual({ ok: false, message: NEUTRAL });
    reply = () => ({
      body: {
        errors: [
          { message: 'Please check the details', extensions: { category: 'graphql-input' } },
        ],
        data: null,
      },
    });
    expect(await trackOrderAction('uk', lookup, null)).toEqual({ ok: false, message: NEUTRAL });
  });

  it('a rate limit is shown politely with the wait from Retry-After', async () => {
    reply = () => ({
      headers: { 'retry-after': '42' },
      body: {
        errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }],
        data: null,
      },
    });
    expect(await trackOrderAction('uk', lookup, null)).toEqual({
      ok: false,
      message: 'Too many attempts. Please try again in 42 seconds.',
    });
    reply = () => ({
      status: 429,
      headers: { 'retry-after': '10' },
      body: {
        errors: [
          { message: 'Too many requests', extensions: { code: 'RATE_LIMITED', retryAfter: 10 } },
        ],
      },
    });
    expect(await trackOrderAction('gr', lookup, null)).toEqual({
      ok: false,
      message: 'Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε 10 δευτερόλεπτα.',
    });
  });

  it('refuses bad input without calling the api', async () => {
    const result = await trackOrderAction(
      'uk',
      { number: '12/../x', email: 'nope', lastname: '' },
      null,
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        number: 'An order number has letters, digits and dashes only.',
        email: 'Please enter a valid email address.',
        lastname: 'Please enter your last name.',
      },
    });
    expect(api.requests).toHaveLength(0);
  });
});

describe('reorder', () => {
  it('sends the order number with the token and lists the items the api refused', async () => {
    jar.set('customer_token', 'token-ada');
    reply = () => ({
      body: {
        data: {
          reorderItems: {
            cart: { id: 'cart-1', total_quantity: 2 },
            userInputErrors: [
              { code: 'NOT_SALABLE', message: 'Berry pod is out of stock.', path: ['orderNumber'] },
            ],
          },
        },
      },
    });
    const result = await reorderAction('gr', '000000012');
    expect(bodyOf().variables).toEqual({ orderNumber: '000000012' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer token-ada');
    expect(result).toEqual({
      ok: true,
      cartPath: '/gr/checkout/cart',
      messages: ['Berry pod is out of stock.'],
    });
  });

  it('goes straight to the cart when everything was added', async () => {
    jar.set('customer_token', 'token-ada');
    reply = () => ({
      body: {
        data: { reorderItems: { cart: { id: 'c', total_quantity: 3 }, userInputErrors: [] } },
      },
    });
    expect(await reorderAction('uk', '000000012')).toEqual({
      ok: true,
      cartPath: '/checkout/cart',
      messages: [],
    });
  });

  it('without a session, or with a crafted number, calls nothing', async () => {
    expect(await reorderAction('uk', '000000012')).toMatchObject({ ok: false });
    jar.set('customer_token', 'token-ada');
    expect(await reorderAction('uk', '1;drop')).toMatchObject({ ok: false });
    expect(api.requests).toHaveLength(0);
  });
});

describe('autoship and saved cards', () => {
  beforeEach(() => {
    jar.set('customer_token', 'token-ada');
  });

  it('creates from an order with a bounded interval, then goes to the auto-ship tab', async () => {
    reply = () => ({ body: { data: { createAutoshipSubscription: { id: 1 } } } });
    expect(await createAutoshipAction('uk', '000000012', 30)).toEqual({
      ok: true,
      redirectTo: '/dashboard/auto-ship',
    });
    expect(bodyOf().variables).toEqual({ input: { order_number: '000000012', interval_days: 30 } });
    expect(await createAutoshipAction('uk', '000000012', 365)).toEqual({
      ok: false,
      message: 'Choose an interval between 7 and 90 days.',
    });
    expect(api.requests).toHaveLength(1);
  });

  it('skips, cancels and changes the interval of one subscription', async () => {
    reply = () => ({ body: { data: { ok: { id: 4 } } } });
    await autoshipCommandAction('uk', 4, 'skip');
    await autoshipCommandAction('uk', 4, 'cancel');
    await changeAutoshipIntervalAction('uk', 4, '14');
    expect(bodyOf(0).query).toContain('skipAutoshipDelivery');
    expect(bodyOf(1).query).toContain('cancelAutoshipSubscription');
    expect(bodyOf(2).variables).toEqual({ input: { id: 4, interval_days: 14 } });
    expect(await autoshipCommandAction('uk', 4, 'toString' as never)).toMatchObject({ ok: false });
    expect(api.requests).toHaveLength(3);
  });

  it("shows the api's refusal", async () => {
    reply = () => ({
      body: {
        errors: [
          {
            message: 'Could not find a subscription with ID "4"',
            extensions: { category: 'graphql-no-such-entity' },
          },
        ],
        data: null,
      },
    });
    expect(await autoshipCommandAction('uk', 4, 'pause')).toEqual({
      ok: false,
      message: 'Could not find a subscription with ID "4"',
    });
  });

  it('removes a saved card by its public hash', async () => {
    reply = () => ({ body: { data: { deletePaymentToken: { result: true } } } });
    expect(await deletePaymentTokenAction('uk', 'abc-123')).toEqual({ ok: true });
    expect(bodyOf().variables).toEqual({ publicHash: 'abc-123' });
    expect(await deletePaymentTokenAction('uk', 'a"b')).toMatchObject({ ok: false });
    expect(api.requests).toHaveLength(1);
  });
});
