// Storefront bench: every builder page the api serves, in every store view (listed through the
// api, bench/lib/seeded-pages.mjs), with what a shopper downloads on a first visit (HTML and the
// scripts it loads, raw and gzip) and the server's response time (median and p90 of warm requests,
// one at a time). Run through `npm run bench` (it sets the variables below); its last line is the
// results as JSON (`{"storefrontBench": {...}}`), which the runner keeps in latest.json.
//
// Against apps you started yourself:
//   BENCH_STOREFRONT_URL=http://localhost:3000 BENCH_API_URL=http://127.0.0.1:4000 \
//   BENCH_EDITOR_EMAIL=... BENCH_EDITOR_PASSWORD=... node bench/storefront-bench.mjs
import { z } from 'zod';
import { kilobytes, measurePageWeight } from './lib/page-weight.mjs';
import { listSeededPages } from './lib/seeded-pages.mjs';
import { percentile, round } from './lib/stats.mjs';

const env = z
  .object({
    BENCH_STOREFRONT_URL: z.url().default('http://localhost:3000'),
    BENCH_API_URL: z.url().default('http://127.0.0.1:4000'),
    BENCH_EDITOR_EMAIL: z.string().optional(),
    BENCH_EDITOR_PASSWORD: z.string().optional(),
    BENCH_PAGE_RUNS: z.coerce.number().int().min(1).max(200).default(10),
  })
  .parse(process.env);

async function timeRequest(url) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return performance.now() - started;
}

const { source, pages } = await listSeededPages({
  apiUrl: env.BENCH_API_URL,
  email: env.BENCH_EDITOR_EMAIL,
  password: env.BENCH_EDITOR_PASSWORD,
});
console.log(`Storefront pages from ${source}: ${pages.length}`);

const scriptCache = new Map();
const rows = [];
for (const page of pages) {
  const url = new URL(page.path, env.BENCH_STOREFRONT_URL).toString();
  // The first request is the browser's first visit (and fills the page cache); then warm timings.
  const weight = await measurePageWeight(url, { cache: scriptCache });
  const times = [];
  for (let index = 0; index < env.BENCH_PAGE_RUNS; index += 1) times.push(await timeRequest(url));
  rows.push({
    store: page.store,
    page: page.pagePath,
    path: page.path,
    status: weight.status,
    expectedStatus: page.expectedStatus,
    medianMs: round(percentile(times, 50)),
    p90Ms: round(percentile(times, 90)),
    htmlKB: kilobytes(weight.htmlBytes),
    htmlGzipKB: kilobytes(weight.htmlGzipBytes),
    scripts: weight.scripts,
    jsKB: kilobytes(weight.jsBytes),
    jsGzipKB: kilobytes(weight.jsGzipBytes),
  });
}

console.log(
  `Storefront pages (production build; HTML and first-load JS of one visit, gzip at zlib's default level; ${env.BENCH_PAGE_RUNS} warm requests each)`,
);
console.table(
  rows.map((row) => ({
    path: row.path,
    status:
      row.status === row.expectedStatus ? row.status : `${row.status} (want ${row.expectedStatus})`,
    'median ms': row.medianMs,
    'p90 ms': row.p90Ms,
    'html KB': row.htmlKB,
    'html gzip KB': row.htmlGzipKB,
    scripts: row.scripts,
    'JS KB': row.jsKB,
    'JS gzip KB': row.jsGzipKB,
  })),
);
const wrong = rows.filter((row) => row.status !== row.expectedStatus);
if (wrong.length)
  console.log(`  wrong status: ${wrong.map((row) => `${row.path} ${row.status}`).join(', ')}`);
console.log(
  JSON.stringify({ storefrontBench: { source, runsPerPage: env.BENCH_PAGE_RUNS, pages: rows } }),
);
