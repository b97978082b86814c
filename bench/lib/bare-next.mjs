// Builds and serves bench/bare-next (the reference app) with the repository's own Next.js binary.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bareNextDir = path.join(benchDir, 'bare-next');
const nextBin = path.resolve(benchDir, '../node_modules/next/dist/bin/next');

/** Paths of the two reference pages (bench/bare-next/app). */
export const BARE_PAGES = { perRequest: '/per-request', prerendered: '/prerendered' };

const env = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

/**
 * @param {typeof import('../../scripts/lib/stack.mjs').run} run
 */
export function buildBareNext(run) {
  return run('bare-next', process.execPath, [nextBin, 'build'], { cwd: bareNextDir, env });
}

/**
 * Starts `next start` on `port`; resolves once it answers. The caller stops the returned child.
 * @param {{ startService: typeof import('../../scripts/lib/stack.mjs').startService,
 *   waitForUrl: typeof import('../../scripts/lib/stack.mjs').waitForUrl }} stack
 * @param {number} port
 */
export async function startBareNext({ startService, waitForUrl }, port) {
  const child = startService(
    'bare-next',
    process.execPath,
    [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: bareNextDir, env },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}${BARE_PAGES.prerendered}`, { child });
  return { child, url };
}
