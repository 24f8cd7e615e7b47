import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, JOURNEY_HOST_TARGET, TARGETS } from '../../scripts/build-if-stale.mjs';
import { compactPglite } from '../../server/test/pglite-template';
import { adminRows } from '../../server/test/postgres-admin';
import { adminQuery, JOURNEY_POSTGRES, POSTGRES_RUN_PREFIX, POSTGRES_TEMPLATE, postgresUrl, startServer, TEMPLATE_DIR } from './server';

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
  const seeds = { NODE_ENV: 'development', SEED_CATALOG: 'true', SEED_DEMO: 'true' };
  if (!JOURNEY_POSTGRES) {
    const server = await startServer(TEMPLATE_DIR, seeds);
    await server.stop();
    // Every spec file copies the folder and its server opens it: only what a start reads stays in it.
    await compactPglite(path.join(TEMPLATE_DIR, 'db'), async () => undefined);
    return undefined;
  }
  // On PostgreSQL (decision 080): the seeded database is a template each file's database is copied
  // from; the folder keeps the files the seeds stored (news covers). Each run's databases carry its prefix.
  const prefix = `gve_run_${process.pid}_`;
  process.env[POSTGRES_RUN_PREFIX] = prefix;
  const dropRun = async (name: string) => {
    const left = await adminQuery(`SELECT datname FROM pg_database WHERE starts_with(datname, '${name}')`);
    for (const { datname } of left) await adminQuery(`DROP DATABASE IF EXISTS ${String(datname)} WITH (FORCE)`);
  };
  // A run killed before its teardown left its databases: dropped once its process is gone.
  for (const { datname } of await adminQuery("SELECT datname FROM pg_database WHERE starts_with(datname, 'gve_run_')")) {
    const pid = Number(/^gve_run_(\d+)_/.exec(String(datname))?.[1]);
    if (pid && !running(pid)) await adminQuery(`DROP DATABASE IF EXISTS ${String(datname)} WITH (FORCE)`);
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
  const server = await startServer(TEMPLATE_DIR, { ...seeds, DATABASE_URL: postgresUrl(POSTGRES_TEMPLATE) });
  await server.stop();
  // The jobs its start queued (catch-ups, a rescan) are not the template's: each file's server queues
  // its own at its start, as a PGlite start does (its queue lives in the process).
  await adminRows(postgresUrl(POSTGRES_TEMPLATE), 'DELETE FROM pgboss.job');
  // The template is made again at each run's start: nothing is kept for the next.
  return async () => {
    await dropRun(prefix);
    await adminQuery(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
  };
}

/** Whether a process of this machine still runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
