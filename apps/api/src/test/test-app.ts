import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, type App } from '../app';
import { ManualClock } from '../clock';
import { DEFAULT_ALLOWED_ORIGINS, type AppConfig } from '../config';
import { createDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from '../db/database';
import { MemoryLogger } from '../logger';
import { migrationsFolder } from '../paths';
import { RecordingRevalidationNotifier } from '../features/builder-pages/revalidation';

export const ADMIN = { email: 'ada@lumo.test', password: 'correct-horse-1', name: 'Ada Admin' };

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  clock: ManualClock;
  logger: MemoryLogger;
  notifier: RecordingRevalidationNotifier;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

let template: Promise<PGlite> | undefined;

/**
 * A database of its own for one test app: in-memory PGlite, or, when DATABASE_URL is set (CI's
 * PostgreSQL run), a fresh copy of the run's migrated template database (postgres-template.ts)
 * on that server, dropped afterwards.
 */
async function createIsolatedDatabase(): Promise<{
  database: DatabaseHandle;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // Starting PGlite costs seconds; cloning a migrated template costs a fraction of that.
    template ??= (async () => {
      const base = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      await (await createDatabase({ pglite: base })).migrate(migrationsFolder);
      return base;
    })();
    // clone() is typed as the interface; it returns a full PGlite instance.
    const clone = (await (await template).clone()) as PGlite;
    return { database: await createDatabase({ pglite: clone }), drop: async () => undefined };
  }
  const name = `lumo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Copying the migrated template is a file copy; migrating a new database costs far more.
  const templateName = inject('postgresTemplateDatabase');
  await admin.query(
    `CREATE DATABASE "${name}"${templateName ? ` TEMPLATE "${templateName}"` : ''}`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    dataDir,
    previewSecret: 'test-preview-secret',
    previewTokenTtlMs: 60 * 60_000,
    revalidateSecret: 'test-revalidate-secret',
    storefrontUrl: 'http://127.0.0.1:3000',
    apiPublicUrl: 'http://localhost:4000',
    allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
    bootstrapEditor: ADMIN,
    editorSessionMs: 12 * 3_600_000,
    cookieSecure: false,
    trustedProxies: ['loopback'],
    maxImageBytes: 2 * 1024 * 1024,
    maxVideoBytes: 5 * 1024 * 1024,
    schedulerIntervalMs: 5000,
    mail: { from: 'Lumo <no-reply@lumo.local>', intervalMs: 2000, outboxViewer: true },
    // The smallest argon2id cost the library accepts: hashing stays real but fast in tests.
    argon2: { memoryCost: 1024, timeCost: 1 },
    ...overrides,
  };
}

export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    seedContentFolder?: string;
    seedMediaFolder?: string;
    seedSiteFooterFolder?: string;
    initialise?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumo-api-test-'));
  const { database, drop } = await createIsolatedDatabase();
  const clock = new ManualClock();
  const logger = new MemoryLogger();
  const notifier = new RecordingRevalidationNotifier();
  const config = testConfig(dataDir, options.config);
  const app = createApp({
    config,
    database,
    clock,
    logger,
    notifier,
    seedContentFolder: options.seedContentFolder ?? join(dataDir, 'no-seed-content'),
    seedMediaFolder: options.seedMediaFolder ?? join(dataDir, 'no-seed-media'),
    seedSiteFooterFolder: options.seedSiteFooterFolder ?? join(dataDir, 'no-seed-site-footer'),
  });
  if (options.initialise !== false) await app.initialise();
  return {
    app,
    database,
    clock,
    logger,
    notifier,
    config,
    dataDir,
    async close() {
      try {
        // Already closed when a test broke the database on purpose.
        await app.close().catch(() => undefined);
        await drop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export interface GraphQLResponse<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data: TData | null | undefined;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: unknown[] }[];
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  store?: string;
  origin?: string;
  remoteAddress?: string;
}

/** GraphQL call through the app's fetch handler. `data` is loosely typed unless TData is given. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function gql<TData = Record<string, any>>(
  app: App,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphQLResponse<TData>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.store) headers.store = options.store;
  if (options.origin) headers.origin = options.origin;
  const response = await app.fetch(
    new Request('http://localhost:4000/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    }),
    { remoteAddress: options.remoteAddress ?? '203.0.113.7' },
  );
  const body = (await response.json()) as Omit<GraphQLResponse<TData>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    generateEditorToken(email: $email, password: $password) {
      token
      editor {
        uid
        email
        name
        role
      }
    }
  }
`;

export async function signIn(app: App, email = ADMIN.email, password = ADMIN.password) {
  const result = await gql(app, SIGN_IN, { email, password });
  const token = result.data?.generateEditorToken?.token as string | undefined;
  if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(result.errors)}`);
  return token;
}

export function firstError(result: GraphQLResponse<unknown>) {
  const error = result.errors?.[0];
  if (!error) throw new Error(`Expected an error, got ${JSON.stringify(result.data)}`);
  return error;
}

/** The test app of a describe block, signed in as the bootstrap admin (see `signedInTestApp`). */
export interface SignedInTestApp extends Omit<TestApp, 'close'> {
  /** The admin's editor token. */
  token: string;
  /** A GraphQL call with the admin's token. */
  asEditor<TData = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<TData>>;
}

/**
 * One test app for the tests of a describe block, created and signed in before them and closed
 * after them. Call it in the describe body; read its fields inside the tests.
 */
export function signedInTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
): SignedInTestApp {
  let session: { testApp: TestApp; token: string } | undefined;
  beforeAll(async () => {
    const testApp = await createTestApp(options);
    session = { testApp, token: await signIn(testApp.app) };
  });
  afterAll(() => session?.testApp.close());
  const current = () => {
    if (!session) throw new Error('signedInTestApp is read before its beforeAll ran');
    return session;
  };
  return {
    get app() {
      return current().testApp.app;
    },
    get database() {
      return current().testApp.database;
    },
    get clock() {
      return current().testApp.clock;
    },
    get logger() {
      return current().testApp.logger;
    },
    get notifier() {
      return current().testApp.notifier;
    },
    get config() {
      return current().testApp.config;
    },
    get dataDir() {
      return current().testApp.dataDir;
    },
    get token() {
      return current().token;
    },
    asEditor(query, variables = {}) {
      const { testApp, token } = current();
      return gql(testApp.app, query, variables, { token });
    },
  };
}
