#!/usr/bin/env node
/**
 * First-load JavaScript of one App Router route of a built Next.js app: the framework's root
 * chunks plus every client chunk the route's layouts, boundaries and page reference (what the
 * page's HTML asks the browser to load before it is interactive). Next 16 with Turbopack no longer
 * prints this in `next build`, so it is read from the build's manifests.
 *
 *   node packages/blocks/scripts/first-load-js.mjs apps/storefront/.next \
 *     "/(storefront)/[storeView]/[[...path]]/page"
 *
 * Prints each chunk (bytes, gzip -9 bytes) and the totals. Polyfills (nomodule) are left out:
 * modern browsers do not load them.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const [nextDirArgument, route = '/(storefront)/[storeView]/[[...path]]/page'] =
  process.argv.slice(2);
if (!nextDirArgument || !route.endsWith('/page')) {
  console.error('Usage: first-load-js.mjs <.next folder> ["/(group)/segment/page"]');
  process.exit(2);
}
const nextDir = resolve(nextDirArgument);

const buildManifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
const files = new Set(buildManifest.rootMainFiles ?? []);

// The client reference manifest is a script that assigns globalThis.__RSC_MANIFEST[route].
const manifestFile = join(nextDir, 'server', 'app', `${route}_client-reference-manifest.js`);
globalThis.self = globalThis;
globalThis.__RSC_MANIFEST = {};
new Function(readFileSync(manifestFile, 'utf8'))();
const manifest = globalThis.__RSC_MANIFEST[route];
if (!manifest) {
  console.error(`${manifestFile} has no entry for ${route}`);
  process.exit(1);
}
for (const chunks of Object.values(manifest.entryJSFiles ?? {})) {
  for (const chunk of chunks) if (chunk.endsWith('.js')) files.add(chunk);
}

let total = 0;
let totalGzip = 0;
const rows = [...files].map((file) => {
  const source = readFileSync(join(nextDir, file));
  const gzip = gzipSync(source, { level: 9 }).length;
  total += source.length;
  totalGzip += gzip;
  return { file, bytes: source.length, gzip };
});
rows.sort((a, b) => b.bytes - a.bytes);
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
for (const row of rows) console.log(`${kB(row.bytes)} ${kB(row.gzip)} gzip  ${row.file}`);
console.log(`${kB(total)} ${kB(totalGzip)} gzip  first-load JS of ${route}`);
