import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NONCE_TEMPLATE_FILE,
  applyScriptNonce,
  createNonceRewriter,
  freshNonce,
  generateNonceTemplate,
  liveChatOrigin,
  loadNonceTemplate,
  parseNonceTemplate,
  withScriptSources,
} from './script-nonce.mjs';

const TEMPLATE = generateNonceTemplate();
const POLICY = "default-src 'self'; script-src 'self' https://www.googletagmanager.com";

/** Rewrites `chunks` as one response would and returns the text sent. */
function rewriteAll(chunks: string[], replacement: string) {
  const rewriter = createNonceRewriter(TEMPLATE, replacement);
  const out = chunks.map((chunk) => rewriter.push(Buffer.from(chunk)));
  out.push(rewriter.flush());
  return Buffer.concat(out).toString();
}

/** A real server: optional compression, then the nonce layer, then a Next.js-like handler. */
async function serve(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  { gzip = false, requests = 1, headers = {} as Record<string, string> } = {},
) {
  const seen: { requestPolicy: string | undefined }[] = [];
  const server = createServer((request, response) => {
    const next = () => {
      applyScriptNonce(request, response, { template: TEMPLATE });
      seen.push({ requestPolicy: request.headers['content-security-policy'] as string });
      handler(request, response);
    };
    if (gzip) compression({ threshold: 0 })(request as never, response as never, next);
    else next();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const responses = [];
    for (let index = 0; index < requests; index += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'accept-encoding': gzip ? 'gzip' : 'identity', ...headers },
      });
      const raw = Buffer.from(await response.arrayBuffer());
      responses.push({
        headers: response.headers,
        // fetch undoes gzip: a template rewritten only after compression would show here.
        body: raw.toString(),
      });
    }
    return { responses, seen };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** What Next.js sends for a cached page: the template in attributes and in the RSC payload. */
function cachedPage(contentType = 'text/html; charset=utf-8') {
  const html =
    `<!DOCTYPE html><html><head><script src="/_next/static/a.js" nonce="${TEMPLATE}" async></script></head>` +
    `<body><p>Grüße, Läden</p><script nonce="${TEMPLATE}">self.__next_f.push([1,"nonce:${TEMPLATE}"])</script></body></html>`;
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('content-type', contentType);
    response.setHeader('content-security-policy', POLICY);
    response.setHeader('content-length', Buffer.byteLength(html));
    response.setHeader('etag', '"same-for-every-visitor"');
    // Streamed in slices that cut through the template and through multi-byte characters.
    const bytes = Buffer.from(html);
    for (let at = 0; at < bytes.length; at += 7) response.write(bytes.subarray(at, at + 7));
    response.end();
  };
}

function scriptNonceOf(policy: string | null) {
  const scriptSrc = (policy ?? '').split(';').find((part) => part.trim().startsWith('script-src'));
  return /'nonce-([A-Za-z0-9_-]+)'/.exec(scriptSrc ?? '')?.[1];
}

describe('nonce rewriting', () => {
  it('replaces the template wherever a chunk boundary cuts it', () => {
    const fresh = freshNonce(TEMPLATE.length);
    const text = `<script nonce="${TEMPLATE}"></script>${TEMPLATE}`;
    for (let cut = 1; cut < text.length; cut += 1) {
      const sent = rewriteAll([text.slice(0, cut), text.slice(cut)], fresh);
      expect(sent).toBe(`<script nonce="${fresh}"></script>${fresh}`);
    }
    // One byte at a time.
    expect(rewriteAll([...text], fresh)).not.toContain(TEMPLATE);
  });

  it('sends text that only looks like the start of the template unchanged, and holds back nothing else', () => {
    const fresh = freshNonce(TEMPLATE.length);
    const rewriter = createNonceRewriter(TEMPLATE, fresh);
    expect(rewriter.push(Buffer.from('<p>plain</p>')).toString()).toBe('<p>plain</p>');
    const partial = `x${TEMPLATE.slice(0, 10)}`;
    expect(rewriter.push(Buffer.from(partial)).toString()).toBe('x');
    expect(rewriter.push(Buffer.from('!')).toString()).toBe(`${TEMPLATE.slice(0, 10)}!`);
    expect(rewriter.flush().length).toBe(0);
  });

  it("never changes the caller's bytes (Next.js may pass its cached page itself)", () => {
    const cached = Buffer.from(`<script nonce="${TEMPLATE}"></script>`);
    const before = Buffer.from(cached);
    const rewriter = createNonceRewriter(TEMPLATE, freshNonce(TEMPLATE.length));
    expect(rewriter.push(cached).toString()).not.toContain(TEMPLATE);
    expect(cached.equals(before)).toBe(true);
  });

  it('adds the nonce to script-src, or creates script-src when the policy has none', () => {
    expect(withScriptSources(POLICY, ["'nonce-abc'"])).toBe(
      "default-src 'self'; script-src 'self' https://www.googletagmanager.com 'nonce-abc'",
    );
    // Without script-src, default-src governed scripts: the new directive keeps its sources.
    expect(withScriptSources("default-src 'self'", ["'nonce-abc'"])).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc'",
    );
  });
});

describe('applyScriptNonce', () => {
  it('sends every response its own nonce, in the policy and the page, and never the template', async () => {
    const { responses, seen } = await serve(cachedPage(), { requests: 3 });
    const nonces = new Set<string>();
    for (const { headers, body } of responses) {
      const nonce = scriptNonceOf(headers.get('content-security-policy'));
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(body).not.toContain(TEMPLATE);
      expect(body).toContain(`<script nonce="${nonce}">`);
      expect(body).toContain(`nonce:${nonce}`);
      expect(body).toContain('Grüße, Läden');
      // The length is kept, so Next.js's Content-Length stays right; no shared ETag (304).
      expect(headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(headers.get('etag')).toBeNull();
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
    // Next.js was told the template, whatever the client sent.
    expect(seen.every(({ requestPolicy }) => requestPolicy === `script-src 'nonce-${TEMPLATE}'`));
  });

  it('overwrites a content-security-policy request header the client sends', async () => {
    const { seen } = await serve(cachedPage(), {
      headers: { 'content-security-policy': "script-src 'nonce-chosenbytheattacker'" },
    });
    expect(seen[0]!.requestPolicy).toBe(`script-src 'nonce-${TEMPLATE}'`);
  });

  it('rewrites RSC payloads of client navigations too', async () => {
    const { responses } = await serve(cachedPage('text/x-component'));
    const { headers, body } = responses[0]!;
    expect(body).not.toContain(TEMPLATE);
    expect(body).toContain(`nonce:${scriptNonceOf(headers.get('content-security-policy'))}`);
  });

  it('rewrites before compressing, so a gzipped page carries no template either', async () => {
    const { responses } = await serve(cachedPage(), { gzip: true });
    const { headers, body } = responses[0]!;
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(body).not.toContain(TEMPLATE);
    expect(body).toContain(
      `<script nonce="${scriptNonceOf(headers.get('content-security-policy'))}">`,
    );
  });

  it('leaves other bodies (scripts, JSON, images) and their headers alone', async () => {
    const script = `console.log(${JSON.stringify(TEMPLATE)})`;
    const { responses } = await serve((_request, response) => {
      response.setHeader('content-type', 'application/javascript');
      response.setHeader('content-security-policy', POLICY);
      response.setHeader('etag', '"asset"');
      response.end(script);
    });
    const { headers, body } = responses[0]!;
    expect(body).toBe(script);
    expect(headers.get('etag')).toBe('"asset"');
    expect(headers.get('content-security-policy')).toBe(POLICY);
  });

  it('handles a page given whole to end() and one given through writeHead', async () => {
    const html = `<script nonce="${TEMPLATE}"></script>`;
    const whole = await serve((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy': POLICY,
      });
      response.end(html);
    });
    const { headers, body } = whole.responses[0]!;
    expect(body).toBe(
      `<script nonce="${scriptNonceOf(headers.get('content-security-policy'))}"></script>`,
    );
  });
});

describe('the live chat host', () => {
  it('is allowed to load its script and connect only when LIVE_CHAT_SCRIPT_URL names one', async () => {
    expect(liveChatOrigin({ LIVE_CHAT_SCRIPT_URL: 'https://chat.example/widget.js?v=2' })).toBe(
      'https://chat.example',
    );
    expect(liveChatOrigin({ LIVE_CHAT_SCRIPT_URL: 'http://chat.example/widget.js' })).toBeNull();
    expect(liveChatOrigin({ LIVE_CHAT_SCRIPT_URL: '/chat.js' })).toBeNull();
    expect(liveChatOrigin({})).toBeNull();

    const server = createServer((request, response) => {
      applyScriptNonce(request, response, { template: TEMPLATE, liveChat: 'https://chat.example' });
      cachedPage()(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const policy = (await fetch(`http://127.0.0.1:${port}/`)).headers.get(
        'content-security-policy',
      );
      expect(policy).toMatch(/script-src [^;]*https:\/\/chat\.example/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/chat\.example/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the nonce template', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is generated once into the data folder and shared by every process that reads it', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lumo-nonce-')), 'nested');
    folders.push(dataDir);
    const first = loadNonceTemplate({ env: {}, dataDir });
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(loadNonceTemplate({ env: {}, dataDir })).toBe(first);
    expect(readFileSync(join(dataDir, NONCE_TEMPLATE_FILE), 'utf8').trim()).toBe(first);
  });

  it('comes from CSP_NONCE_TEMPLATE when set, and a weak one is refused at start', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lumo-nonce-'));
    folders.push(dataDir);
    const chosen = 'A'.repeat(20) + 'b_-'.repeat(5);
    expect(loadNonceTemplate({ env: { CSP_NONCE_TEMPLATE: chosen }, dataDir })).toBe(chosen);
    expect(() => parseNonceTemplate('short')).toThrow(/CSP_NONCE_TEMPLATE/);
    expect(() => parseNonceTemplate(`${'a'.repeat(40)}"><script>`)).toThrow();
  });

  it('never equals a fresh nonce, and fresh nonces keep its length', () => {
    for (let index = 0; index < 20; index += 1) {
      const nonce = freshNonce(TEMPLATE.length);
      expect(nonce).toHaveLength(TEMPLATE.length);
      expect(nonce).not.toBe(TEMPLATE);
    }
    expect(freshNonce(45)).toHaveLength(45);
  });
});
