// Storefront benchmark: server response time of each marketing page (median and p90 of 20 warm
// requests) and what a shopper downloads: HTML bytes and the JavaScript the page references.
// Run through `npm run bench` (it sets BENCH_STOREFRONT_URL); its last line is the results as JSON
// (`{"storefrontBench": [...]}`), which the runner keeps in bench/results/latest.json.
const base = process.env.BENCH_STOREFRONT_URL ?? 'http://localhost:3000';
const paths = ['/', '/what-is-vapor', '/vaping-jargon-buster', '/gr', '/does-not-exist'];
const RUNS = 20;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeRequest(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

async function scriptBytes(html) {
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  let total = 0;
  for (const source of new Set(sources)) {
    const response = await fetch(new URL(source, base));
    total += (await response.arrayBuffer()).byteLength;
  }
  return { count: new Set(sources).size, total };
}

const rows = [];
for (const path of paths) {
  const url = new URL(path, base).toString();
  const first = await timeRequest(url); // warm-up (also fills the page cache)
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push((await timeRequest(url)).ms);
  times.sort((a, b) => a - b);
  const scripts = await scriptBytes(first.body);
  rows.push({
    path,
    status: first.status,
    'median ms': percentile(times, 50).toFixed(1),
    'p90 ms': percentile(times, 90).toFixed(1),
    'html KB': (Buffer.byteLength(first.body) / 1024).toFixed(1),
    'js files': scripts.count,
    'js KB': (scripts.total / 1024).toFixed(1),
  });
}
console.log('Storefront (production build, warm):');
console.table(rows);
console.log(JSON.stringify({ storefrontBench: rows }));
