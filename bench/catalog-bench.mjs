// Catalogue benchmark (issue 9): requests per second of the storefront's home, a category page with
// three filters and a product page, each as a ratio of a bare Next.js page rendered per request in
// the same run (bench/bare-next); the api's search p95; one 20-url route lookup batch against one
// single lookup. Targets are printed PASS/MISS, never asserted: the machines are shared and noisy.
//
// `npm run bench` runs it with everything started. Against servers you started yourself:
//   BENCH_API_URL=http://127.0.0.1:4000 BENCH_STOREFRONT_URL=http://127.0.0.1:3000 \
//   BENCH_BARE_URL=http://127.0.0.1:3290 node bench/catalog-bench.mjs
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { measureLookups, measureSearch } from './lib/api-latency.mjs';
import { BARE_PAGES } from './lib/bare-next.mjs';
import { sampleCatalog } from './lib/catalog-sample.mjs';
import { graphqlClient } from './lib/graphql-client.mjs';
import { invalidReason, judge } from './lib/report.mjs';
import { ratio } from './lib/stats.mjs';
import { measureThroughput } from './lib/throughput.mjs';

const storePath = z
  .string()
  .max(2000)
  .regex(/^\/[^\s]*$/, 'a path starting with /')
  .optional();

/** The environment the bench reads, bounded so a typo cannot start an hour-long run. */
export const catalogBenchEnv = z.object({
  BENCH_API_URL: z.url(),
  BENCH_STOREFRONT_URL: z.url(),
  BENCH_BARE_URL: z.url(),
  BENCH_STORE: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .default('uk'),
  BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(256).default(32),
  BENCH_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  BENCH_WARMUP_SECONDS: z.coerce.number().int().min(0).max(60).default(3),
  BENCH_SEARCH_QUERIES: z.coerce.number().int().min(10).max(5000).default(200),
  BENCH_LOOKUP_ROUNDS: z.coerce.number().int().min(5).max(1000).default(50),
  /** Paths to load instead of the sampled ones (with their query string). */
  BENCH_CATEGORY_PATH: storePath,
  BENCH_PRODUCT_PATH: storePath,
});

/**
 * Runs the whole catalogue bench, prints its tables and returns its results.
 * @param {z.infer<typeof catalogBenchEnv>} env
 */
export async function runCatalogBench(env) {
  const client = graphqlClient(env.BENCH_API_URL, { store: env.BENCH_STORE });
  /** Parts that failed; the rest of the bench still runs and reports (robust to a partial api). */
  const errors = {};
  async function attempt(part, work) {
    try {
      return await work();
    } catch (error) {
      errors[part] = error instanceof Error ? error.message : String(error);
      console.error(`${part} failed: ${errors[part]}`);
      return null;
    }
  }
  const sample = await attempt('catalogue sample', () =>
    sampleCatalog(client, {
      categoryPath: env.BENCH_CATEGORY_PATH,
      productPath: env.BENCH_PRODUCT_PATH,
    }),
  );
  for (const note of sample?.notes ?? []) console.log(`note: ${note}`);

  // The environment's paths still apply when sampling failed (an api without the catalogue yet).
  const categoryPath = sample?.categoryUrl ?? env.BENCH_CATEGORY_PATH;
  const productPath = sample?.productUrl ?? env.BENCH_PRODUCT_PATH;
  const storefront = (path) => (path ? new URL(path, env.BENCH_STOREFRONT_URL).toString() : null);
  const pages = [
    {
      key: 'barePerRequest',
      name: 'bare Next.js, per request',
      url: new URL(BARE_PAGES.perRequest, env.BENCH_BARE_URL).toString(),
    },
    {
      key: 'barePrerendered',
      name: 'bare Next.js, prerendered',
      url: new URL(BARE_PAGES.prerendered, env.BENCH_BARE_URL).toString(),
    },
    { key: 'home', name: 'storefront home', url: storefront('/') },
    // Issue 10's other marketing pages; the not-found page is any unknown path, answered 404.
    { key: 'whatIsVapor', name: 'what-is-vapor', url: storefront('/what-is-vapor') },
    {
      key: 'notFound',
      name: 'not-found (404)',
      url: storefront('/bench-no-such-page'),
      expectedStatus: 404,
    },
    {
      key: 'category',
      name: 'category, 3 filters',
      url: storefront(categoryPath),
    },
    {
      key: 'product',
      name: 'product',
      url: storefront(productPath),
    },
  ];
  const throughput = {};
  /** Scripts fetched once per run: the pages of one app share their chunks. */
  const scriptCache = new Map();
  for (const page of pages) {
    if (!page.url) continue;
    console.log(`load: ${page.name} (${page.url})`);
    const row = await attempt(`throughput of ${page.name}`, () =>
      measureThroughput({
        name: page.name,
        url: page.url,
        connections: env.BENCH_CONNECTIONS,
        seconds: env.BENCH_SECONDS,
        warmupSeconds: env.BENCH_WARMUP_SECONDS,
        expectedStatus: page.expectedStatus,
        scriptCache,
      }),
    );
    if (row) throughput[page.key] = row;
  }
  const perRequest = throughput.barePerRequest?.requestsPerSecond ?? null;
  const prerendered = throughput.barePrerendered?.requestsPerSecond ?? null;
  for (const row of Object.values(throughput)) {
    row.vsBarePerRequest = ratio(row.requestsPerSecond, perRequest);
    row.vsBarePrerendered = ratio(row.requestsPerSecond, prerendered);
    row.p99VsBarePrerendered = ratio(row.latencyP99Ms, throughput.barePrerendered?.latencyP99Ms);
    row.firstLoadJsVsBare = ratio(
      row.firstLoadJsGzipBytes,
      throughput.barePrerendered?.firstLoadJsGzipBytes,
    );
  }

  if (sample) console.log('search: sequential products(search) queries');
  const search = sample
    ? await attempt('search', () =>
        measureSearch(client, {
          terms: sample.searchTerms,
          queries: env.BENCH_SEARCH_QUERIES,
          warmup: 10,
        }),
      )
    : null;
  if (sample) console.log('route lookups: 20-url batch against one single lookup');
  const lookups = sample
    ? await attempt('route lookups', () =>
        measureLookups(client, {
          urls: sample.lookupUrls,
          singleUrl: sample.singleLookupUrl,
          rounds: env.BENCH_LOOKUP_ROUNDS,
          warmup: 5,
        }),
      )
    : null;

  const targets = [
    judge({
      label: 'category (3 filters) vs bare per-request page',
      value: throughput.category?.vsBarePerRequest ?? null,
      comparison: 'atLeast',
      threshold: 0.7,
      unit: 'x',
      invalid: invalidReason(throughput.category),
    }),
    judge({
      label: 'product vs bare per-request page',
      value: throughput.product?.vsBarePerRequest ?? null,
      comparison: 'atLeast',
      threshold: 2,
      unit: 'x',
      invalid: invalidReason(throughput.product),
    }),
    judge({
      label: 'search p95',
      value: search?.p95Ms ?? null,
      comparison: 'below',
      threshold: 50,
      unit: ' ms',
    }),
    judge({
      label: '20-url lookup batch vs one lookup (medians)',
      value: lookups?.batchToSingle ?? null,
      comparison: 'below',
      threshold: 2,
      unit: 'x',
    }),
  ];

  console.log(
    `\nThroughput (${env.BENCH_CONNECTIONS} connections, ${env.BENCH_SECONDS} s after ${env.BENCH_WARMUP_SECONDS} s warm-up; ratios to the bare pages of this run)`,
  );
  console.table(
    Object.values(throughput).map((row) => ({
      page: row.name,
      status: row.status,
      'req/s': row.requestsPerSecond,
      'x per-request': row.vsBarePerRequest,
      'x prerendered': row.vsBarePrerendered,
      'p50 ms': row.latencyP50Ms,
      'p99 ms': row.latencyP99Ms,
      'html KB': row.htmlKB,
      'gzip KB': row.htmlGzipKB,
      'JS gzip KB': row.firstLoadJsGzipKB,
      'x bare JS': row.firstLoadJsVsBare,
      'wrong status': row.unexpectedStatus,
    })),
  );
  for (const page of pages) if (page.url) console.log(`  ${page.name}: ${page.url}`);
  console.log(`\nApi (store view ${env.BENCH_STORE}, sequential requests over loopback HTTP)`);
  console.table({
    search: search
      ? {
          measured: `${search.queries} queries, ${search.terms} terms (half with a typo)`,
          median: `${search.p50Ms} ms`,
          p95: `${search.p95Ms} ms`,
          max: `${search.maxMs} ms`,
          note: `${search.queriesWithoutResults} without results, ${search.queriesWithSuggestions} with suggestions`,
        }
      : { measured: errors.search ?? errors['catalogue sample'] ?? 'not measured' },
    'route lookup': lookups
      ? {
          measured: `batch of ${lookups.urls} vs single, ${lookups.rounds} rounds`,
          median: `${lookups.batchMedianMs} ms vs ${lookups.singleMedianMs} ms`,
          note: `${lookups.batchToSingle}x; ${lookups.resolvedUrls}/${lookups.urls} urls resolved`,
        }
      : { measured: errors['route lookups'] ?? errors['catalogue sample'] ?? 'not measured' },
  });
  if (search?.termsWithoutResults.length)
    console.log(`  search terms without results: ${search.termsWithoutResults.join(', ')}`);
  console.log('\nIssue 9 targets');
  console.table(targets);

  return {
    store: env.BENCH_STORE,
    sample,
    load: {
      connections: env.BENCH_CONNECTIONS,
      seconds: env.BENCH_SECONDS,
      warmupSeconds: env.BENCH_WARMUP_SECONDS,
    },
    throughput,
    search,
    lookups,
    targets,
    errors,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = catalogBenchEnv.safeParse(process.env);
  if (!env.success) {
    console.error(`catalog-bench: ${z.prettifyError(env.error)}`);
    process.exit(1);
  }
  const results = await runCatalogBench(env.data);
  console.log(JSON.stringify({ catalogBench: results }));
}
