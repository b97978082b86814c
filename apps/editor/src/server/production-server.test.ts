// Runs in the suite's jsdom environment (src/test/setup.ts needs window); fetch is Node's.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditorServer } from '../../server.mjs';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('the editor production server (penetration test: source maps, no headers, frameable)', () => {
  let dist: string;
  let api: Server;
  let apiUrl: string;
  let editor: Server;
  let editorUrl: string;
  const apiRequests: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'lumo-editor-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets/index-Ab12Cd.js'), 'console.log("editor");\n');
    // As an old build with `sourcemap: true` left it: the file exists but must not be served.
    writeFileSync(
      join(dist, 'assets/index-Ab12Cd.js.map'),
      '{"version":3,"sources":["secret.tsx"]}',
    );
    api = createServer((request, response) => {
      apiRequests.push({ method: request.method, url: request.url, headers: request.headers });
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"data":{"editorMe":null}}');
      });
    });
    apiUrl = await listen(api);
    editor = createEditorServer({ distDir: dist, apiUrl });
    editorUrl = await listen(editor);
  });
  afterAll(async () => {
    await close(editor);
    await close(api);
    rmSync(dist, { recursive: true, force: true });
  });

  const expectSecurityHeaders = (response: Response) => {
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  };

  it('serves the app with a CSP that keeps other sites from framing it', async () => {
    const response = await fetch(`${editorUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year and refuses source maps with 404', async () => {
    const script = await fetch(`${editorUrl}/assets/index-Ab12Cd.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(script);
    const map = await fetch(`${editorUrl}/assets/index-Ab12Cd.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.tsx');
    expectSecurityHeaders(map);
  });

  it('answers screens of the app with index.html and missing files with 404', async () => {
    const screen = await fetch(`${editorUrl}/pages/uk/home?tab=history`);
    expect(screen.status).toBe(200);
    expect(await screen.text()).toBe(INDEX);
    expectSecurityHeaders(screen);
    expect((await fetch(`${editorUrl}/assets/index-Missing.js`)).status).toBe(404);
    expect((await fetch(`${editorUrl}/favicon.ico`)).status).toBe(404);
  });

  it('proxies /graphql and /media to the api, appending the peer to X-Forwarded-For', async () => {
    apiRequests.length = 0;
    const graphql = await fetch(`${editorUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
      body: '{"query":"{ editorMe { email } }"}',
    });
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ data: { editorMe: null } });
    expectSecurityHeaders(graphql);
    const file = await fetch(`${editorUrl}/media/2026/hero-abc.webp`);
    expect(file.status).toBe(200);
    // An HTML GET of exactly /media is the media screen of the app, not the api.
    const screen = await fetch(`${editorUrl}/media`, { headers: { accept: 'text/html' } });
    expect(await screen.text()).toBe(INDEX);

    expect(apiRequests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /graphql',
      'GET /media/2026/hero-abc.webp',
    ]);
    const [first, second] = apiRequests;
    // What the client wrote stays first; the api trusts this hop and takes the last entry.
    expect(first?.headers['x-forwarded-for']).toMatch(/^6\.6\.6\.6,\s*(::ffff:)?127\.0\.0\.1$/);
    expect(second?.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    // The Host is kept, so the api's Origin check sees what the browser used.
    expect(first?.headers.host).toBe(new URL(editorUrl).host);
  });

  it('passes X-Forwarded-Proto on only from a trusted proxy (Secure editor cookie behind TLS)', async () => {
    apiRequests.length = 0;
    // The test client is on loopback: trusted by default, as a load balancer on this machine.
    await fetch(`${editorUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: '{}',
    });
    expect(apiRequests[0]?.headers['x-forwarded-proto']).toMatch(/^https\b/);

    const untrusting = createEditorServer({
      distDir: dist,
      apiUrl,
      env: { TRUSTED_PROXIES: 'none' },
    });
    const url = await listen(untrusting);
    try {
      apiRequests.length = 0;
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: '{}',
      });
      expect(apiRequests[0]?.headers['x-forwarded-proto']).toBe('http');
    } finally {
      await close(untrusting);
    }
  });

  it('answers 502 when the api is down', async () => {
    const down = createEditorServer({ distDir: dist, apiUrl: 'http://127.0.0.1:9' });
    const url = await listen(down);
    try {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(502);
      expectSecurityHeaders(response);
    } finally {
      await close(down);
    }
  });

  it('keeps serving while a rebuild replaces dist/: new files, new index.html, gone files 404', async () => {
    const rebuilt = mkdtempSync(join(tmpdir(), 'lumo-editor-rebuild-'));
    mkdirSync(join(rebuilt, 'assets'));
    writeFileSync(join(rebuilt, 'index.html'), INDEX);
    writeFileSync(join(rebuilt, 'assets/index-Ab12Cd.js'), 'console.log("old");\n');
    writeFileSync(join(rebuilt, '.env'), 'SECRET=1\n');
    const server = createEditorServer({ distDir: rebuilt, apiUrl });
    const url = await listen(server);
    try {
      expect((await fetch(`${url}/assets/index-Ab12Cd.js`)).status).toBe(200);
      expect((await fetch(`${url}/.env`)).status).toBe(404);
      // The rebuild: the old asset goes, a new one and a new index.html naming it come.
      unlinkSync(join(rebuilt, 'assets/index-Ab12Cd.js'));
      writeFileSync(join(rebuilt, 'assets/index-Ef34Gh.js'), 'console.log("new");\n');
      const newIndex = INDEX.replace('index-Ab12Cd.js', 'index-Ef34Gh.js');
      writeFileSync(join(rebuilt, 'index.html'), newIndex);
      utimesSync(join(rebuilt, 'index.html'), new Date(), new Date(Date.now() + 5000));

      expect((await fetch(`${url}/assets/index-Ab12Cd.js`)).status).toBe(404);
      const added = await fetch(`${url}/assets/index-Ef34Gh.js`);
      expect(added.status).toBe(200);
      expect(await added.text()).toContain('new');
      expect(added.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await (await fetch(`${url}/pages`)).text()).toBe(newIndex);
      // Still up after the files it listed at start went away.
      expect((await fetch(`${url}/`)).status).toBe(200);
    } finally {
      await close(server);
      rmSync(rebuilt, { recursive: true, force: true });
    }
  });
});
