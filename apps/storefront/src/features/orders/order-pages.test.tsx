import { renderToReadableStream } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type RecordedRequest } from '@/test/fake-api';
import { orderFixture } from './test-fixtures';

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
  }),
  headers: async () => new Headers(),
}));

const HistoryPage = (await import('@/app/(storefront)/[storeView]/dashboard/order-history/page'))
  .default;
const OrderPage = (
  await import('@/app/(storefront)/[storeView]/dashboard/order-history/order/[orderId]/page')
).default;
const PrintPage = (
  await import('@/app/(storefront)/[storeView]/dashboard/order-history/order/[orderId]/print/page')
).default;
const PaymentOptionsPage = (
  await import('@/app/(storefront)/[storeView]/dashboard/payment-options/page')
).default;
const AutoshipPage = (await import('@/app/(storefront)/[storeView]/dashboard/auto-ship/page'))
  .default;
const EmailValidationPage = (
  await import('@/app/(storefront)/[storeView]/emailvalidation/validate/[condition]/oid/[orderId]/cid/[customerId]/page')
).default;

type Answer = (variables: Record<string, unknown>) => unknown;
let answers: Record<string, Answer> = {};
const api = await startFakeApi((request: RecordedRequest) => {
  const body = JSON.parse(request.body) as { query: string; variables: Record<string, unknown> };
  const name = body.query.match(/(?:query|mutation) (\w+)/)?.[1] ?? '';
  const answer = answers[name];
  return answer
    ? { body: answer(body.variables) }
    : { body: { errors: [{ message: `unexpected ${name}` }] } };
});
const previousApiUrl = process.env.API_URL;
beforeAll(() => {
  process.env.API_URL = api.url;
});
afterAll(async () => {
  process.env.API_URL = previousApiUrl;
  await api.close();
});

const customer = {
  entity_id: 7,
  prefix: null,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@lumo.test',
  is_age_verified: false,
  addresses: [],
};

beforeEach(() => {
  jar.clear();
  jar.set('customer_token', 'token-ada');
  api.requests.length = 0;
  answers = { AccountCustomer: () => ({ data: { customer } }) };
});

async function html(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

function variablesOf(operation: string) {
  const request = api.requests.find((candidate) => candidate.body.includes(` ${operation}`));
  return request && (JSON.parse(request.body) as { variables: Record<string, unknown> }).variables;
}

const summary = (number: string, status: string, label: string, total: number) => ({
  id: number,
  number,
  entity_id: Number(number),
  order_date: '2026-03-04 10:00:00',
  status,
  status_label: label,
  total: { grand_total: { value: total, currency: 'GBP' } },
});

describe('/dashboard/order-history', () => {
  it('asks for page 2 of the completed orders, newest first, 10 a page (SPEC §3.4)', async () => {
    answers.OrdersHistory = () => ({
      data: {
        customer: {
          orders: {
            total_count: 11,
            page_info: { current_page: 2, page_size: 10, total_pages: 2 },
            items: [summary('000000001', 'complete', 'Complete', 12.5)],
          },
        },
      },
    });
    const markup = await html(
      await HistoryPage({
        params: Promise.resolve({ storeView: 'uk' }),
        searchParams: Promise.resolve({ status: 'complete', page: '2' }),
      }),
    );
    expect(variablesOf('OrdersHistory')).toEqual({
      filter: { status: { eq: 'complete' } },
      currentPage: 2,
      pageSize: 10,
    });
    expect(api.requests.find((r) => r.body.includes('OrdersHistory'))?.body).toContain(
      'sort: {sort_field: ENTITY_ID, sort_direction: DESC}',
    );
    expect(markup).toContain('11 orders');
    expect(markup).toContain('000000001');
    expect(markup).toContain('£12.50');
    expect(markup).toContain('href="/dashboard/order-history/order/000000001"');
    expect(markup).toMatch(/aria-current="page"[^>]*data-testid="order:filter-complete"/);
    expect(markup).toContain('href="/dashboard/order-history?status=complete"');
  });

  it('shows the empty state of a filter', async () => {
    answers.OrdersHistory = () => ({
      data: { customer: { orders: { total_count: 0, page_info: null, items: [] } } },
    });
    const markup = await html(
      await HistoryPage({
        params: Promise.resolve({ storeView: 'uk' }),
        searchParams: Promise.resolve({ status: 'canceled' }),
      }),
    );
    expect(markup).toContain('You have no orders with this status.');
  });

  it('sends a guest to the login page with the way back', async () => {
    jar.clear();
    await expect(
      HistoryPage({
        params: Promise.resolve({ storeView: 'uk' }),
        searchParams: Promise.resolve({ status: 'pending' }),
      }),
    ).rejects.toMatchObject({
      digest: expect.stringContaining(
        `/login?return=${encodeURIComponent('/dashboard/order-history')}`,
      ),
    });
  });
});

describe('order view', () => {
  it('shows items with options, totals, addresses, payment, tracking and the reorder button', async () => {
    answers.OrdersOrder = (variables) => ({
      data: {
        customer: {
          orders: {
            items:
              variables.number === '000000012'
                ? [
                    orderFixture({
                      tracking: [
                        { tracking_number: 'TRK1', tracking_url: 'https://track.example/TRK1' },
                        { tracking_number: 'TRK2', tracking_url: 'javascript:alert(1)' },
                      ],
                    }),
                  ]
                : [],
          },
        },
      },
    });
    const markup = await html(
      OrderPage({ params: Promise.resolve({ storeView: 'uk', orderId: '000000012' }) }),
    );
    expect(markup).toContain('Order #000000012');
    expect(markup).toContain('Mint pod');
    expect(markup).toContain('Strength<!-- -->: <!-- -->12 mg/ml');
    expect(markup).toContain('£12.97');
    expect(markup).toContain('1 Analytical Row');
    expect(markup).toContain('Bank transfer');
    expect(markup).toContain('Lumo delivery - Standard');
    expect(markup).toContain('href="https://track.example/TRK1"');
    expect(markup).not.toContain('javascript:alert');
    expect(markup).toContain('TRK2');
    expect(markup).toContain('data-testid="order:reorder"');
    expect(markup).toContain('href="/dashboard/order-history/order/000000012/print"');
    expect(markup).toContain('data-testid="order:autoship-form"');
  });

  it("answers not found for someone else's order, the same as for no order", async () => {
    answers.OrdersOrder = () => ({ data: { customer: { orders: { items: [] } } } });
    await expect(
      html(OrderPage({ params: Promise.resolve({ storeView: 'uk', orderId: '000000099' }) })),
    ).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    expect(variablesOf('OrdersOrder')).toEqual({ number: '000000099' });
    api.requests.length = 0;
    await expect(
      html(OrderPage({ params: Promise.resolve({ storeView: 'uk', orderId: '..%2Fx' }) })),
    ).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    expect(variablesOf('OrdersOrder')).toBeUndefined();
  });

  it('print view: the order with a print button inside the print-only frame', async () => {
    answers.OrdersOrder = () => ({ data: { customer: { orders: { items: [orderFixture()] } } } });
    const markup = await html(
      PrintPage({ params: Promise.resolve({ storeView: 'uk', orderId: '000000012' }) }),
    );
    expect(markup).toContain('class="ls-order-print"');
    expect(markup).toContain('data-testid="order:print"');
    expect(markup).toContain('Mint pod');
    expect(markup).not.toContain('data-testid="order:reorder"');
  });
});

describe('payment options and auto-ship tabs', () => {
  it('lists saved cards with brand, last four and expiry', async () => {
    answers.OrdersPaymentTokens = () => ({
      data: {
        customerPaymentTokens: {
          items: [
            {
              public_hash: 'abc123',
              payment_method_code: 'worldpay_cc',
              type: 'card',
              details: '{"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}',
            },
          ],
        },
      },
    });
    const markup = await html(
      await PaymentOptionsPage({ params: Promise.resolve({ storeView: 'uk' }) }),
    );
    expect(markup).toContain('Visa');
    expect(markup).toContain('ending in 1111');
    expect(markup).toContain('Expires 12/2030');
    expect(markup).toContain('data-testid="order:card-remove"');
  });

  it('shows the empty states', async () => {
    answers.OrdersPaymentTokens = () => ({ data: { customerPaymentTokens: { items: [] } } });
    answers.OrdersAutoshipSubscriptions = () => ({
      data: { customer: { autoship_subscriptions: [] } },
    });
    expect(
      await html(await PaymentOptionsPage({ params: Promise.resolve({ storeView: 'uk' }) })),
    ).toContain('You have no saved cards.');
    expect(
      await html(await AutoshipPage({ params: Promise.resolve({ storeView: 'uk' }) })),
    ).toContain('You have no auto-ship subscriptions.');
  });

  it('shows a subscription with its interval, next date, status and payment', async () => {
    answers.OrdersAutoshipSubscriptions = () => ({
      data: {
        customer: {
          autoship_subscriptions: [
            {
              id: 4,
              status: 'PAUSED',
              interval_days: 30,
              next_date: '2026-12-01',
              source_order_number: '000000012',
              payment_title: 'Visa ending in 1111',
              last_error: null,
              created_at: '2026-11-01 10:00:00',
              items: [{ sku: 'POD-MINT-12', name: 'Mint pod', qty: 2 }],
            },
          ],
        },
      },
    });
    const markup = await html(await AutoshipPage({ params: Promise.resolve({ storeView: 'uk' }) }));
    expect(markup).toContain('Repeat of order #000000012');
    expect(markup).toContain('2<!-- --> × <!-- -->Mint pod');
    expect(markup).toContain('Paused');
    expect(markup).toContain('Every 30 days');
    expect(markup).toContain('1 Dec 2026');
    expect(markup).toContain('Visa ending in 1111');
    expect(markup).toContain('data-testid="order:autoship-resume"');
    expect(markup).not.toContain('data-testid="order:autoship-skip"');
  });
});

describe('/emailvalidation/validate/{condition}/oid/{orderId}/cid/{customerId}', () => {
  const params = (orderId: string, customerId: string) =>
    Promise.resolve({ storeView: 'uk', condition: 'order', orderId, customerId });

  it("shows a signed-in customer's own order of the link, by its increment id", async () => {
    answers.OrdersOrder = (variables) => ({
      data: {
        customer: {
          orders: { items: variables.number === '000000012' ? [orderFixture()] : [] },
        },
      },
    });
    const markup = await html(await EmailValidationPage({ params: params('12', '7') }));
    expect(markup).toContain('Your order #000000012: Processing.');
    expect(markup).toContain('href="/dashboard/order-history/order/000000012"');
  });

  it("says nothing about an order of another customer's link, or of another customer", async () => {
    answers.OrdersOrder = () => ({ data: { customer: { orders: { items: [] } } } });
    const otherCustomer = await html(await EmailValidationPage({ params: params('12', '8') }));
    expect(otherCustomer).not.toContain('000000012');
    expect(variablesOf('OrdersOrder')).toBeUndefined();
    const notTheirs = await html(await EmailValidationPage({ params: params('13', '7') }));
    expect(notTheirs).toContain('We could not find the order of this link.');
    jar.clear();
    const guest = await html(await EmailValidationPage({ params: params('12', '7') }));
    expect(guest).toContain('We could not find the order of this link.');
  });
});
