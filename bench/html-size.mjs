// HTML size of every seeded marketing page (issue 10, "Lighter HTML"): raw and gzip bytes of the
// document, and how much of it is the inline RSC (flight) payload, the
// `<script>self.__next_f.push(...)</script>` tags the browser needs to hydrate client islands.
// Sizes, not timings, so the numbers are stable between runs and machines.
//
//   node bench/html-size.mjs [storefront origin]      (default http://localhost:3000)
//
// Prints a table; the last line is the rows as JSON ({"htmlSize": [...]}).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const base = process.argv[2] ?? process.env.BENCH_STOREFRONT_URL ?? 'http://localhost:3000';
// The api copies the four seed pages (apps/api/seed-content/pages) to every store view; a path
// that matches nothing shows the store view's not-found builder page.
const storeViewPrefixes = ['', '/gr', '/ie', '/eu', '/ca', '/ch', '/us'];
const pagePaths = ['/', '/what-is-vapor', '/vaping-jargon-buster', '/no-such-page-html-size'];

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g;

/** Sizes of one HTML document; gzip at level 9, like the first-load JS figures of ADR 0005. */
function measureHtml(html) {
  const raw = Buffer.byteLength(html);
  const flightScripts = html.match(FLIGHT_SCRIPT) ?? [];
  const flight = flightScripts.reduce((sum, script) => sum + Buffer.byteLength(script), 0);
  const withoutFlight = html.replace(FLIGHT_SCRIPT, '');
  return {
    raw,
    gzip: gzipSync(html, { level: 9 }).byteLength,
    // For comparison: brotli's window is large enough to match the payload's copy of the markup.
    brotli: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).byteLength,
    flight,
    flightGzip: gzipSync(flightScripts.join(''), { level: 9 }).byteLength,
    withoutFlightGzip: gzipSync(withoutFlight, { level: 9 }).byteLength,
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  const rows = [];
  for (const prefix of storeViewPrefixes) {
    for (const pagePath of pagePaths) {
      const path = prefix === '' ? pagePath : pagePath === '/' ? prefix : prefix + pagePath;
      const response = await fetch(new URL(path, base), {
        headers: { 'accept-encoding': 'identity' },
      });
      const sizes = measureHtml(await response.text());
      rows.push({
        path,
        status: response.status,
        'raw KB': kb(sizes.raw),
        'gzip KB': kb(sizes.gzip),
        'brotli KB': kb(sizes.brotli),
        'flight KB': kb(sizes.flight),
        'flight %': ((100 * sizes.flight) / sizes.raw).toFixed(0),
        'flight gzip KB': kb(sizes.flightGzip),
        'gzip KB w/o flight': kb(sizes.withoutFlightGzip),
      });
    }
  }
  console.log(`HTML size of the seeded pages (${base}):`);
  console.table(rows);
  console.log(JSON.stringify({ htmlSize: rows }));
}

await main();
