// Production server of the storefront: Next.js behind a thin node:http layer (ADR 0003).
// Next.js itself answers repeated slashes with 308 before any app code runs; SPEC §2.1 wants the
// default redirect status 302, so this layer redirects first and hands everything else to Next.
import { createServer } from 'node:http';
import next from 'next';
import { hardenResponse, isMalformedRequestTarget } from './server/http-hardening.mjs';
import { appendForwardedFor } from './server/forwarded-for.mjs';
import { compileProxyTrust } from '@lumo/trusted-proxies';
import { normaliseForwardedProto } from './server/forwarded-proto.mjs';
import { repeatedSlashRedirectTarget } from './server/repeated-slashes.mjs';
import { isMediaPath, proxyMedia } from './server/media-proxy.mjs';
import compression from 'compression';
import {
  applyScriptNonce,
  liveChatOrigin,
  loadNonceTemplate,
  storefrontDataDir,
} from './server/script-nonce.mjs';
import { createPageCache, pageCacheLifetimeMs } from './server/page-cache.mjs';
import { applyStaticHtmlOnce } from './server/static-html-once.mjs';
import { createImageCache } from './server/image-cache.mjs';

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
// Where /media/* is read from (the api); the same default as src/config/env.ts.
const apiUrl = process.env.API_URL?.trim() || 'http://127.0.0.1:4000';
// HOST, not HOSTNAME: shells and containers set HOSTNAME to the machine name. Default: all.
const hostname = process.env.HOST || undefined;
const dev = process.argv.includes('--dev');

// ADR 0040: the secret every render bakes into nonce="..." and each response replaces. `next dev`
// keeps 'unsafe-inline' (a nonce in the policy would switch it off), so no nonces there.
const nonceTemplate = dev
  ? null
  : loadNonceTemplate({ env: process.env, dataDir: storefrontDataDir(process.env) });
// The live chat's script host is known only now (SPEC §5): pages allow it when configured.
const liveChat = liveChatOrigin(process.env);
// Who may say the browser used https (Secure cookies, ADR 0040); a bad list stops the start.
const proxyTrust = compileProxyTrust(process.env);
// next.config.ts sets `compress: false`: pages are compressed here, after the nonce is in them.
const compress = compression();
// ADR 0044: pages the same for every visitor, kept ~1 s in front of Next.js (0 switches it off;
// a bad value stops the start). Not under `next dev`: there every request should render.
const pageCache = createPageCache({ ttlMs: dev ? 0 : pageCacheLifetimeMs(process.env) });
// ADR 0055: documents send static block HTML once; STOREFRONT_STATIC_HTML_ONCE=0 sends Next.js's
// payload unchanged (to compare, or if a page ever misbehaves).
const staticHtmlOnce = !dev && process.env.STOREFRONT_STATIC_HTML_ONCE?.trim() !== '0';
// ADR 0054 (amended): resized images kept in memory, since Next.js keeps them only on disk, which
// is off here. Not under `next dev`.
const imageCache = dev ? null : createImageCache();

const app = next({ dev, dir: import.meta.dirname, port, hostname });
const handle = app.getRequestHandler();

await app.prepare();

const server = createServer((request, response) => {
  // ADR 0008: the api limits sign-ins by the browser's address, not this server's.
  appendForwardedFor(request);
  normaliseForwardedProto(request, proxyTrust);
  // ADR 0009: internal headers out, HSTS in, 503 for pages the api could not deliver.
  hardenResponse(request, response);
  if (isMalformedRequestTarget(request.url ?? '/')) {
    // `/%ff` would fail inside Next.js with a 500: the request is wrong, not the server.
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Bad Request: the URL is not valid percent-encoding.\n');
    return;
  }
  const target = repeatedSlashRedirectTarget(request.url ?? '/');
  if (target !== null) {
    response.writeHead(302, { location: target, 'content-type': 'text/plain; charset=utf-8' });
    response.end(`Redirecting to ${target}`);
    return;
  }
  if (isMediaPath(new URL(request.url ?? '/', 'http://storefront').pathname)) {
    proxyMedia(request, response, { apiUrl });
    return;
  }
  const render = () => {
    if (nonceTemplate) applyScriptNonce(request, response, { template: nonceTemplate, liveChat });
    // Innermost: a kept answer is replayed through the nonce, compression and hardening above.
    const renderPage = () =>
      pageCache.serve(request, response, () => {
        // ADR 0055: a document's payload leaves out block HTML its markup holds. Inside the page
        // cache, so a kept page is stored rewritten. `next dev` keeps the whole payload.
        if (staticHtmlOnce) applyStaticHtmlOnce(response);
        handle(request, response).catch((error) => {
          console.error('Unhandled request error', error);
          if (!response.headersSent) response.writeHead(500);
          response.end();
        });
      });
    if (imageCache) imageCache.serve(request, response, renderPage);
    else renderPage();
  };
  if (dev) render();
  else compress(/** @type {any} */ (request), /** @type {any} */ (response), render);
});

server.listen(port, hostname, () => {
  console.log(
    `Storefront ready on http://${hostname ?? 'localhost'}:${port} (${dev ? 'dev' : 'production'})`,
  );
});

function shutdown() {
  server.close(() => process.exit(0));
  // Keep-alive connections may hold close() open; do not wait forever.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
