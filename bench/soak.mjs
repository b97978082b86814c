// Soak (issue 15): a bounded run of virtual shoppers against the local stack (browse, search,
// cart, checkout to a placed order, account), over HTTP to the storefront as a browser talks to
// it. Reports requests, errors and p50/p99 latency per journey kind, and the memory (RSS, with
// children) of every process: start, end, max and growth after a warm-up. Targets: zero errors,
// flat memory; printed PASS/MISS, never asserted (docs/performance.md, ADR 0043).
//
// `npm run bench` runs it last, against the stack it started. Alone:
//   node bench/soak.mjs                       builds, generates the catalogue, starts its own stack
//   SOAK_SECONDS=120 node bench/soak.mjs      a shorter try
//   BENCH_API_URL=http://127.0.0.1:4000 BENCH_STOREFRONT_URL=http://localhost:3000 \
//   node bench/soak.mjs      servers you started yourself (their listeners' memory is watched,
//                            or name them: SOAK_PIDS=api=1234,storefront=1240)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { graphqlClient } from './lib/graphql-client.mjs';
import { machine, writeResults } from './lib/report.mjs';
import { soakCatalog } from './lib/soak-catalog.mjs';
import { actionIdsFromManifest } from './lib/soak-http.mjs';
import { memoryVerdict, pidListeningOn, startMemorySampler } from './lib/soak-memory.mjs';
import {
  KINDS,
  mayStartJourney,
  parseMix,
  pickJourney,
  seededRandom,
  staggeredStarts,
} from './lib/soak-mix.mjs';
import { soakKindTable, soakMemoryTable, soakTargets } from './lib/soak-report.mjs';
import { createShopper } from './lib/soak-shopper.mjs';
import { createRecorder, summariseRecorder } from './lib/soak-stats.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const pidsSchema = z
  .string()
  .regex(/^([a-z]+=\d+)(,[a-z]+=\d+)*$/, 'SOAK_PIDS: name=pid[,name=pid...]')
  .transform((text) =>
    Object.fromEntries(
      text.split(',').map((pair) => [pair.split('=')[0], Number(pair.split('=')[1])]),
    ),
  );

export const soakEnv = z.object({
  BENCH_API_URL: z.url().optional(),
  BENCH_STOREFRONT_URL: z.url().optional(),
  BENCH_EDITOR_URL: z.url().optional(),
  BENCH_STORE: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .default('uk'),
  /** How long shoppers start new journeys; journeys under way then finish. */
  SOAK_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 3600)
    .default(600),
  /** Samples before this are left out of the memory verdict (default: 60 s, at most a third). */
  SOAK_WARMUP_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  SOAK_SHOPPERS: z.coerce.number().int().min(1).max(200).default(8),
  /** Mean pause between a shopper's pages. */
  SOAK_THINK_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  SOAK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  SOAK_SAMPLE_SECONDS: z.coerce.number().min(1).max(60).default(5),
  SOAK_MEMORY_LIMIT_PERCENT: z.coerce.number().positive().max(1000).default(10),
  SOAK_SEED: z.coerce.number().int().min(0).default(1),
  SOAK_MIX: z.string().max(200).optional(),
  /** Processes to watch when the servers are yours: `api=<pid>,storefront=<pid>,...`. */
  SOAK_PIDS: pidsSchema.optional(),
  SOAK_ACTIONS_MANIFEST: z
    .string()
    .default(path.join(repoRoot, 'apps/storefront/.next/server/server-reference-manifest.json')),
});

/**
 * Servers on this machine found by the port of their URL (servers you started yourself, when
 * SOAK_PIDS is not given): name -> pid of the listening process.
 * @param {z.infer<typeof soakEnv>} env
 */
function listeners(env) {
  const urls = {
    api: env.BENCH_API_URL,
    storefront: env.BENCH_STOREFRONT_URL,
    editor: env.BENCH_EDITOR_URL,
  };
  const found = {};
  for (const [name, url] of Object.entries(urls)) {
    if (!url) continue;
    const { hostname, port, protocol } = new URL(url);
    if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname)) continue;
    const pid = pidListeningOn(Number(port || (protocol === 'https:' ? 443 : 80)));
    if (pid) found[name] = pid;
  }
  return found;
}

/**
 * Runs the soak against a running stack.
 * @param {z.infer<typeof soakEnv>} env
 * @param {{ pids?: Record<string, number> }} [options] the processes whose memory is sampled
 */
export async function runSoak(env, { pids = env.SOAK_PIDS ?? listeners(env) } = {}) {
  if (!env.BENCH_API_URL || !env.BENCH_STOREFRONT_URL) {
    throw new Error('runSoak needs BENCH_API_URL and BENCH_STOREFRONT_URL');
  }
  const mix = parseMix(env.SOAK_MIX);
  const warmupSeconds = env.SOAK_WARMUP_SECONDS ?? Math.min(60, Math.floor(env.SOAK_SECONDS / 3));
  const actionId = actionIdsFromManifest(
    JSON.parse(readFileSync(env.SOAK_ACTIONS_MANIFEST, 'utf8')),
  );
  const client = graphqlClient(env.BENCH_API_URL, { store: env.BENCH_STORE });
  const data = await soakCatalog(client, repoRoot);
  console.log(
    `soak: ${env.SOAK_SHOPPERS} shoppers for ${env.SOAK_SECONDS} s (warm-up ${warmupSeconds} s), mix ${JSON.stringify(mix)}, watching ${Object.keys(pids).join(', ') || 'no process'}`,
  );

  const recorder = createRecorder();
  const journeys = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  const sampler = startMemorySampler(pids, env.SOAK_SAMPLE_SECONDS * 1000);
  const started = Date.now();
  const endsAt = started + env.SOAK_SECONDS * 1000;
  const printed = new Set();
  const progress = setInterval(() => {
    const { total, errors } = summariseRecorder(recorder, KINDS);
    console.log(
      `soak: ${Math.round((Date.now() - started) / 1000)} s, ${total.requests} requests, ${total.errors} errors`,
    );
    // A new kind of error is shown when it first happens, not only at the end of a long run.
    for (const error of errors.filter((row) => !printed.has(row.message)).slice(0, 3)) {
      printed.add(error.message);
      console.log(`soak: new error in ${error.kind}/${error.step}: ${error.message}`);
    }
  }, 30_000);
  const starts = staggeredStarts(env.SOAK_SHOPPERS, Math.min(20_000, env.SOAK_SECONDS * 100));
  await Promise.all(
    starts.map(async (offset, index) => {
      await new Promise((resolve) => setTimeout(resolve, offset));
      // Each shopper its own seeded sequence: the run repeats with the same SOAK_SEED.
      const random = seededRandom(env.SOAK_SEED * 1000 + index);
      const shopper = createShopper({
        storefrontUrl: env.BENCH_STOREFRONT_URL,
        record: recorder.record,
        actionId,
        random,
        timeoutMs: env.SOAK_TIMEOUT_MS,
        thinkMs: env.SOAK_THINK_MS,
        data,
      });
      while (mayStartJourney(Date.now(), endsAt)) {
        const kind = pickJourney(mix, random);
        journeys[kind] += 1;
        await shopper.run(kind);
        await shopper.pause();
      }
    }),
  );
  clearInterval(progress);
  const samples = sampler.stop();
  const summary = summariseRecorder(recorder, KINDS);
  const memory = Object.fromEntries(
    Object.keys(pids).map((name) => [
      name,
      memoryVerdict(
        samples.map((sample) => ({ atSeconds: sample.atSeconds, rssKB: sample.rssKB[name] })),
        { warmupSeconds, limitPercent: env.SOAK_MEMORY_LIMIT_PERCENT },
      ),
    ]),
  );
  const result = {
    seconds: env.SOAK_SECONDS,
    ranSeconds: Math.round((Date.now() - started) / 1000),
    warmupSeconds,
    shoppers: env.SOAK_SHOPPERS,
    thinkMs: env.SOAK_THINK_MS,
    mix,
    journeys,
    ...summary,
    memory,
    memorySamples: samples,
    targets: soakTargets({
      total: summary.total,
      memory,
      limitPercent: env.SOAK_MEMORY_LIMIT_PERCENT,
    }),
  };
  printSoak(result);
  return result;
}

/** @param {Awaited<ReturnType<typeof runSoak>>} soak */
export function printSoak(soak) {
  console.log(
    `\nSoak: ${soak.shoppers} shoppers, ${soak.ranSeconds} s, journeys ${JSON.stringify(soak.journeys)}`,
  );
  console.table(soakKindTable(soak));
  if (Object.keys(soak.memory).length) {
    console.log(`Memory (RSS with children; warm-up ${soak.warmupSeconds} s)`);
    console.table(soakMemoryTable(soak));
  }
  for (const error of soak.errors.slice(0, 20))
    console.log(`error x${error.count} ${error.kind}/${error.step}: ${error.message}`);
  for (const target of soak.targets)
    console.log(`${target.verdict} ${target.target}: ${target.measured}`);
}

/**
 * `node bench/soak.mjs` without servers: builds, generates the catalogue (BENCH_PRODUCTS,
 * default 10,000) into a throw-away PGlite folder and starts the stack on SOAK_PORT_BASE (api),
 * +1 (storefront) and +2 (editor), as `npm run bench` does.
 */
async function withOwnStack(work) {
  const { run, startStack, stopAll } = await import('../scripts/lib/stack.mjs');
  const { randomBytes } = await import('node:crypto');
  const options = z
    .object({
      BENCH_PRODUCTS: z.coerce.number().int().min(0).max(100_000).default(10_000),
      SOAK_PORT_BASE: z.coerce.number().int().min(1024).max(65_000).default(4300),
    })
    .parse(process.env);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumo-soak-'));
  const credentials = {
    EDITOR_EMAIL: 'soak-admin@lumo.test',
    EDITOR_PASSWORD: randomBytes(12).toString('base64url'),
  };
  let children = [];
  const stop = () => {
    stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
    if (options.BENCH_PRODUCTS > 0) {
      await run(
        'generate',
        'npm',
        [
          'run',
          'catalog:generate',
          '-w',
          '@lumo/api',
          '--',
          '--products',
          String(options.BENCH_PRODUCTS),
        ],
        { env: { DATA_DIR: dataDir, ...credentials } },
      );
    }
    const stack = await startStack({
      apiPort: options.SOAK_PORT_BASE,
      storefrontPort: options.SOAK_PORT_BASE + 1,
      editorPort: options.SOAK_PORT_BASE + 2,
      // One address sends every shopper's sign-ins and registrations: the per-address limits
      // are for people, not for a load run (ADR 0043).
      env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000', ...credentials },
    });
    children = stack.children;
    const [api, storefront, editor] = stack.children;
    return await work(stack, { api: api.pid, storefront: storefront.pid, editor: editor.pid });
  } finally {
    stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = soakEnv.parse(process.env);
  const soak =
    env.BENCH_API_URL && env.BENCH_STOREFRONT_URL
      ? await runSoak(env)
      : await withOwnStack((stack, pids) =>
          runSoak(
            { ...env, BENCH_API_URL: stack.apiUrl, BENCH_STOREFRONT_URL: stack.storefrontUrl },
            { pids },
          ),
        );
  const file = writeResults(path.join(repoRoot, 'bench/results/soak.json'), {
    startedAt: new Date(Date.now() - soak.ranSeconds * 1000).toISOString(),
    machine: machine(),
    soak,
  });
  console.log(`results: ${path.relative(repoRoot, file)}`);
  process.exit(0);
}
