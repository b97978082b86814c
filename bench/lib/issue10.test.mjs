// Issue 10's part of the bench harness, checked with node's test runner: `node --test bench/lib/`
// (npm run test:bench). First-load JS and HTML weights, verdicts, the targets table, page lists.
import assert from 'node:assert/strict';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { BARE_LIGHTHOUSE_KEY, issue10Targets } from './issue10-targets.mjs';
import { figuresMarkdown, markdownTable } from './figures-markdown.mjs';
import { categoryScores, medianRun } from './lighthouse-scores.mjs';
import { gzipBytes, measurePageWeight, scriptSources } from './page-weight.mjs';
import { invalidReason, judge, judgeEach } from './report.mjs';
import { isMeasuredPage, storefrontPath } from './seeded-pages.mjs';
import { targetTable } from './summary.mjs';
import { unexpectedAnswers } from './throughput.mjs';

/** A fetch that serves fixed bodies by URL and records requests, like a tiny web server. */
function fakeFetch(files) {
  const requests = [];
  const fetchImpl = async (url) => {
    requests.push(String(url));
    const file = files[String(url)];
    if (!file) return new Response('missing', { status: 404 });
    return new Response(file.body, { status: file.status ?? 200 });
  };
  return { fetchImpl, requests };
}

describe('scriptSources', () => {
  it('lists every script src once, resolved against the page, without nomodule polyfills', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script id="_R_">self.__next_f.push([1])</script>',
      "<script src='/_next/static/chunks/b.js?v=1&amp;x=2'></script>",
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<SCRIPT SRC=https://cdn.example/c.js></SCRIPT>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join('');
    assert.deepEqual(scriptSources(html, 'http://shop.test/gr/what-is-vapor'), [
      'http://shop.test/_next/static/chunks/a.js',
      'http://shop.test/_next/static/chunks/b.js?v=1&x=2',
      'https://cdn.example/c.js',
    ]);
  });
});

describe('gzipBytes', () => {
  it('is the size of a real gzip stream of the body, far below repetitive HTML', () => {
    const html = '<li>A short line of text</li>'.repeat(400);
    const size = gzipBytes(html);
    assert.ok(size < Buffer.byteLength(html) / 10);
    assert.equal(gzipBytes(Buffer.from(html)), size);
    const stream = gzipSync(html);
    assert.equal(stream.byteLength, size);
    assert.equal(gunzipSync(stream).toString(), html);
  });
});

describe('measurePageWeight', () => {
  const big = `function chunk(){return "${'x'.repeat(5000)}"}`;
  const other = `var y=${JSON.stringify(Array.from({ length: 500 }, (_, index) => index * 7919))}`;
  const home =
    '<html><script src="/a.js"></script><script src="/b.js"></script><script src="/p.js" nomodule></script></html>';
  const files = {
    'http://shop.test/': { body: home },
    'http://shop.test/missing': { status: 404, body: '<html><script src="/a.js"></script></html>' },
    'http://shop.test/a.js': { body: big },
    'http://shop.test/b.js': { body: other },
  };

  it('sums the gzip of each script the HTML loads (first-load JS) and weighs the HTML', async () => {
    const { fetchImpl, requests } = fakeFetch(files);
    const weight = await measurePageWeight('http://shop.test/', { fetchImpl });
    assert.equal(weight.status, 200);
    assert.equal(weight.scripts, 2);
    assert.equal(weight.jsBytes, Buffer.byteLength(big) + Buffer.byteLength(other));
    // Each file gzipped on its own, as the browser downloads them, not their concatenation.
    assert.equal(weight.jsGzipBytes, gzipBytes(big) + gzipBytes(other));
    assert.equal(weight.htmlBytes, Buffer.byteLength(home));
    assert.equal(weight.htmlGzipBytes, gzipBytes(home));
    assert.ok(!requests.includes('http://shop.test/p.js'), 'nomodule polyfills are not loaded');
  });

  it('fetches a script shared by two pages once, and keeps the status of a 404 page', async () => {
    const { fetchImpl, requests } = fakeFetch(files);
    const cache = new Map();
    await measurePageWeight('http://shop.test/', { fetchImpl, cache });
    const notFound = await measurePageWeight('http://shop.test/missing', { fetchImpl, cache });
    assert.equal(notFound.status, 404);
    assert.equal(notFound.jsGzipBytes, gzipBytes(big));
    assert.equal(requests.filter((url) => url.endsWith('/a.js')).length, 1);
  });

  it('fails loudly when a script is missing instead of under-counting', async () => {
    const { fetchImpl } = fakeFetch({
      'http://shop.test/': { body: '<script src="/gone.js"></script>' },
    });
    await assert.rejects(measurePageWeight('http://shop.test/', { fetchImpl }), /gone\.js.*404/);
  });
});

describe('verdicts', () => {
  it('reads "at most" targets inclusively', () => {
    const js = { label: 'first-load JS', comparison: 'atMost', threshold: 1.05, unit: 'x' };
    assert.equal(judge({ ...js, value: 1.05 }).verdict, 'PASS');
    assert.equal(judge({ ...js, value: 1.06 }).verdict, 'MISS');
    assert.equal(judge({ ...js, value: 1 }).goal, '<= 1.05x');
  });

  it('passes a target over several pages only when every page passes', () => {
    const target = { label: 'vs bare', comparison: 'atLeast', threshold: 0.7, unit: 'x' };
    const pass = judgeEach({
      ...target,
      pages: [
        { name: 'home', value: 0.9 },
        { name: 'not-found', value: 0.7 },
      ],
    });
    assert.equal(pass.verdict, 'PASS');
    assert.equal(pass.measured, 'home 0.9x, not-found 0.7x');
    const miss = judgeEach({
      ...target,
      pages: [
        { name: 'home', value: 0.9 },
        { name: 'not-found', value: 0.69 },
      ],
    });
    assert.equal(miss.verdict, 'MISS');
  });

  it('names the page that could not be judged, never passing the row', () => {
    const target = { label: 'vs bare', comparison: 'atLeast', threshold: 0.7, unit: 'x' };
    assert.equal(
      judgeEach({
        ...target,
        pages: [
          { name: 'home', value: 5, invalid: 'status 500' },
          { name: 'what-is-vapor', value: 1 },
        ],
      }).verdict,
      'INVALID (home: status 500)',
    );
    assert.equal(
      judgeEach({
        ...target,
        pages: [
          { name: 'home', value: 1 },
          { name: 'what-is-vapor', value: null },
        ],
      }).verdict,
      'NOT MEASURED (what-is-vapor)',
    );
    assert.equal(
      judgeEach({
        ...target,
        pages: [
          { name: 'home', value: 0.5 },
          { name: 'what-is-vapor', value: null },
        ],
      }).verdict,
      'MISS',
      'a known miss is not hidden behind a page that was not measured',
    );
    assert.equal(
      judgeEach({
        ...target,
        pages: [
          { name: 'home', value: null, reason: 'no Chromium' },
          { name: 'not-found', value: null, reason: 'no Chromium' },
        ],
      }).verdict,
      'NOT MEASURED (no Chromium)',
    );
  });

  it('judges the not-found page by its own status: 404 is right, 200 is not', () => {
    const row = { status: 404, expectedStatus: 404, unexpectedStatus: 0, errors: 0, requests: 900 };
    assert.equal(invalidReason(row), null);
    assert.equal(invalidReason({ ...row, status: 200 }), 'status 200');
    assert.equal(invalidReason({ ...row, unexpectedStatus: 3 }), '3 not 404, 0 errors of 900');
    // Rows from before expectedStatus existed: 200 and non-2xx.
    assert.equal(
      invalidReason({ status: 200, non2xx: 2, errors: 0, requests: 10 }),
      '2 not 200, 0 errors of 10',
    );
  });

  it('counts answers under load with another status than the page should give', () => {
    const stats = { 200: { count: 5 }, 404: { count: 990 }, 500: { count: 2 } };
    assert.equal(unexpectedAnswers(stats, 404), 7);
    assert.equal(unexpectedAnswers(stats, 200), 992);
    assert.equal(unexpectedAnswers(undefined, 200), 0);
  });
});

/** Throughput rows as bench/catalog-bench.mjs returns them (only the fields the targets read). */
function throughputRow(overrides) {
  return {
    status: 200,
    expectedStatus: 200,
    unexpectedStatus: 0,
    errors: 0,
    requests: 1000,
    vsBarePrerendered: 1,
    vsBarePerRequest: 7,
    p99VsBarePrerendered: 1,
    firstLoadJsVsBare: 1,
    htmlGzipKB: 8,
    ...overrides,
  };
}

function sampleResults() {
  return {
    catalog: {
      throughput: {
        barePerRequest: throughputRow({}),
        barePrerendered: throughputRow({}),
        home: throughputRow({ vsBarePrerendered: 0.8, vsBarePerRequest: 5.6, htmlGzipKB: 9.6 }),
        whatIsVapor: throughputRow({ vsBarePrerendered: 0.75, vsBarePerRequest: 5.2 }),
        notFound: throughputRow({
          status: 404,
          expectedStatus: 404,
          vsBarePrerendered: 0.9,
          vsBarePerRequest: 6.3,
        }),
      },
    },
    lighthouse: {
      error: null,
      pages: ['home', 'whatIsVapor', 'notFound'].map((key) => ({
        key,
        scores: { performance: 100, accessibility: 100 },
      })),
    },
    editor: { keystrokeToCanvasP95Ms: 31, loadInteractiveMs: 820 },
  };
}

const verdictOf = (rows, start) => rows.find((row) => row.target.startsWith(start))?.verdict;

describe('issue 10 targets', () => {
  it('passes every row for a run that meets them, the 404 page included', () => {
    const rows = issue10Targets(sampleResults());
    assert.equal(rows.length, 9);
    for (const row of rows) assert.equal(row.verdict, 'PASS', `${row.target}: ${row.verdict}`);
    assert.equal(
      rows[0].measured,
      'home 0.8x, what-is-vapor 0.75x, not-found 0.9x',
      'each page is shown',
    );
  });

  it('misses on one slow page, heavy JS, heavy home HTML, a 99 score or a slow editor', () => {
    const results = sampleResults();
    results.catalog.throughput.whatIsVapor.vsBarePrerendered = 0.6;
    results.catalog.throughput.notFound.p99VsBarePrerendered = 2.4;
    results.catalog.throughput.home.firstLoadJsVsBare = 1.3;
    results.catalog.throughput.home.htmlGzipKB = 17.4;
    results.lighthouse.pages[1].scores.performance = 99;
    results.editor.loadInteractiveMs = 1000;
    const rows = issue10Targets(results);
    assert.equal(verdictOf(rows, 'throughput vs bare prerendered'), 'MISS');
    assert.equal(verdictOf(rows, 'throughput vs bare page rendered per request'), 'PASS');
    assert.equal(verdictOf(rows, 'p99 latency'), 'MISS');
    assert.equal(verdictOf(rows, 'first-load JS'), 'MISS');
    assert.equal(verdictOf(rows, 'home HTML'), 'MISS');
    assert.equal(verdictOf(rows, 'Lighthouse mobile performance'), 'MISS');
    assert.equal(verdictOf(rows, 'Lighthouse mobile accessibility'), 'PASS');
    assert.equal(verdictOf(rows, 'editor load'), 'MISS');
    assert.equal(verdictOf(rows, 'editor keystroke'), 'PASS');
  });

  it("shows the bare Next.js page's Lighthouse score beside the pages without judging it", () => {
    const results = sampleResults();
    results.lighthouse.pages[0].scores.performance = 98;
    results.lighthouse.pages.push({
      key: BARE_LIGHTHOUSE_KEY,
      scores: { performance: 100, accessibility: 92 },
    });
    const rows = issue10Targets(results);
    const performance = rows.find((row) => row.target === 'Lighthouse mobile performance');
    assert.equal(performance?.verdict, 'MISS', 'the reference passing does not pass the pages');
    assert.equal(
      performance?.measured,
      'home 98, what-is-vapor 100, not-found 100 (bare Next.js page 100)',
    );
    assert.equal(verdictOf(rows, 'Lighthouse mobile accessibility'), 'PASS');
  });

  it('never passes ratios over a page or a bare reference that answered wrongly', () => {
    const results = sampleResults();
    results.catalog.throughput.notFound.status = 200; // the not-found page must say 404
    results.catalog.throughput.barePerRequest.unexpectedStatus = 12;
    const rows = issue10Targets(results);
    assert.equal(
      verdictOf(rows, 'throughput vs bare prerendered'),
      'INVALID (not-found: status 200)',
    );
    assert.match(
      verdictOf(rows, 'throughput vs bare page rendered per request'),
      /^INVALID \(home: bare page: 12 not 200/,
    );
  });

  it('reports Lighthouse or the editor bench not running instead of failing the table', () => {
    const results = sampleResults();
    results.lighthouse = { error: 'no Chromium at /usr/bin/chromium', pages: [] };
    const rows = issue10Targets({ ...results, editor: null, editorFailure: 'skipped' });
    assert.equal(
      verdictOf(rows, 'Lighthouse mobile performance'),
      'NOT MEASURED (no Chromium at /usr/bin/chromium)',
    );
    assert.equal(verdictOf(rows, 'editor keystroke'), 'NOT MEASURED (skipped)');
    assert.equal(verdictOf(rows, 'throughput vs bare prerendered'), 'PASS');
  });

  it('prints issue 10 rows first, then issue 9 rows, in one table', () => {
    const table = targetTable({
      issue10: issue10Targets(sampleResults()),
      issue9: [{ target: 'search p95', goal: '< 50 ms', measured: '31 ms', verdict: 'PASS' }],
    });
    assert.equal(table.length, 10);
    assert.deepEqual(
      table.map((row) => row.issue),
      [10, 10, 10, 10, 10, 10, 10, 10, 10, 9],
    );
  });
});

describe('lighthouse results', () => {
  it('scores out of 100, null for a category Lighthouse could not score', () => {
    assert.deepEqual(
      categoryScores({
        categories: {
          performance: { score: 0.985 },
          accessibility: { score: 1 },
          'best-practices': { score: null },
        },
      }),
      { performance: 99, accessibility: 100, 'best-practices': null, seo: null },
    );
  });

  it('keeps the run with the median performance score', () => {
    const runs = [97, 100, 99].map((performance, index) => ({ index, scores: { performance } }));
    assert.equal(medianRun(runs)?.index, 2);
    assert.equal(medianRun([])?.index, undefined);
  });
});

describe('storefrontPath', () => {
  it('serves builder pages under their store view prefix; the not-found page at an unknown path', () => {
    assert.deepEqual(storefrontPath('', '/'), { path: '/', expectedStatus: 200 });
    assert.deepEqual(storefrontPath('/gr', '/'), { path: '/gr', expectedStatus: 200 });
    assert.deepEqual(storefrontPath('/gr', '/what-is-vapor'), {
      path: '/gr/what-is-vapor',
      expectedStatus: 200,
    });
    assert.deepEqual(storefrontPath('/ch/', '/not-found'), {
      path: '/ch/bench-no-such-page',
      expectedStatus: 404,
    });
  });
});

describe('figures as Markdown', () => {
  it('writes one table row per page and per target, escaping pipes in cells', () => {
    assert.equal(
      markdownTable([{ page: 'a|b', score: null }]),
      '| page | score |\n| --- | --- |\n| a\\|b | - |',
    );
    const results = sampleResults();
    for (const [key, row] of Object.entries(results.catalog.throughput)) row.name = key;
    const markdown = figuresMarkdown({
      ...results,
      startedAt: '2026-11-23T15:02:31.148Z',
      durationSeconds: 375,
      machine: { cpu: 'AMD EPYC', cores: 2, memoryGB: 24, node: 'v20.20.2', platform: 'linux' },
      catalogue: { products: 10000, source: 'generated' },
      lighthouse: { error: 'no Chromium', pages: [] },
      targets: { issue10: issue10Targets(results), issue9: [] },
    });
    assert.match(markdown, /^### Run of 2026-11-23 15:02 UTC/);
    assert.match(markdown, /2 cores, 24 GB, Node v20\.20\.2/);
    assert.match(markdown, /not measured \(no Chromium\)/);
    assert.equal(markdown.match(/^\| 10 \| /gm)?.length, 9);
    for (const [key, row] of Object.entries(results.catalog.throughput))
      assert.match(markdown, new RegExp(`^\\| ${key} \\| ${row.status} \\|`, 'm'));
  });
});

describe('isMeasuredPage', () => {
  const prefixes = new Map([
    ['uk', ''],
    ['gr', '/gr'],
  ]);
  it('measures published pages of known store views, never the site footer', () => {
    assert.equal(
      isMeasuredPage({ store_code: 'gr', path: '/', published_version: 2 }, prefixes),
      true,
    );
    assert.equal(
      isMeasuredPage({ store_code: 'uk', path: '/~site-footer', published_version: 1 }, prefixes),
      false,
    );
    assert.equal(
      isMeasuredPage({ store_code: 'uk', path: '/', published_version: null }, prefixes),
      false,
    );
    assert.equal(
      isMeasuredPage({ store_code: 'xx', path: '/', published_version: 1 }, prefixes),
      false,
    );
  });
});
