// Production server of the editor (decision record 0008): the built SPA from dist/ with security
// headers, and /graphql and /media proxied to the api so the editor's cookie stays first-party.
// `npm run dev` keeps using Vite's dev server (vite.config.ts has the same proxy rules).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createProxyServer } from 'http-proxy-3';
import { compileProxyTrust } from '@lumo/trusted-proxies';
import sirv from 'sirv';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The built editor needs: its own scripts only (Vite emits no inline script); inline styles
 * (Mantine and Craft.js set them); pictures and videos from the api's /media (same origin) or any
 * https URL an editor typed into a block; the blocks' video embeds. The canvas is an about:blank
 * iframe the editor writes into itself, so only the editor may frame the editor.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Same rule as vite.config.ts `serveMediaScreen`: an HTML GET of exactly /media is the SPA. */
function isMediaScreen(request, pathname) {
  const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
  return request.method === 'GET' && wantsHtml && (pathname === '/media' || pathname === '/media/');
}

function goesToApi(request, pathname) {
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) return true;
  if (pathname === '/media' || pathname.startsWith('/media/')) {
    return !isMediaScreen(request, pathname);
  }
  return false;
}

function pathnameOf(url) {
  try {
    return new URL(url ?? '/', 'http://editor.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * @param {{ distDir?: string, apiUrl?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {import('node:http').Server}
 */
export function createEditorServer(options = {}) {
  const distDir = options.distDir ?? path.join(here, 'dist');
  const apiUrl = options.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:4000';
  // Proxies whose X-Forwarded-Proto is passed on to the api (which sets the editor cookie `Secure`
  // behind TLS, ADR 0040): the api's own rule.
  const trust = compileProxyTrust(options.env ?? process.env);
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: run \`npm run build -w @lumo/editor\` first`);
  }
  // A rebuild replaces dist/ under a running server: index.html is read again when it changed,
  // so it never names assets that are gone.
  let index = { mtimeMs: statSync(indexFile).mtimeMs, html: readFileSync(indexFile) };
  const currentIndex = () => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(indexFile) };
    } catch {
      // Mid-rebuild (no index.html for a moment): the last one read is still served.
    }
    return index.html;
  };

  const assets = sirv(distDir, {
    // Looks each file up on disk per request instead of listing dist/ once at start: a file
    // deleted by a rebuild is a 404, not a read stream failing with ENOENT (which crashed the
    // server), and a file added by it is served.
    dev: true,
    etag: true,
    dotfiles: false,
    setHeaders(response, pathname) {
      response.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });

  // The Host header is kept (no changeOrigin), so the api's same-origin check sees the Origin and
  // the Host the browser used; xfwd appends the browser's address to X-Forwarded-For.
  const proxy = createProxyServer({ target: apiUrl, xfwd: true, changeOrigin: false });
  proxy.on('proxyRes', (upstream) => {
    // The api's own headers win (an SVG from /media carries its own, stricter CSP).
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (upstream.headers[name] === undefined) upstream.headers[name] = value;
    }
  });
  proxy.on('error', (_error, _request, response) => {
    if (!('writeHead' in response) || response.headersSent) {
      response.destroy?.();
      return;
    }
    response.writeHead(502, { 'content-type': 'application/json', ...SECURITY_HEADERS });
    response.end(JSON.stringify({ errors: [{ message: 'The editor service is unavailable' }] }));
  });

  const sendIndex = (request, response) => {
    const indexHtml = currentIndex();
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-length': indexHtml.length,
    });
    response.end(request.method === 'HEAD' ? undefined : indexHtml);
  };
  const notFound = (response) => {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found\n');
  };

  return createServer((request, response) => {
    const pathname = pathnameOf(request.url);
    // Every answer of this server carries them; the api's answers get them in proxyRes.
    if (pathname === null || !goesToApi(request, pathname)) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    }
    if (pathname === null) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Bad request\n');
      return;
    }
    if (goesToApi(request, pathname)) {
      // Only a trusted proxy may say the browser used https; xfwd then appends this hop's own.
      const peer = request.socket.remoteAddress;
      if (!peer || !trust(peer, 0)) delete request.headers['x-forwarded-proto'];
      proxy.web(request, response);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed\n');
      return;
    }
    // Source maps are not published (the build makes none; an old file would still be refused).
    if (pathname.endsWith('.map')) return notFound(response);
    // Nor are dotfiles (sirv's per-request lookup does not skip them as its listing did).
    if (/(^|\/)\./.test(pathname)) return notFound(response);
    if (isMediaScreen(request, pathname)) return sendIndex(request, response);
    // sirv pipes a read stream without an error handler: a file deleted between its lookup and
    // the read would throw an uncaught ENOENT. The answer is cut off instead.
    response.once('pipe', (source) => source.once('error', () => response.destroy()));
    assets(request, response, () => {
      // A missing file is a 404; any other path is a screen of the single-page app.
      if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') notFound(response);
      else sendIndex(request, response);
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number.parseInt(process.env.PORT ?? '3001', 10);
  // HOST, not HOSTNAME (shells set HOSTNAME to the machine name). Default: all interfaces.
  const host = process.env.HOST || undefined;
  const server = createEditorServer();
  server.listen(port, host, () => {
    console.log(
      `Editor ready on http://${host ?? 'localhost'}:${port} (api: ${process.env.API_URL ?? 'http://127.0.0.1:4000'})`,
    );
  });
  server.on('error', (error) => {
    console.error(
      error.code === 'EADDRINUSE' ? `Port ${port} is already in use; set PORT` : error.message,
    );
    process.exit(1);
  });
  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
