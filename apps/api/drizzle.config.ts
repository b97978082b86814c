import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @lumo/api` writes SQL migrations to ./drizzle (committed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
