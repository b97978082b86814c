// Throughput of one URL with autocannon (its programmatic API): a warm-up run that is thrown
// away (fills caches, lets the JIT settle), then the measured run at the same concurrency.
import autocannon from 'autocannon';
import { kilobytes, measurePageWeight } from './page-weight.mjs';
import { round } from './stats.mjs';

/** @param {Record<string, unknown>} options autocannon's options (url, connections, duration) */
function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Answers under load with another status than `expectedStatus` (autocannon counts by status code).
 * @param {Record<string, { count: number }> | undefined} statusCodeStats
 * @param {number} expectedStatus
 */
export function unexpectedAnswers(statusCodeStats, expectedStatus) {
  let count = 0;
  for (const [code, stats] of Object.entries(statusCodeStats ?? {}))
    if (Number(code) !== expectedStatus) count += stats.count;
  return count;
}

/**
 * Loads one page with autocannon. Before the load, one request as a browser's first visit gives
 * the status and what a shopper downloads (HTML and first-load JS, raw and gzip), so a wrong
 * status page is never mistaken for a result. `expectedStatus` is 404 for the not-found page.
 * @param {{ name: string, url: string, connections: number, seconds: number, warmupSeconds: number,
 *   expectedStatus?: number, scriptCache?: Map<string, Promise<{ bytes: number, gzipBytes: number }>>,
 *   headers?: Record<string, string> }} target `headers` go with every loaded request (a cart cookie)
 */
export async function measureThroughput({
  name,
  url,
  connections,
  seconds,
  warmupSeconds,
  expectedStatus = 200,
  scriptCache,
  headers,
}) {
  const first = await measurePageWeight(url, { cache: scriptCache });
  if (warmupSeconds > 0) await load({ url, connections, duration: warmupSeconds, headers });
  const result = await load({ url, connections, duration: seconds, headers });
  const answered = result['2xx'] + result.non2xx;
  return {
    name,
    url,
    status: first.status,
    expectedStatus,
    requestsPerSecond: round(result.requests.average),
    latencyP50Ms: round(result.latency.p50),
    latencyP99Ms: round(result.latency.p99),
    htmlKB: kilobytes(first.htmlBytes),
    htmlGzipKB: kilobytes(first.htmlGzipBytes),
    scripts: first.scripts,
    firstLoadJsKB: kilobytes(first.jsBytes),
    firstLoadJsGzipKB: kilobytes(first.jsGzipBytes),
    firstLoadJsGzipBytes: first.jsGzipBytes,
    requests: answered,
    non2xx: result.non2xx,
    unexpectedStatus: unexpectedAnswers(result.statusCodeStats, expectedStatus),
    errors: result.errors + result.timeouts,
  };
}
