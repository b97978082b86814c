// What a browser downloads on a page's first load: its HTML and every script the HTML loads by
// `src`, raw and gzipped. Issue 10 compares the storefront's first-load JS with the bare Next.js
// page's, so both are measured the same way here: each file gzipped by us at zlib's default level
// (not whatever the server sent), so the figure does not depend on a server's compression setup.
import { gzipSync } from 'node:zlib';

/** Size of `body` after gzip at zlib's default level (what Next.js's compression sends). */
export function gzipBytes(body) {
  return gzipSync(typeof body === 'string' ? Buffer.from(body) : body).byteLength;
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const NOMODULE_ATTRIBUTE = /\snomodule(?:[\s=>]|$)/i;

/**
 * The scripts a modern browser fetches for `html`: the `src` of each `<script>`, resolved against
 * `pageUrl`, without duplicates, in document order. `nomodule` scripts (Next.js's legacy
 * polyfills) are left out: browsers that run modules never download them.
 * @param {string} html
 * @param {string} pageUrl
 * @returns {string[]}
 */
export function scriptSources(html, pageUrl) {
  const sources = [];
  for (const [, attributes] of html.matchAll(SCRIPT_TAG)) {
    if (NOMODULE_ATTRIBUTE.test(attributes)) continue;
    const match = SRC_ATTRIBUTE.exec(attributes);
    const source = match?.[1] ?? match?.[2] ?? match?.[3];
    if (!source) continue;
    const url = new URL(source.replaceAll('&amp;', '&'), pageUrl).toString();
    if (!sources.includes(url)) sources.push(url);
  }
  return sources;
}

/**
 * Fetches the scripts of a page, each once per `cache` (pages of one app share their chunks).
 * @param {readonly string[]} sources
 * @param {Map<string, Promise<{ bytes: number, gzipBytes: number }>>} cache
 * @param {typeof fetch} fetchImpl
 */
async function scriptWeights(sources, cache, fetchImpl) {
  return Promise.all(
    sources.map((source) => {
      let weight = cache.get(source);
      if (!weight) {
        weight = fetchImpl(source, { signal: AbortSignal.timeout(30_000) }).then(
          async (response) => {
            if (!response.ok) throw new Error(`${source} answered ${response.status}`);
            const body = Buffer.from(await response.arrayBuffer());
            return { bytes: body.byteLength, gzipBytes: gzipBytes(body) };
          },
        );
        cache.set(source, weight);
      }
      return weight;
    }),
  );
}

/** Sums the weights of a page's HTML and scripts (bytes). */
export function pageWeight({ status, html, scripts }) {
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  return {
    status,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipBytes(html),
    scripts: scripts.length,
    jsBytes: sum('bytes'),
    jsGzipBytes: sum('gzipBytes'),
  };
}

/**
 * Loads `url` as a browser's first visit would (HTML, then its scripts) and returns the weights.
 * @param {string} url
 * @param {{ cache?: Map<string, Promise<{ bytes: number, gzipBytes: number }>>,
 *   fetchImpl?: typeof fetch }} [options] `cache`: scripts already fetched (shared by the pages of a run)
 */
export async function measurePageWeight(url, { cache = new Map(), fetchImpl = fetch } = {}) {
  const response = await fetchImpl(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const html = await response.text();
  const scripts = await scriptWeights(scriptSources(html, url), cache, fetchImpl);
  return pageWeight({ status: response.status, html, scripts });
}

/** Bytes as KB with one decimal (1 KB = 1024 bytes), for tables. */
export function kilobytes(bytes) {
  return Number.isFinite(bytes) ? Math.round((bytes / 1024) * 10) / 10 : null;
}
