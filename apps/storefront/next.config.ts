import path from 'node:path';
import type { NextConfig } from 'next';

// Security headers of every response (ADR 0009). They do not depend on the environment, so they
// are fixed here at build time; HSTS does (the public origin's scheme) and is added at run time by
// server.mjs (server/http-hardening.mjs). Kept in this file: next.config.ts is loaded without
// TypeScript module resolution when the server starts, so it cannot import a .ts module.

/**
 * Player hosts of the video embeds (packages/blocks/src/shared/video.ts turns YouTube and Vimeo
 * links into these): the only cross-origin frames a page shows.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * Analytics (ADR 0021): gtag.js / gtm.js load from Google's tag host, only after cookie consent
 * and only when the api names an account or a container; their hits go to the GA4 collectors.
 */
export const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
export const ANALYTICS_CONNECT_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/**
 * Google reCAPTCHA v3 (ADR 0027), allowed only when the storefront is built with
 * RECAPTCHA_SITE_KEY (the api then verifies with RECAPTCHA_SECRET_KEY): its script and the
 * invisible frame it loads. Without a key the forms send the api's test token and Google is never
 * contacted.
 */
export const RECAPTCHA_SCRIPT_ORIGINS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
export const RECAPTCHA_FRAME_ORIGINS = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * The shop's own inline scripts, allowed by hash (their bytes never change per page): the age
 * barrier's decision before paint (features/shell/age-barrier/age-barrier-script.ts) and the
 * cookie bar's consent check (features/consent/consent.ts). server/security-headers.test.ts
 * fails when a script changes and its hash here does not.
 */
export const INLINE_SCRIPT_HASHES = [
  "'sha256-gWy/wTaYQcIz9zwcV2Vc/+Go523VkOWedzFvfIHJNn8='",
  "'sha256-TPEhmRpvB1SZXholxjqE9L1uP39LlukyUjJO7WGgyBw='",
];

/**
 * The Content-Security-Policy. Scripts (ADR 0040, superseding ADR 0009's 'unsafe-inline'): the
 * shop's files ('self'), its two inline scripts by hash, the consent-gated analytics host, and
 * Next.js's inline bootstrap and RSC payload scripts by a per-response nonce that server.mjs adds
 * to script-src (server/script-nonce.mjs); no 'unsafe-inline', so markup injected into a page
 * runs no script. `next dev` does not use server.mjs and keeps 'unsafe-inline' and 'unsafe-eval'.
 * What else the policy enforces: no framing by other sites (clickjacking; the block gallery
 * frames itself), no plugins, no <base> hijack, forms post only to the shop, frames only from the
 * video players, fetches only to the shop's own origin (its /graphql forwarder). Images and
 * videos may come from any https origin because a block's media URL may be absolute (ADR 0005
 * mediaBaseUrl, a CDN); `dev` adds what `next dev` needs (eval for React's debugging, the HMR
 * websocket). The store locator's tile server (MAP_TILE_URL) is known only at start: server.mjs
 * adds its origin to img-src then, and only when one is configured (server/http-hardening.mjs,
 * ADR 0028).
 */
export function contentSecurityPolicy({
  dev = false,
  recaptcha = false,
}: { dev?: boolean; recaptcha?: boolean } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : INLINE_SCRIPT_HASHES),
      ...ANALYTICS_SCRIPT_ORIGINS,
      ...(recaptcha ? RECAPTCHA_SCRIPT_ORIGINS : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...ANALYTICS_CONNECT_ORIGINS, ...(dev ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'", ...VIDEO_EMBED_ORIGINS, ...(recaptcha ? RECAPTCHA_FRAME_ORIGINS : [])],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Browser features no shop page uses, switched off for the page and every frame in it. Autoplay,
 * fullscreen and picture-in-picture keep their defaults so the video players can use them.
 * Geolocation stays available to the shop's own pages (not frames): the store locator and the
 * recycling points page centre their map on the visitor (SPEC §2.5, §3.6 user location).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

export function securityHeaders({
  dev = false,
  recaptcha = false,
}: { dev?: boolean; recaptcha?: boolean } = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev, recaptcha }) },
    // For browsers without CSP frame-ancestors.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
}

/**
 * This file's folder. Next.js compiles next.config.ts to CommonJS (which has __dirname); a test
 * importing it as a module runs from the storefront folder.
 */
function configDir(): string {
  return typeof __dirname === 'string' ? __dirname : process.cwd();
}

const nextConfig: NextConfig = {
  // The @lumo/* workspace packages ship TypeScript source.
  transpilePackages: [
    '@lumo/block-schema',
    '@lumo/blocks',
    '@lumo/customer-schema',
    '@lumo/graphql',
  ],
  poweredByHeader: false,
  // server.mjs compresses, after it has put each response's nonce into the page (ADR 0040).
  compress: false,
  reactStrictMode: true,
  // One root layout per area ([storeView], the block gallery; ADR 0014): URLs no route matches
  // get app/global-not-found.tsx.
  experimental: {
    globalNotFound: true,
    // Cached pages and api answers live in this process's memory only (ADR 0014): a file cache
    // in .next would outlive the database it was rendered from (npm start after the e2e run,
    // another DATA_DIR) and be shared by every process started from the same build.
    isrFlushToDisk: false,
  },
  // Room for a few thousand cached pages (the default is 50 MB); the least used go first.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  // With REDIS_URL (read when the server starts) every storefront process shares one cache in
  // Redis, so a publish announced to one process expires the page for all (ADR 0037). The path
  // must be absolute: `next build` and `next start` resolve relative ones from different folders.
  // Without it, the in-memory cache above.
  cacheHandler: process.env.REDIS_URL?.trim()
    ? path.join(configDir(), 'cache-handler.mjs')
    : undefined,
  // Resized copies of the likely LCP image (ADR 0054, features/image-variants): /_next/image
  // resizes only /media/ files, only to the widths BlockImage offers (RESPONSIVE_IMAGE_WIDTHS in
  // @lumo/blocks; a test compares them), at one quality, as WebP. Copies are kept at least a day,
  // as long as the api lets browsers keep the original (an upload's name carries its hash).
  images: {
    deviceSizes: [384, 750, 1080],
    imageSizes: [],
    qualities: [75],
    formats: ['image/webp'],
    localPatterns: [{ pathname: '/media/**', search: '' }],
    minimumCacheTTL: 86_400,
  },
  // /media/* is proxied to the api in src/proxy.ts (runtime API_URL), not with `rewrites` here:
  // next.config rewrites are written into the build and could not follow API_URL at start.
  headers: async () => [
    {
      source: '/:path*',
      headers: securityHeaders({
        dev: process.env.NODE_ENV === 'development',
        recaptcha: Boolean(process.env.RECAPTCHA_SITE_KEY?.trim()),
      }),
    },
  ],
};

export default nextConfig;
