import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../logger';
import { PaymentProviderError, worldpayProvider } from './payment-provider';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: ReturnType<typeof createServer>;
let url = '';
const seen: Seen[] = [];
let respond: (request: Seen, response: ServerResponse) => void = (_request, response) =>
  response.end('{}');

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      respond(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  seen.length = 0;
});

const SECRET = 'wp-secret-key-do-not-log';

function provider(logger = new MemoryLogger(), timeoutMs = 500) {
  return {
    logger,
    wp: worldpayProvider({ url, merchant: 'LUMO', apiKey: SECRET, timeoutMs }, logger),
  };
}

const request = {
  sessionId: 'session-1',
  orderNumber: '000000042',
  amountMinor: 2599,
  currency: 'GBP',
  returnUrl: 'https://shop.example/checkout/worldpay?session=session-1&step=return',
};

describe('worldpay provider (against a fake HTTP server)', () => {
  it('creates a hosted payment and returns its https redirect', async () => {
    respond = (_request, response) =>
      response.end(JSON.stringify({ id: 'pay_1', redirectUrl: 'https://hpp.example/pay_1' }));
    const { wp } = provider();
    await expect(wp.createPayment(request)).resolves.toEqual({
      redirectUrl: 'https://hpp.example/pay_1',
      reference: 'pay_1',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/payments' });
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(seen[0]!.body)).toMatchObject({
      merchant: 'LUMO',
      reference: '000000042',
      amount: { value: 2599, currency: 'GBP' },
    });
  });

  it('maps outcomes: authorized, refused (with its message), cancelled, pending', async () => {
    const { wp } = provider();
    for (const [status, expected] of [
      ['authorized', { status: 'APPROVED' }],
      ['refused', { status: 'DECLINED', message: 'Insufficient funds' }],
      ['cancelled', { status: 'CANCELED' }],
      ['pending', { status: 'PENDING' }],
    ] as const) {
      respond = (_request, response) =>
        response.end(JSON.stringify({ status, message: 'Insufficient funds' }));
      await expect(wp.queryOutcome('pay_1')).resolves.toEqual(expected);
    }
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/payments/pay_1' });
  });

  it('treats bad answers as provider errors and never logs the key or card data', async () => {
    const { wp, logger } = provider();
    const answers: ((response: ServerResponse) => void)[] = [
      (response) => response.end('not json'),
      (response) => response.end('[]'),
      (response) => response.end(JSON.stringify({ id: 'x', redirectUrl: 'javascript:alert(1)' })),
      (response) => {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: 'boom', card: '4444333322221111' }));
      },
    ];
    for (const answer of answers) {
      respond = (_request, response) => answer(response);
      await expect(wp.createPayment(request)).rejects.toBeInstanceOf(PaymentProviderError);
    }
    respond = (_request, response) => response.end(JSON.stringify({ status: 'weird' }));
    await expect(wp.queryOutcome('pay_1')).rejects.toBeInstanceOf(PaymentProviderError);
    const logged = JSON.stringify(logger.entries);
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain('4444333322221111');
    expect(logger.entries.length).toBeGreaterThan(0);
  });

  it('gives up after the timeout', async () => {
    respond = () => undefined; // never answers
    const { wp, logger } = provider(new MemoryLogger(), 200);
    const started = Date.now();
    await expect(wp.createPayment(request)).rejects.toThrow('did not answer in time');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(logger.entries[0]).toMatchObject({ level: 'warn' });
  });

  it('charges a saved card token; an unknown answer counts as declined only when it is a decline', async () => {
    const { wp } = provider();
    respond = (_request, response) => response.end(JSON.stringify({ status: 'authorized' }));
    await expect(
      wp.chargeToken('tok_1', { orderNumber: '1', amountMinor: 100, currency: 'EUR' }),
    ).resolves.toEqual({ status: 'APPROVED' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/tokens/tok_1/charges' });
    respond = (_request, response) => response.end(JSON.stringify({ status: 'refused' }));
    await expect(
      wp.chargeToken('tok_1', { orderNumber: '1', amountMinor: 100, currency: 'EUR' }),
    ).resolves.toMatchObject({ status: 'DECLINED' });
  });
});
