// Lighthouse bench (issue 10): the four category scores of the home, what-is-vapor and not-found
// pages with Lighthouse's mobile profile, on Debian's Chromium. `npm run bench` runs it with the
// storefront started and keeps the last line (`{"lighthouseBench": {...}}`) in latest.json; the
// HTML reports go to bench/results/lighthouse/. A missing Chromium is reported, never fatal.
//
// Against a storefront you started yourself:
//   BENCH_STOREFRONT_URL=http://localhost:3000 node bench/lighthouse-bench.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIGHTHOUSE_CATEGORIES } from './lib/lighthouse-scores.mjs';
import { BARE_PAGES } from './lib/bare-next.mjs';
import { BARE_LIGHTHOUSE_KEY } from './lib/issue10-targets.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';

const env = z
  .object({
    BENCH_STOREFRONT_URL: z.url().default('http://localhost:3000'),
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    // Scores move by a few points between runs on a busy machine: the median of 3 by default.
    BENCH_LIGHTHOUSE_RUNS: z.coerce.number().int().min(1).max(9).default(3),
    // The bare Next.js reference (bench/bare-next), scored beside the pages when given: what the
    // framework's smallest page reaches on the same machine in the same run.
    BENCH_BARE_URL: z.url().optional(),
  })
  .parse(process.env);

/** Issue 10's Lighthouse pages; the not-found page is an unknown path (answered 404). */
const LIGHTHOUSE_PAGES = [
  { key: 'home', name: 'home', path: '/' },
  { key: 'whatIsVapor', name: 'what-is-vapor', path: '/what-is-vapor' },
  { key: 'notFound', name: 'not-found', path: '/bench-no-such-page', expectedStatus: 404 },
];

const BARE_PAGE = { key: BARE_LIGHTHOUSE_KEY, name: 'bare Next.js, prerendered' };

const wholeOrDash = (value) => (typeof value === 'number' ? Math.round(value) : '-');

const reportDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results/lighthouse');
const started = performance.now();
let pages = [];
let error = null;
try {
  pages = await runLighthouse({
    pages: [
      ...LIGHTHOUSE_PAGES.map((page) => ({
        ...page,
        url: new URL(page.path, env.BENCH_STOREFRONT_URL).toString(),
      })),
      ...(env.BENCH_BARE_URL
        ? [{ ...BARE_PAGE, url: new URL(BARE_PAGES.prerendered, env.BENCH_BARE_URL).toString() }]
        : []),
    ],
    chromiumPath: env.CHROMIUM_PATH,
    runs: env.BENCH_LIGHTHOUSE_RUNS,
    reportDir,
  });
} catch (caught) {
  error = caught instanceof Error ? caught.message : String(caught);
  console.error(`Lighthouse failed: ${error}`);
}

if (pages.length) {
  console.log(
    `Lighthouse ${env.BENCH_LIGHTHOUSE_RUNS > 1 ? `(median of ${env.BENCH_LIGHTHOUSE_RUNS} runs) ` : ''}mobile profile, ${Math.round((performance.now() - started) / 1000)} s:`,
  );
  console.table(
    pages.map((page) => ({
      page: page.name,
      ...Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, page.scores?.[id] ?? '-'])),
      'LCP ms': wholeOrDash(page.metrics?.lcpMs),
      'TBT ms': wholeOrDash(page.metrics?.tbtMs),
      CLS: page.metrics?.cls ?? '-',
      error: page.error ?? '',
    })),
  );
}
for (const page of pages) {
  const failed = page.failedAudits;
  if (failed?.performance.length)
    console.log(`  ${page.name} performance: ${failed.performance.join(', ')}`);
  if (failed?.accessibility.length)
    console.log(`  ${page.name} accessibility: ${failed.accessibility.join(', ')}`);
  for (const warning of page.warnings) console.log(`  ${page.name} warning: ${warning}`);
}
if (pages.some((page) => page.report))
  console.log(`  reports: ${path.relative(process.cwd(), reportDir)}/`);
console.log(
  JSON.stringify({
    lighthouseBench: {
      profile: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
      runsPerPage: env.BENCH_LIGHTHOUSE_RUNS,
      chromium: env.CHROMIUM_PATH,
      error,
      pages: pages.map(
        ({
          key,
          name,
          url,
          runs,
          scores,
          performanceScores,
          metrics,
          failedAudits,
          report,
          error: pageError,
        }) => ({
          key,
          name,
          url,
          runs,
          scores,
          performanceScores,
          metrics,
          failedAudits,
          report: report && path.relative(process.cwd(), report),
          error: pageError,
        }),
      ),
    },
  }),
);
