import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hardenResponse } from './http-hardening.mjs';
import {
  createImageCache,
  IMAGE_CACHE_HEADER,
  imageCacheKey,
  imageLifetimeMs,
  MAX_IMAGE_LIFETIME_MS,
} from './image-cache.mjs';

/** What Next.js's image optimizer sends for a resized copy (next.config.ts: a day). */
const OPTIMIZER_HEADERS = {
  'cache-control': 'public, max-age=86400, must-revalidate',
  vary: 'Accept',
  'content-security-policy': "script-src 'none'; frame-src 'none'; sandbox;",
  'content-disposition': 'attachment; filename="hero.webp"',
  'x-nextjs-cache': 'MISS',
};

type Optimizer = (request: IncomingMessage, response: ServerResponse, resizes: number) => void;

/** A stand-in for the optimizer: bytes that tell which resize made them, per format. */
function optimizer({
  status = 200,
  headers = OPTIMIZER_HEADERS as Record<string, string>,
  bytes = 2000,
} = {}): Optimizer {
  return (request, response, resizes) => {
    const webp = /image\/webp/.test(String(request.headers.accept ?? ''));
    const body = Buffer.alloc(bytes, resizes);
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('content-type', webp ? 'image/webp' : 'image/jpeg');
    response.setHeader('etag', `"${webp ? 'w' : 'j'}${resizes}"`);
    response.setHeader('content-length', body.length);
    response.end(body);
  };
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** server.mjs's order: hardening outside, the image cache in front of Next.js. */
async function start(handler: Optimizer, options: Parameters<typeof createImageCache>[0] = {}) {
  const cache = createImageCache(options);
  let resizes = 0;
  const server = createServer((request, response) => {
    hardenResponse(request, response, { env: {} });
    cache.serve(request, response, () => {
      resizes += 1;
      handler(request, response, resizes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cache,
    resizes: () => resizes,
    async get(path: string, headers: Record<string, string> = { accept: 'image/webp,*/*' }) {
      const response = await fetch(origin + path, { headers });
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    },
    async head(path: string) {
      return fetch(origin + path, { method: 'HEAD', headers: { accept: 'image/webp' } });
    },
  };
}

const HERO = '/_next/image?url=%2Fmedia%2Fhero-home.webp&w=750&q=75';

describe('resized images kept in memory', () => {
  it('resizes an image once: a repeat gets the same bytes and headers from memory', async () => {
    const server = await start(optimizer());
    const first = await server.get(HERO);
    const second = await server.get(HERO);
    expect(server.resizes()).toBe(1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.response.headers.get(IMAGE_CACHE_HEADER)).toBe('MISS');
    expect(second.response.headers.get(IMAGE_CACHE_HEADER)).toBe('HIT');
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'content-security-policy'])
      expect(second.response.headers.get(name), name).toBe(first.response.headers.get(name));
    expect(second.response.headers.get('content-length')).toBe('2000');
    // HEAD is answered from the kept copy too, without a body.
    const head = await server.head(HERO);
    expect(head.headers.get(IMAGE_CACHE_HEADER)).toBe('HIT');
    expect(server.resizes()).toBe(1);
  });

  it('keeps WebP and the original format apart, and every width apart', async () => {
    const server = await start(optimizer());
    await server.get(HERO);
    const original = await server.get(HERO, { accept: 'image/png,image/*' });
    expect(original.response.headers.get('content-type')).toBe('image/jpeg');
    await server.get(HERO.replace('w=750', 'w=384'));
    expect(server.resizes()).toBe(3);
    const webpAgain = await server.get(HERO);
    expect(webpAgain.response.headers.get('content-type')).toBe('image/webp');
    expect(server.resizes()).toBe(3);
  });

  it("answers a browser's revalidation of a kept image with 304 and no body", async () => {
    const server = await start(optimizer());
    const first = await server.get(HERO);
    const etag = first.response.headers.get('etag') ?? '';
    const again = await server.get(HERO, { accept: 'image/webp', 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
    const changed = await server.get(HERO, { accept: 'image/webp', 'if-none-match': '"other"' });
    expect(changed.response.status).toBe(200);
    expect(server.resizes()).toBe(1);
  });

  it('keeps nothing the optimizer does not let shared caches keep', async () => {
    const cases: Parameters<typeof optimizer>[0][] = [
      { status: 400 },
      { status: 500 },
      { headers: { ...OPTIMIZER_HEADERS, 'cache-control': 'private, max-age=86400' } },
      { headers: { ...OPTIMIZER_HEADERS, 'cache-control': 'no-store' } },
      { headers: { ...OPTIMIZER_HEADERS, 'cache-control': 'public' } },
      { headers: { ...OPTIMIZER_HEADERS, 'set-cookie': 'a=b' } },
    ];
    for (const answer of cases) {
      const server = await start(optimizer(answer));
      await server.get(HERO);
      await server.get(HERO);
      expect(server.resizes(), JSON.stringify(answer)).toBe(2);
      expect(server.cache.count).toBe(0);
    }
  });

  it('keeps nothing for a cache-busting query: extra parameters cannot crowd out real copies', async () => {
    const server = await start(optimizer());
    await server.get(HERO);
    for (let attempt = 0; attempt < 20; attempt += 1) await server.get(`${HERO}&bust=${attempt}`);
    expect(server.resizes()).toBe(21);
    expect(server.cache.count).toBe(1);
    // The real copy is still there.
    const again = await server.get(HERO);
    expect(again.response.headers.get(IMAGE_CACHE_HEADER)).toBe('HIT');
  });

  it('leaves every other request to Next.js, and keeps no answer to a HEAD', async () => {
    const server = await start(optimizer());
    await server.get('/media/hero-home.webp');
    await server.get('/media/hero-home.webp');
    await server.get('/_next/imagery?url=x');
    expect(server.resizes()).toBe(3);
    await server.head(HERO);
    expect(server.cache.count).toBe(0);
  });

  it('forgets an image after the lifetime its answer gives, and after a day at most', async () => {
    let now = 1_000_000;
    const short = await start(
      optimizer({ headers: { ...OPTIMIZER_HEADERS, 'cache-control': 'public, max-age=60' } }),
      { now: () => now },
    );
    await short.get(HERO);
    now += 59_000;
    await short.get(HERO);
    expect(short.resizes()).toBe(1);
    now += 2_000;
    await short.get(HERO);
    expect(short.resizes()).toBe(2);

    const long = await start(
      optimizer({ headers: { ...OPTIMIZER_HEADERS, 'cache-control': 'public, max-age=31536000' } }),
      { now: () => now },
    );
    await long.get(HERO);
    now += MAX_IMAGE_LIFETIME_MS + 1;
    await long.get(HERO);
    expect(long.resizes()).toBe(2);
  });

  it('holds no image larger than its entry limit, and stays within its byte limit', async () => {
    const large = await start(optimizer({ bytes: 5000 }), { maxEntryBytes: 4000 });
    await large.get(HERO);
    await large.get(HERO);
    expect(large.resizes()).toBe(2);

    const many = await start(optimizer({ bytes: 3000 }), { maxBytes: 10_000 });
    for (const width of [384, 750, 1080, 384, 750, 1080])
      await many.get(HERO.replace('w=750', `w=${width}`));
    expect(many.cache.size).toBeLessThanOrEqual(10_000);
    expect(many.cache.count).toBeGreaterThan(0);
  });
});

describe('image cache rules', () => {
  const request = (method: string, url: string, accept?: string) =>
    ({ method, url, headers: accept === undefined ? {} : { accept } }) as IncomingMessage;

  it('gives GET and HEAD of one image and format one key, and handles only /_next/image', () => {
    expect(imageCacheKey(request('GET', HERO, 'image/webp'))).toBe(
      imageCacheKey(request('HEAD', HERO, 'image/avif,image/webp,*/*')),
    );
    expect(imageCacheKey(request('GET', HERO, 'image/png'))).not.toBe(
      imageCacheKey(request('GET', HERO, 'image/webp')),
    );
    expect(imageCacheKey(request('POST', HERO))).toBeNull();
    expect(imageCacheKey(request('GET', '/_next/image'))).toBeNull();
    expect(imageCacheKey(request('GET', '/media/hero-home.webp'))).toBeNull();
  });

  it('keys only the three parameters the optimizer reads, each once, in any order', () => {
    const reordered = '/_next/image?w=750&q=75&url=%2Fmedia%2Fhero-home.webp';
    expect(imageCacheKey(request('GET', reordered, 'image/webp'))).toBe(
      imageCacheKey(request('GET', HERO, 'image/webp')),
    );
    expect(imageCacheKey(request('GET', `${HERO}&x=1`, 'image/webp'))).toBeNull();
    expect(imageCacheKey(request('GET', `${HERO}&w=384`, 'image/webp'))).toBeNull();
    expect(imageCacheKey(request('GET', '/_next/image?url=%2Fmedia%2Fa.webp&w=750'))).toBeNull();
  });

  it('keeps an image as long as its answer lets shared caches, at most a day', () => {
    const image = { 'content-type': 'image/webp', 'cache-control': 'public, max-age=600' };
    expect(imageLifetimeMs(200, image)).toBe(600_000);
    expect(imageLifetimeMs(200, { ...image, 'cache-control': 'max-age=99999999' })).toBe(
      MAX_IMAGE_LIFETIME_MS,
    );
    expect(imageLifetimeMs(304, image)).toBe(0);
    expect(imageLifetimeMs(200, { ...image, 'content-type': 'text/html' })).toBe(0);
  });
});
