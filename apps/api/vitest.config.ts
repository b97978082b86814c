import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports": Vite would pick its ESM build ("module") for our sources
    // while graphql-yoga, loaded by Node, gets the CommonJS build. Two copies break
    // `instanceof GraphQLError`; point ours at the one Node loads, as in production.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['src/**/*.test.ts', 'seed-content/**/*.test.ts'],
    // Files share a worker's modules, so PGlite's WebAssembly is compiled once per worker and
    // each test app clones a migrated template database (see src/test/test-app.ts). No test
    // relies on module state.
    isolate: false,
    // On PostgreSQL (DATABASE_URL), one migrated template database per run, copied per test app.
    globalSetup: ['src/test/postgres-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
