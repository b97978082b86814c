import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEFAULT_MIX,
  mayStartJourney,
  parseMix,
  pickJourney,
  seededRandom,
  staggeredStarts,
  thinkTime,
} from './soak-mix.mjs';
import { createRecorder, summariseRecorder } from './soak-stats.mjs';
import {
  descendantsOf,
  listeningInodes,
  memoryVerdict,
  parentPidFromStat,
  rssKBFromStatus,
  sampleTrees,
  slope,
  troughs,
} from './soak-memory.mjs';
import {
  actionIdsFromManifest,
  actionResultFromFlight,
  createCookieJar,
  encodeActionArgs,
  formFields,
  queryLinksTo,
} from './soak-http.mjs';

// ---- mix scheduling ---------------------------------------------------------------------------

test('journeys come in the proportions of the mix, the same for the same seed', () => {
  const random = seededRandom(42);
  const counts = Object.fromEntries(Object.keys(DEFAULT_MIX).map((kind) => [kind, 0]));
  for (let index = 0; index < 20_000; index += 1) counts[pickJourney(DEFAULT_MIX, random)] += 1;
  const total = Object.values(DEFAULT_MIX).reduce((sum, weight) => sum + weight, 0);
  for (const [kind, weight] of Object.entries(DEFAULT_MIX)) {
    const share = counts[kind] / 20_000;
    assert.ok(Math.abs(share - weight / total) < 0.02, `${kind}: ${share} vs ${weight / total}`);
  }
  const again = seededRandom(42);
  const first = seededRandom(42);
  const sequence = (random) => Array.from({ length: 50 }, () => pickJourney(DEFAULT_MIX, random));
  assert.deepEqual(sequence(first), sequence(again));
  assert.notDeepEqual(sequence(seededRandom(1)), sequence(seededRandom(2)));
});

test('a kind weighted 0 is never picked', () => {
  const mix = parseMix('checkout=0,account=0');
  const random = seededRandom(7);
  for (let index = 0; index < 5000; index += 1) {
    assert.ok(!['checkout', 'account'].includes(pickJourney(mix, random)));
  }
});

test('SOAK_MIX refuses unknown kinds, bad weights and an all-zero mix', () => {
  assert.deepEqual(parseMix(''), { ...DEFAULT_MIX });
  assert.equal(parseMix('browse=5').browse, 5);
  assert.throws(() => parseMix('shopping=5'), /not <kind>=<weight>/);
  assert.throws(() => parseMix('browse=-1'), /not <kind>=<weight>/);
  assert.throws(() => parseMix('browse=0,search=0,cart=0,checkout=0,account=0'), /every weight/);
});

test('pauses vary around the mean, starts spread over the ramp, no journey after the end', () => {
  const random = seededRandom(3);
  const pauses = Array.from({ length: 1000 }, () => thinkTime(1000, random));
  assert.ok(Math.min(...pauses) >= 500 && Math.max(...pauses) <= 1500);
  assert.ok(new Set(pauses).size > 100, 'pauses are not all alike');
  assert.deepEqual(staggeredStarts(5, 20_000), [0, 5000, 10_000, 15_000, 20_000]);
  assert.deepEqual(staggeredStarts(1, 20_000), [0]);
  assert.equal(mayStartJourney(999, 1000), true);
  assert.equal(mayStartJourney(1000, 1000), false);
});

// ---- stats ------------------------------------------------------------------------------------

test('counts requests, errors and percentiles per kind and per step, errors with messages', () => {
  const recorder = createRecorder();
  for (let ms = 1; ms <= 100; ms += 1) recorder.record({ kind: 'browse', step: 'home', ms });
  recorder.record({ kind: 'browse', step: 'product', ms: 500, error: 'status 502' });
  recorder.record({ kind: 'browse', step: 'product', ms: 600, error: 'status 502' });
  recorder.record({ kind: 'search', step: 'suggestions', ms: 20, error: 'GraphQL error: boom' });
  const summary = summariseRecorder(recorder, ['browse', 'search', 'cart']);
  assert.deepEqual(
    summary.byKind.map((row) => [row.kind, row.requests, row.errors]),
    [
      ['browse', 102, 2],
      ['search', 1, 1],
    ],
  );
  const home = summary.bySteps.find((row) => row.step === 'home');
  assert.equal(home.p50Ms, 50);
  assert.equal(home.p99Ms, 99);
  assert.equal(summary.total.requests, 103);
  assert.equal(summary.total.errors, 3);
  assert.deepEqual(
    summary.errors.map((row) => [row.step, row.count, row.message]),
    [
      ['product', 2, 'status 502'],
      ['suggestions', 1, 'GraphQL error: boom'],
    ],
  );
});

// ---- memory -----------------------------------------------------------------------------------

test('reads VmRSS and the parent pid from /proc texts, even with a ") " in the name', () => {
  assert.equal(rssKBFromStatus('Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t  123456 kB\n'), 123456);
  assert.equal(rssKBFromStatus('Name:\tkthreadd\nState:\tS\n'), null);
  assert.equal(parentPidFromStat('4242 (next-server (v16)) S 4200 4242 4200 0 -1'), 4200);
  assert.equal(parentPidFromStat('17 (node) R 1 17 17 0'), 1);
});

test('a tree holds the process and all its descendants, nothing else', () => {
  const parents = new Map([
    [10, 1],
    [11, 10],
    [12, 11],
    [13, 10],
    [20, 1],
  ]);
  assert.deepEqual(descendantsOf(10, parents).sort(), [10, 11, 12, 13]);
  assert.deepEqual(descendantsOf(20, parents), [20]);
});

test('sums the RSS of each tree from a /proc folder, null for a process that is gone', () => {
  const proc = mkdtempSync(path.join(tmpdir(), 'soak-proc-'));
  const add = (pid, ppid, kB) => {
    mkdirSync(path.join(proc, String(pid)));
    writeFileSync(path.join(proc, String(pid), 'stat'), `${pid} (node) S ${ppid} 0 0`);
    writeFileSync(path.join(proc, String(pid), 'status'), `Name:\tnode\nVmRSS:\t${kB} kB\n`);
  };
  try {
    add(100, 1, 1000);
    add(101, 100, 250);
    add(200, 1, 300);
    mkdirSync(path.join(proc, 'self'));
    assert.deepEqual(sampleTrees({ api: 100, editor: 200, gone: 999 }, proc), {
      api: 1250,
      editor: 300,
      gone: null,
    });
  } finally {
    rmSync(proc, { recursive: true, force: true });
  }
});

test('the least-squares slope of a line is its gradient', () => {
  assert.equal(
    slope([
      [0, 10],
      [1, 12],
      [2, 14],
    ]),
    2,
  );
  assert.equal(slope([[5, 5]]), 0);
});

const MB = 1024;
/** Samples every 5 s for `seconds`, RSS from `mbAt(t)`. */
const series = (seconds, mbAt) =>
  Array.from({ length: seconds / 5 + 1 }, (_, index) => ({
    atSeconds: index * 5,
    rssKB: Math.round(mbAt(index * 5) * MB),
  }));

test('memory that rises in the warm-up and then saws up and down is flat (PASS)', () => {
  const verdict = memoryVerdict(
    series(600, (t) => (t < 60 ? 100 + t : 200 + (t % 20 === 0 ? 8 : 0))),
    { warmupSeconds: 60 },
  );
  assert.equal(verdict.verdict, 'PASS');
  assert.equal(verdict.startMB, 100);
  assert.equal(verdict.maxMB, 208);
  assert.ok(Math.abs(verdict.per10MinPercent) < 2, String(verdict.per10MinPercent));
});

test('memory whose peaks climb while its troughs stay put is flat (a lazy collector)', () => {
  // Every 30 s: back to 200 MB, then up by 2 MB per 5 s, a little higher each window.
  const verdict = memoryVerdict(
    series(600, (t) => (t % 30 === 0 ? 200 : 200 + (t % 30) * 0.4 + t * 0.05)),
    { warmupSeconds: 60 },
  );
  assert.equal(verdict.verdict, 'PASS', JSON.stringify(verdict));
  assert.ok(verdict.growthPercent > 10, 'the end is higher than the start');
});

test('troughs are the lowest sample of each window', () => {
  const samples = [0, 5, 10, 15, 20, 25, 30, 35].map((t) => ({ atSeconds: t, rssKB: 100 - t }));
  assert.deepEqual(troughs(samples, 20), [
    [10, 85],
    [30, 65],
  ]);
});

test('a steady leak after the warm-up is a MISS, with its growth per 10 minutes', () => {
  // 200 MB after the warm-up, then 0.05 MB/s: 30 MB (15 %) per 10 minutes.
  const verdict = memoryVerdict(
    series(300, (t) => (t < 60 ? 150 : 200 + 0.05 * (t - 60))),
    { warmupSeconds: 60 },
  );
  assert.equal(verdict.verdict, 'MISS');
  assert.equal(verdict.per10MinMB, 30);
  // 30 MB over the median of the first three settled samples (200.25 MB).
  assert.equal(verdict.per10MinPercent, 15);
  assert.equal(verdict.baselineMB, 200);
});

test('too few samples after the warm-up, or a process that died, is not a PASS', () => {
  assert.match(
    memoryVerdict(
      series(140, () => 100),
      { warmupSeconds: 60 },
    ).verdict,
    /^NOT MEASURED \(3 30 s windows after the warm-up, 4 needed\)/,
  );
  const died = series(300, () => 100);
  died[40].rssKB = null;
  assert.match(memoryVerdict(died, { warmupSeconds: 60 }).verdict, /^MISS \(the process exited/);
});

// ---- the shopper's HTTP -----------------------------------------------------------------------

test('the cookie jar keeps, replaces and drops cookies as a browser does', () => {
  const jar = createCookieJar();
  jar.store(['cart_uk=abc; Path=/; HttpOnly', 'customer_token=t1; Path=/; Max-Age=3600']);
  assert.equal(jar.header(), 'cart_uk=abc; customer_token=t1');
  jar.store(['cart_uk=def; Path=/', 'customer_token=; Path=/; Max-Age=0']);
  assert.equal(jar.header(), 'cart_uk=def');
  jar.store(['cart_uk=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
  assert.equal(jar.header(), '');
});

test('reads a server action result from its flight answer, or says it threw', () => {
  const ok = '0:{"a":"$@1","f":"","b":"build"}\n1:{"ok":true,"redirectTo":"/checkout/onepage"}\n';
  assert.deepEqual(actionResultFromFlight(ok), {
    value: { ok: true, redirectTo: '/checkout/onepage' },
  });
  const threw = '0:{"a":"$@1","f":"","b":"build"}\n1:E{"digest":"123"}\n';
  assert.deepEqual(actionResultFromFlight(threw), { error: 'the action threw (digest 123)' });
  assert.deepEqual(actionResultFromFlight('<!DOCTYPE html>'), {
    error: 'no action result in the answer',
  });
});

test('encodes action arguments as encodeReply does for plain values', () => {
  assert.equal(
    encodeActionArgs(['uk', { email: 'a@b.c', note: '$5' }]),
    '["uk",{"email":"a@b.c","note":"$$5"}]',
  );
});

test('finds action ids by name, refusing an unknown or ambiguous name', () => {
  const actionId = actionIdsFromManifest({
    node: {
      '7f01': { exportedName: 'placeOrderAction', filename: 'src/features/checkout/actions.ts' },
      '7f02': { exportedName: 'loginAction', filename: 'src/features/account/actions.ts' },
      '7f03': { exportedName: 'loginAction', filename: 'src/features/other/actions.ts' },
    },
    edge: {},
  });
  assert.equal(actionId('placeOrderAction'), '7f01');
  assert.equal(actionId('loginAction', 'features/account/'), '7f02');
  assert.throws(() => actionId('loginAction'), /several server actions/);
  assert.throws(() => actionId('nope'), /no server action named nope/);
});

test('reads the no-JavaScript forms: the right line, hidden fields, entities decoded', () => {
  const html = `<form action="/search"><input name="q" value="mint"></form>
    <form action="" data-testid="cart:qty-form"><input type="hidden" name="$ACTION_ID_ab"/>
    <input type="hidden" name="uid" value="L1"/><input name="current" value="2"/>
    <button name="step" value="1">+</button></form>
    <form action="" data-testid="cart:qty-form"><input type="hidden" name="$ACTION_ID_ab"/>
    <input type="hidden" name="uid" value="L2"/><input name="note" value="a&amp;b"/></form>`;
  assert.deepEqual(formFields(html, ['data-testid="cart:qty-form"', 'value="L2"']), {
    $ACTION_ID_ab: '',
    uid: 'L2',
    note: 'a&b',
  });
  assert.deepEqual(formFields(html, ['data-testid="cart:qty-form"']), {
    $ACTION_ID_ab: '',
    uid: 'L1',
    current: '2',
  });
  assert.equal(formFields(html, ['data-testid="cart:remove"']), null);
});

test('finds the variant links of a product page', () => {
  const html = `<a href="/mint.html?flavour=mint&amp;strength=6">6</a><a href="/mint.html">x</a>
    <a href="/other.html?flavour=mint">o</a><a class="v" href="/mint.html?flavour=mint&amp;strength=6">`;
  assert.deepEqual(queryLinksTo(html, '/mint.html'), ['/mint.html?flavour=mint&strength=6']);
});

test('finds the socket listening on a port in /proc/net/tcp, not a connection to it', () => {
  const text = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:0C80 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4711 1 0 100 0 0 10 0
   1: 0100007F:D2F0 0100007F:0C80 01 00000000:00000000 00:00000000 00000000     0        0 4712 1 0 20 4 30 10 -1
   2: 0100007F:0C81 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4713 1 0 100 0 0 10 0`;
  assert.deepEqual(listeningInodes(text, 3200), ['4711']);
  assert.deepEqual(listeningInodes(text, 53_999), []);
});
