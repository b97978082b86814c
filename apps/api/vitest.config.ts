import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports": Vite would pick its ESM build ("module") for our sources
    // while graphql-yoga, loaded by Node, gets the CommonJS build. Two copies break
    // `instanceof GraphQLError`; point ours at the one Node loads, as in production.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
