// Starts the three production builds (api, storefront, editor) as child processes and waits until
// each answers. Shared by `npm start` (scripts/start.mjs) and the e2e harness (scripts/e2e.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const COLORS = { api: 35, storefront: 36, editor: 33, build: 32 };

/** Runs a command to completion, streaming its output with a prefix; rejects on failure. */
export function run(name, command, args, { env = {}, cwd = repoRoot } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeWithPrefix(name, child);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited with code ${code}`)),
    );
  });
}

/** Starts a long-running service; returns the child process. */
export function startService(name, command, args, { env = {}, cwd = repoRoot } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  pipeWithPrefix(name, child);
  child.on('exit', (code, signal) => {
    if (!child.stopping)
      console.error(`[${name}] stopped unexpectedly (code ${code}, signal ${signal})`);
  });
  return child;
}

function pipeWithPrefix(name, child) {
  const color = COLORS[name] ?? 37;
  const prefix = process.stdout.isTTY ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
}

/** Polls a URL until it answers with a status below 500. */
export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: process exited before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopAll(children) {
  for (const child of children) {
    if (!child || child.exitCode !== null) continue;
    child.stopping = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}

/**
 * Starts api, storefront and editor from their production builds on the given ports.
 * The api runs migrations and seeds at start; the others talk to it over loopback.
 */
export async function startStack({ apiPort, storefrontPort, editorPort, env = {} }) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storefrontUrl = `http://localhost:${storefrontPort}`;
  const editorUrl = `http://localhost:${editorPort}`;
  const shared = {
    API_URL: apiUrl,
    STOREFRONT_URL: `http://127.0.0.1:${storefrontPort}`,
    SITE_URL: storefrontUrl,
    ALLOWED_ORIGINS: [
      storefrontUrl,
      editorUrl,
      `http://127.0.0.1:${storefrontPort}`,
      `http://127.0.0.1:${editorPort}`,
    ].join(','),
    ...env,
  };
  const children = [];
  try {
    const api = startService('api', process.execPath, ['apps/api/dist/main.js'], {
      env: {
        // A local stack reads its mails in the api's outbox viewer (http://localhost:4000/outbox),
        // which production builds keep off unless asked; it stays off when SMTP_URL is set.
        MAIL_OUTBOX_VIEWER: '1',
        ...shared,
        PORT: String(apiPort),
        NODE_ENV: 'production',
      },
    });
    children.push(api);
    await waitForUrl(`${apiUrl}/health`, { child: api });
    // server.mjs wraps `next start` to answer repeated slashes with SPEC §2.1's 302.
    const storefront = startService('storefront', process.execPath, ['server.mjs'], {
      cwd: path.join(repoRoot, 'apps/storefront'),
      env: { ...shared, PORT: String(storefrontPort), NODE_ENV: 'production' },
    });
    children.push(storefront);
    // server.mjs serves dist/ with security headers and proxies /graphql and /media to the api.
    const editor = startService('editor', process.execPath, ['server.mjs'], {
      cwd: path.join(repoRoot, 'apps/editor'),
      env: { ...shared, PORT: String(editorPort) },
    });
    children.push(editor);
    await Promise.all([
      waitForUrl(storefrontUrl, { child: storefront }),
      waitForUrl(editorUrl, { child: editor }),
    ]);
  } catch (error) {
    stopAll(children);
    throw error;
  }
  return { children, apiUrl, storefrontUrl, editorUrl };
}

/**
 * Builds everything, starts the three apps on the given ports with a throw-away data folder and
 * the given editor account, runs `work(stack)`, then stops them and removes the folder. Returns
 * what `work` returns. Used by the e2e and bench runners.
 */
export async function withStack({ apiPort, storefrontPort, editorPort, env = {} }, work) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumo-stack-'));
  let stack;
  try {
    await run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
    stack = await startStack({
      apiPort,
      storefrontPort,
      editorPort,
      env: { DATA_DIR: dataDir, ...env },
    });
    return await work({ ...stack, dataDir });
  } finally {
    if (stack) stopAll(stack.children);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
