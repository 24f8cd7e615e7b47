import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, JOURNEY_HOST_TARGET, TARGETS } from '../../scripts/build-if-stale.mjs';
import { compactPglite } from '../../server/test/pglite-template';
import { startServer, TEMPLATE_DIR } from './server';

/**
 * Builds the web app and the server if their sources changed, and prepares one seeded template
 * database (migrations, reference and demo data, demo accounts); every spec file then starts from
 * its own copy of it.
 */
export default async function globalSetup() {
  // The journeys run the built app and server as `npm start` does: rebuilt here when a source changed
  // (and the host that serves each worker's files, decision 058).
  buildIfStale({ targets: [...TARGETS, JOURNEY_HOST_TARGET] });
  await rm(TEMPLATE_DIR, { recursive: true, force: true });
  // The accessibility pass scans each page once per run across workers (fixtures.ts claims a page by
  // creating its marker folder here; workers inherit this variable).
  process.env.GV_A11Y_CLAIMS = await mkdtemp(path.join(tmpdir(), 'gunesveri-a11y-'));
  // Seeded as a developer's first `npm start` seeds it: production never makes the demo accounts,
  // which the journeys sign in with; every journey's server then runs in production on a copy.
  const server = await startServer(TEMPLATE_DIR, { NODE_ENV: 'development', SEED_CATALOG: 'true', SEED_DEMO: 'true' });
  await server.stop();
  // Every spec file copies the folder and its server opens it: only what a start reads stays in it.
  await compactPglite(path.join(TEMPLATE_DIR, 'db'), async () => undefined);
}
