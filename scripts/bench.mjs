// `npm run bench`: builds and starts the three apps (own ports, throw-away database), then runs the
// benchmarks in bench/ and apps/editor/bench/. Numbers are reported, never asserted: machines here
// are shared and noisy, so compare runs on the same machine.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { repoRoot, run, startStack, stopAll } from './lib/stack.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lumo-bench-'));
const credentials = {
  EDITOR_EMAIL: 'bench-admin@lumo.test',
  EDITOR_PASSWORD: randomBytes(12).toString('base64url'),
};
let stack;
let failed = false;
try {
  await run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  stack = await startStack({
    apiPort: 4200,
    storefrontPort: 3200,
    editorPort: 3201,
    env: { DATA_DIR: dataDir, ...credentials },
  });
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
} catch (error) {
  console.error(error.message);
  failed = true;
} finally {
  if (stack) stopAll(stack.children);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
