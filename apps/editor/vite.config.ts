import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { preloadPageEditorChunk } from './build/preload-page-editor';

const EDITOR_PORT = 3001;
const apiUrl = process.env.API_URL || 'http://127.0.0.1:4000';

/**
 * `/media` is both an editor screen and the api's upload/file endpoint. A browser navigation to
 * the screen itself (an HTML GET of exactly /media) is served the SPA; everything else goes to
 * the api.
 */
function serveMediaScreen(req: IncomingMessage): string | undefined {
  const pathname = (req.url ?? '').split('?')[0];
  const wantsHtml = req.headers.accept?.includes('text/html') ?? false;
  if (req.method === 'GET' && wantsHtml && (pathname === '/media' || pathname === '/media/')) {
    return '/index.html';
  }
  return undefined;
}

/**
 * The editor talks to same-origin `/graphql` and `/media`, so the api's httpOnly `editor_token`
 * cookie is first-party. The Host header is kept (no changeOrigin) so the api's same-origin
 * check sees the browser's Origin and the Host it was sent to agree.
 */
const apiProxy: Record<string, ProxyOptions> = {
  '/graphql': { target: apiUrl, changeOrigin: false, xfwd: true },
  '/media': { target: apiUrl, changeOrigin: false, xfwd: true, bypass: serveMediaScreen },
};

export default defineConfig({
  plugins: [react(), preloadPageEditorChunk()],
  server: { port: EDITOR_PORT, strictPort: true, proxy: apiProxy },
  // Production is `node server.mjs` (security headers, no source maps); preview is for quick looks.
  preview: { port: EDITOR_PORT, strictPort: true, proxy: apiProxy },
  build: {
    // No source maps in the production build: server.mjs would refuse them anyway (ADR 0008).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)[\\/]/ },
          ],
        },
      },
    },
  },
});
