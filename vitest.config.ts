import { defineConfig } from 'vitest/config';
import DurationSequencer from './scripts/test-order';

// Unit and API tests. API tests run through buildApp() on PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set (server/test/test-app.ts). Browser journeys are Playwright's (e2e/).
export default defineConfig({
  test: {
    pool: 'forks',
    // Three workers on two cores: many server files wait (for a child process, a timer, a mail), and two
    // workers left the cores idle between files (docs/benchmarks.md, "the suite's time" sections).
    maxWorkers: 3,
    testTimeout: 120_000,
    // Longest first across both projects, by measured time (scripts/test-order.ts).
    sequence: { sequencer: DurationSequencer },
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['{server,shared,scripts}/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // An unexpected console.error/warn or process warning fails a test, as in the client's tests,
          // and so does a statement sent on a connection still running another.
          setupFiles: ['shared/test/fail-on-console.ts', 'server/test/fail-on-query-overlap.ts'],
          // Each file builds its own app on its own database copy and keeps no state in modules, so a
          // worker reuses the modules it has loaded instead of importing the server again per file
          // (decision 019).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          // Every client test runs where components run; an unexpected console.error/warn fails it.
          environment: 'jsdom',
          setupFiles: ['shared/test/fail-on-console.ts'],
          // Each file gets its own jsdom (its DOM, storage and location), and a worker keeps the modules it
          // has loaded: importing React and react-aria again per file cost several times the client tests'
          // CPU (decision 058). A test states the state it relies on (react-aria's last interaction, say)
          // rather than leaning on a fresh module graph; files run shuffled stay green.
          isolate: false,
        },
      },
    ],
  },
});
