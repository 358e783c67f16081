import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @shop/server` writes a migration for every schema change;
// the migrations are committed and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
