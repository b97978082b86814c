// The summary tables `npm run bench` prints at the end (rows for console.table), from the results
// it writes to bench/results/latest.json.
import { LIGHTHOUSE_CATEGORIES } from './lighthouse-scores.mjs';

/** One row per loaded page, the bare references first; a page added to the bench joins it. */
export function pageTable(throughput) {
  return Object.values(throughput ?? {}).map((row) => ({
    page: row.name,
    status: row.status,
    'req/s': row.requestsPerSecond,
    'x prerendered': row.vsBarePrerendered,
    'x per-request': row.vsBarePerRequest,
    'p50 ms': row.latencyP50Ms,
    'p99 ms': row.latencyP99Ms,
    'x p99': row.p99VsBarePrerendered,
    'html KB': row.htmlKB,
    'gzip KB': row.htmlGzipKB,
    'JS gzip KB': row.firstLoadJsGzipKB,
    'x JS': row.firstLoadJsVsBare,
  }));
}

/** The four Lighthouse scores of each page (or why it has none). */
export function lighthouseTable(lighthouse) {
  return (lighthouse?.pages ?? []).map((page) => ({
    page: page.name,
    ...Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, page.scores?.[id] ?? '-'])),
    ...(page.error ? { error: page.error } : {}),
  }));
}

/** Issue 10's targets, then issue 9's and issue 13's (the cart), in one table. */
export function targetTable(targets) {
  const rows = (issue, list) =>
    (list ?? []).map((row) => ({
      issue,
      target: row.target,
      goal: row.goal,
      measured: row.measured,
      verdict: row.verdict,
    }));
  return [
    ...rows(10, targets?.issue10),
    ...rows(9, targets?.issue9),
    ...rows(13, targets?.issue13),
    ...rows(15, targets?.issue15),
  ];
}
