import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests run through buildApp() on PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set (server/test/test-app.ts). Browser journeys are Playwright's (e2e/).
export default defineConfig({
  test: {
    include: ['{server,shared,client,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
