import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate`; the app applies migrations itself (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './drizzle',
});
