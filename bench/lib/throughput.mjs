// Throughput of one URL with autocannon (its programmatic API): a warm-up run that is thrown
// away (fills caches, lets the JIT settle), then the measured run at the same concurrency.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { round } from './stats.mjs';

/** @param {Record<string, unknown>} options autocannon's options (url, connections, duration) */
function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Status and HTML size (raw and gzip) of one request, so a 404 page is never mistaken for a result. */
async function probe(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    htmlKB: round(body.byteLength / 1024),
    htmlGzipKB: round(gzipSync(body).byteLength / 1024),
  };
}

/**
 * @param {{ name: string, url: string, connections: number, seconds: number, warmupSeconds: number }} target
 */
export async function measureThroughput({ name, url, connections, seconds, warmupSeconds }) {
  const first = await probe(url);
  if (warmupSeconds > 0) await load({ url, connections, duration: warmupSeconds });
  const result = await load({ url, connections, duration: seconds });
  const answered = result['2xx'] + result.non2xx;
  return {
    name,
    url,
    status: first.status,
    requestsPerSecond: round(result.requests.average),
    latencyP50Ms: round(result.latency.p50),
    latencyP99Ms: round(result.latency.p99),
    htmlKB: first.htmlKB,
    htmlGzipKB: first.htmlGzipKB,
    requests: answered,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
