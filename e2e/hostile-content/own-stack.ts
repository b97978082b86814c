import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect } from '@playwright/test';
import { freePort } from '../support';

/**
 * An api and storefront of the spec's own, on a data folder whose CMS rows were rewritten with SQL
 * while the api was stopped: CMS pages, blocks, FAQ answers and store locations have no write
 * operation in the api (they are seeded), so SQL is the way such copy arrives in practice (an old
 * import, a database restore). The api sanitises CMS HTML when it serves it and the storefront
 * again when it renders it; both fences are between these rows and the shopper.
 */
export interface OwnStack {
  storefront: string;
  api: string;
  /** An editor token for this stack's api. */
  token: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, '../..');

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`${url}: the process exited (${child.exitCode})`);
        return fetch(url).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(200);
}

export async function startOwnStack(rewrite: (db: PGlite) => Promise<void>): Promise<OwnStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumo-hostile-cms-'));
  const [apiPort, storefrontPort] = await Promise.all([freePort(), freePort()]);
  const api = `http://127.0.0.1:${apiPort}`;
  const storefront = `http://127.0.0.1:${storefrontPort}`;
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    API_URL: api,
    STOREFRONT_URL: storefront,
    SITE_URL: storefront,
    ALLOWED_ORIGINS: storefront,
    EDITOR_EMAIL: 'hostile-editor@lumo.test',
    EDITOR_PASSWORD: 'hostile-editor-password-1',
  };
  const startApi = () =>
    spawn(process.execPath, ['apps/api/dist/main.js'], {
      cwd: repoRoot,
      env: { ...shared, PORT: String(apiPort) },
      stdio: 'ignore',
    });
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // First start: migrations and seed content; then the rows are rewritten with the api down.
    const seeding = startApi();
    children.push(seeding);
    await waitUntilAnswering(`${api}/health`, seeding);
    await stopProcess(seeding);
    const db = new PGlite(path.join(dataDir, 'pglite'));
    try {
      await rewrite(db);
    } finally {
      await db.close();
    }
    const apiProcess = startApi();
    children.push(apiProcess);
    await waitUntilAnswering(`${api}/health`, apiProcess);
    const storefrontProcess = spawn(process.execPath, ['server.mjs'], {
      cwd: path.join(repoRoot, 'apps/storefront'),
      env: { ...shared, PORT: String(storefrontPort) },
      stdio: 'ignore',
    });
    children.push(storefrontProcess);
    await waitUntilAnswering(`${storefront}/robots.txt`, storefrontProcess);
    const response = await fetch(`${api}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($email: String!, $password: String!) { generateEditorToken(email: $email, password: $password) { token } }',
        variables: { email: shared.EDITOR_EMAIL, password: shared.EDITOR_PASSWORD },
      }),
    });
    const body = (await response.json()) as { data: { generateEditorToken: { token: string } } };
    return { storefront, api, token: body.data.generateEditorToken.token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
