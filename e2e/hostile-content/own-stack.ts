import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { waitUntilAnswering } from '../private-stack';
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

export interface OwnStackSeed {
  /** Rewrites the seeded rows (api stopped), then starts api and storefront on them. */
  start(rewrite: (db: PGlite) => Promise<void>): Promise<OwnStack>;
  /** Stops whatever runs and removes the data folder (also when start was never called). */
  discard(): Promise<void>;
}

/**
 * Starts the seeding api at once and returns; the spec calls this before its other tests so the
 * migrations and seed (the slow part) overlap them instead of adding to the run.
 */
export function prepareOwnStack(): OwnStackSeed {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumo-hostile-cms-'));
  const children: ChildProcess[] = [];
  const ports = Promise.all([freePort(), freePort()]);
  const env = (apiPort: number, storefrontPort: number) => {
    const storefront = `http://127.0.0.1:${storefrontPort}`;
    return {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      API_URL: `http://127.0.0.1:${apiPort}`,
      STOREFRONT_URL: storefront,
      SITE_URL: storefront,
      ALLOWED_ORIGINS: storefront,
      EDITOR_EMAIL: 'hostile-editor@lumo.test',
      EDITOR_PASSWORD: 'hostile-editor-password-1',
    };
  };
  const startApi = async () => {
    const [apiPort, storefrontPort] = await ports;
    const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
      cwd: repoRoot,
      env: { ...env(apiPort, storefrontPort), PORT: String(apiPort) },
      stdio: 'ignore',
    });
    children.push(child);
    await waitUntilAnswering(`http://127.0.0.1:${apiPort}/health`, child);
    return child;
  };
  // First start: migrations and seed content; the api is stopped again once it answers.
  const seeded = startApi().then(stopProcess);
  // An unobserved failure must not crash the runner; start() and discard() see it.
  seeded.catch(() => undefined);
  const discard = async () => {
    await seeded.catch(() => undefined);
    await Promise.all(children.map(stopProcess));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const start = async (rewrite: (db: PGlite) => Promise<void>): Promise<OwnStack> => {
    await seeded;
    const [apiPort, storefrontPort] = await ports;
    const shared = env(apiPort, storefrontPort);
    const db = new PGlite(path.join(dataDir, 'pglite'));
    try {
      await rewrite(db);
    } finally {
      await db.close();
    }
    await startApi();
    const storefrontProcess = spawn(process.execPath, ['server.mjs'], {
      cwd: path.join(repoRoot, 'apps/storefront'),
      env: { ...shared, PORT: String(storefrontPort) },
      stdio: 'ignore',
    });
    children.push(storefrontProcess);
    await waitUntilAnswering(`${shared.STOREFRONT_URL}/robots.txt`, storefrontProcess);
    const response = await fetch(`${shared.API_URL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($email: String!, $password: String!) { generateEditorToken(email: $email, password: $password) { token } }',
        variables: { email: shared.EDITOR_EMAIL, password: shared.EDITOR_PASSWORD },
      }),
    });
    const body = (await response.json()) as { data: { generateEditorToken: { token: string } } };
    return {
      storefront: shared.STOREFRONT_URL,
      api: shared.API_URL,
      token: body.data.generateEditorToken.token,
      stop: discard,
    };
  };
  return { start, discard };
}
