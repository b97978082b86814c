// `npm run bench`: builds and starts the three apps (own ports, throw-away database), then runs the
// benchmarks in bench/ and apps/editor/bench/. Numbers are reported, never asserted: machines here
// are shared and noisy, so compare runs on the same machine.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { repoRoot, run, withStack } from './lib/stack.mjs';

const credentials = {
  EDITOR_EMAIL: 'bench-admin@lumo.test',
  EDITOR_PASSWORD: randomBytes(12).toString('base64url'),
};

async function runBenches(stack) {
  const benchEnv = {
    BENCH_API_URL: stack.apiUrl,
    BENCH_STOREFRONT_URL: stack.storefrontUrl,
    BENCH_EDITOR_URL: stack.editorUrl,
    BENCH_EDITOR_EMAIL: credentials.EDITOR_EMAIL,
    BENCH_EDITOR_PASSWORD: credentials.EDITOR_PASSWORD,
  };
  const benches = ['bench/storefront-bench.mjs', 'apps/editor/bench/editor-bench.mjs'];
  for (const bench of benches) {
    if (!existsSync(path.join(repoRoot, bench))) {
      console.log(`(skipped: ${bench} does not exist)`);
      continue;
    }
    await run('bench', process.execPath, [bench], { env: benchEnv });
  }
}

try {
  await withStack(
    { apiPort: 4200, storefrontPort: 3200, editorPort: 3201, env: credentials },
    runBenches,
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
