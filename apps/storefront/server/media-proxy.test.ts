import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isMediaPath, proxyMedia } from './media-proxy.mjs';

/** A stand-in for the api's /media: records what it was asked, answers like the real one. */
let asked: { method?: string; url?: string; headers: IncomingMessage['headers'] }[] = [];
let api: Server;
let apiUrl = '';

beforeAll(async () => {
  api = createServer((request, response) => {
    asked.push({ method: request.method, url: request.url, headers: request.headers });
    if (request.url?.startsWith('/media/missing')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(request.headers.range ? 206 : 200, {
      'content-type': 'image/svg+xml',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=86400',
      ...(request.headers.range ? { 'content-range': 'bytes 0-3/10' } : {}),
      connection: 'keep-alive',
    });
    response.end(request.method === 'HEAD' ? undefined : '<svg></svg>');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => api.close(() => resolve()));
});
beforeEach(() => {
  asked = [];
});

/** The storefront's server with only the media pass-through, on a real port. */
async function throughStorefront(path: string, init: RequestInit = {}, upstream = apiUrl) {
  const server = createServer((request, response) =>
    proxyMedia(request, response, { apiUrl: upstream, timeoutMs: 2000 }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
    return { status: response.status, headers: response.headers, body: await response.text() };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('media pass-through', () => {
  it('knows the media paths', () => {
    expect(isMediaPath('/media/hero.webp')).toBe(true);
    expect(isMediaPath('/media')).toBe(true);
    expect(isMediaPath('/mediakit')).toBe(false);
    expect(isMediaPath('/gr/media/x')).toBe(false);
  });

  it("relays the api's file with its own security headers, query string kept", async () => {
    const answer = await throughStorefront('/media/logo.svg?w=640');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<svg></svg>');
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asked[0]).toMatchObject({ method: 'GET', url: '/media/logo.svg?w=640' });
  });

  it('passes ranges (video seeking) and revalidation on, and nothing else of the request', async () => {
    const answer = await throughStorefront('/media/clip.mp4', {
      headers: { range: 'bytes=0-3', 'if-none-match': '"abc"', cookie: 'customer_token=secret' },
    });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 0-3/10');
    expect(asked[0]?.headers.range).toBe('bytes=0-3');
    expect(asked[0]?.headers['if-none-match']).toBe('"abc"');
    expect(asked[0]?.headers.cookie).toBeUndefined();
  });

  it("keeps the api's status for a missing file", async () => {
    expect((await throughStorefront('/media/missing.png')).status).toBe(404);
  });

  it('answers HEAD, and refuses every write with 405 without asking the api (its upload endpoint)', async () => {
    expect((await throughStorefront('/media/logo.svg', { method: 'HEAD' })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const refused = await throughStorefront('/media/upload', { method, body: 'x' });
      expect(refused.status, method).toBe(405);
      expect(refused.headers.get('allow')).toBe('GET, HEAD');
    }
    expect(asked.map((request) => request.method)).toEqual(['HEAD']);
  });

  it('answers 502 with Retry-After, not 500, while the api is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const answer = await throughStorefront('/media/hero.webp', {}, `http://127.0.0.1:${port}`);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
