import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './support';

/**
 * An api and a storefront of a spec's own, from the production builds, on a throw-away data
 * folder: for specs that stop the api (outages) while the shared stack keeps serving the others.
 */
export interface PrivateStack {
  apiUrl: string;
  /** The storefront's origin. */
  origin: string;
  /** Stops the api (SIGTERM) and waits until it has exited. */
  stopApi(): Promise<void>;
  /** Starts the api again on the same port and data folder; resolves once it answers. */
  startApi(): Promise<void>;
  /** Stops both and removes the data folder. */
  stop(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, '..');

function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Polls until the URL answers 200; fails at once when the process has exited. */
export async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 180 s`);
}

export async function startPrivateStack({
  name,
  env = {},
}: {
  /** Names the data folder (lumo-<name>-…) so a leftover one says which spec made it. */
  name: string;
  env?: Record<string, string>;
}): Promise<PrivateStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `lumo-${name}-`));
  const [apiPort, storefrontPort] = await Promise.all([freePort(), freePort()]);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const origin = `http://127.0.0.1:${storefrontPort}`;
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    API_URL: apiUrl,
    STOREFRONT_URL: origin,
    SITE_URL: origin,
    ALLOWED_ORIGINS: origin,
    ...env,
  };
  let api: ChildProcess | undefined;
  let storefront: ChildProcess | undefined;
  const startApi = async () => {
    api = spawn(process.execPath, ['apps/api/dist/main.js'], {
      cwd: repoRoot,
      env: { ...shared, PORT: String(apiPort) },
      stdio: 'ignore',
    });
    await waitUntilAnswering(`${apiUrl}/health`, api);
  };
  const stop = async () => {
    await Promise.all([stopProcess(api), stopProcess(storefront)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const apiReady = startApi();
    storefront = spawn(process.execPath, ['server.mjs'], {
      cwd: path.join(repoRoot, 'apps/storefront'),
      env: { ...shared, PORT: String(storefrontPort) },
      stdio: 'ignore',
    });
    await apiReady;
    await waitUntilAnswering(`${origin}/robots.txt`, storefront);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, origin, startApi, stopApi: () => stopProcess(api), stop };
}
