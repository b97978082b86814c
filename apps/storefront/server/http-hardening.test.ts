import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  BASELINE_HEADERS,
  RESPONSE_ID_HEADER,
  RETRY_AFTER_SECONDS,
  hardenResponse,
  isMalformedRequestTarget,
  markResponseUnavailable,
  strictTransportSecurity,
} from './http-hardening.mjs';

/**
 * A real HTTP server whose listener hardens the response the way server.mjs does, then lets
 * `nextLike` answer as Next.js would.
 */
async function serve(
  nextLike: (request: IncomingMessage, response: ServerResponse) => void,
  path = '/',
  init: RequestInit = {},
  env: Record<string, string> = {},
) {
  const server = createServer((request, response) => {
    hardenResponse(request, response, { env });
    nextLike(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
    return { status: response.status, headers: response.headers, body: await response.text() };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** What Next.js sends for a proxied page: internal headers set on the response, then the body. */
function renderedPage(unavailable: boolean, status = 200) {
  return (request: IncomingMessage, response: ServerResponse) => {
    response.statusCode = status;
    response.setHeader('x-middleware-rewrite', '/uk/devices');
    response.setHeader('x-nextjs-cache', 'MISS');
    response.setHeader('x-nextjs-stale-time', '300');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (unavailable) markResponseUnavailable(request.headers[RESPONSE_ID_HEADER] as string);
    response.write('<p>This page is taking a break</p>');
    response.end();
  };
}

describe('isMalformedRequestTarget', () => {
  it.each(['/%ff', '/%C0%AF', '/gr/%E0%A4%A', '/%', '/_next/static/%zz.js'])(
    'refuses %s',
    (url) => {
      expect(isMalformedRequestTarget(url)).toBe(true);
    },
  );

  it('accepts valid escapes and leaves the query string to the app', () => {
    expect(isMalformedRequestTarget('/gr/caf%C3%A9?q=%ff')).toBe(false);
    expect(isMalformedRequestTarget('/100%25')).toBe(false);
    expect(isMalformedRequestTarget('/')).toBe(false);
  });
});

describe('hardenResponse', () => {
  it('sends a page marked unavailable with 503 and Retry-After, body intact', async () => {
    const { status, headers, body } = await serve(renderedPage(true));
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toContain('taking a break');
  });

  it('keeps the status of pages that are not marked, and of non-200 answers', async () => {
    expect((await serve(renderedPage(false))).status).toBe(200);
    const notFound = await serve(renderedPage(true, 404));
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('retry-after')).toBeNull();
  });

  it('does not let a client choose the id a page marks', async () => {
    let seen: unknown;
    await serve(
      (request, response) => {
        seen = request.headers[RESPONSE_ID_HEADER];
        response.end();
      },
      '/',
      { headers: { [RESPONSE_ID_HEADER]: 'client-id' } },
    );
    expect(seen).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('forgets the id when the response ends (a late mark changes nothing, nothing piles up)', async () => {
    let id = '';
    await serve((request, response) => {
      id = request.headers[RESPONSE_ID_HEADER] as string;
      response.end('ok');
    });
    const registry = (globalThis as Record<symbol, Map<string, unknown>>)[
      Symbol.for('lumo.storefront.pendingResponses')
    ];
    expect(registry?.has(id)).toBe(false);
  });

  it("removes Next.js's internal headers from documents (x-middleware-rewrite leaked the route)", async () => {
    const { headers } = await serve(renderedPage(false));
    expect(headers.get('x-middleware-rewrite')).toBeNull();
    expect(headers.get('x-nextjs-cache')).toBeNull();
    expect(headers.get('x-nextjs-stale-time')).toBeNull();
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it("tells whether a page came from Next.js's cache in a public X-Cache header", async () => {
    for (const state of ['HIT', 'STALE', 'MISS']) {
      const { headers } = await serve((_request, response) => {
        response.setHeader('x-nextjs-cache', state);
        response.end('page');
      });
      expect(headers.get('x-cache')).toBe(state);
    }
    const direct = await serve((_request, response) => {
      response.writeHead(200, { 'X-Nextjs-Cache': 'HIT' }).end();
    });
    expect(direct.headers.get('x-cache')).toBe('HIT');
    // Rendered per request (no cache state) or a value Next.js does not send: no header.
    const perRequest = await serve((_request, response) => response.end('page'));
    expect(perRequest.headers.get('x-cache')).toBeNull();
    const odd = await serve((_request, response) => {
      response.setHeader('x-nextjs-cache', 'REVALIDATED<script>');
      response.end('page');
    });
    expect(odd.headers.get('x-cache')).toBeNull();
  });

  it('removes them when passed to writeHead directly too', async () => {
    const { headers } = await serve((_request, response) => {
      response.writeHead(200, { 'x-middleware-next': '1', 'x-kept': 'yes' }).end();
    });
    expect(headers.get('x-middleware-next')).toBeNull();
    expect(headers.get('x-kept')).toBe('yes');
  });

  it('keeps the x-nextjs-* headers the App Router reads on its own RSC requests', async () => {
    const { headers } = await serve(renderedPage(false), '/devices', { headers: { rsc: '1' } });
    expect(headers.get('x-nextjs-stale-time')).toBe('300');
    expect(headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('adds HSTS only when the public origin is https', async () => {
    const tls = await serve(renderedPage(false), '/', {}, { SITE_URL: 'https://shop.example' });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await serve(renderedPage(false), '/', {}, { SITE_URL: 'http://localhost:3000' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(strictTransportSecurity({ STOREFRONT_URL: 'https://shop.example' })).toBe(
      'max-age=31536000',
    );
    expect(strictTransportSecurity({})).toBeNull();
  });
});

describe('headers on every response (ADR 0040)', () => {
  it("gives server.mjs's own answers (400, 302, relayed media) a deny-all policy, nosniff and a referrer policy", async () => {
    const { headers } = await serve((_request, response) => {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Bad Request');
    });
    expect(headers.get('content-security-policy')).toBe(
      BASELINE_HEADERS['content-security-policy'],
    );
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("keeps the policy Next.js (next.config.ts) or the api (an SVG's) already set", async () => {
    const own = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    const { headers } = await serve((_request, response) => {
      response.setHeader('content-security-policy', own);
      response.writeHead(200, {
        'content-type': 'image/svg+xml',
        'referrer-policy': 'no-referrer',
      });
      response.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    });
    expect(headers.get('content-security-policy')).toBe(own);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });
});
