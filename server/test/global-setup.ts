import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate';
import { adminQuery } from './databases';
import { buildServerIfStale } from '../../scripts/build-if-stale.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite cluster (file path): every test database starts from it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`), when TEST_DATABASE_URL is set. */
    postgresTemplate: string;
  }
}

/**
 * Builds the server bundle the process tests start, if stale (server-process.ts). Migrates one
 * database per target once per run, so that each test file copies it instead of
 * creating a cluster and migrating it again (a fresh PGlite cluster takes ~4 s to start; a copy
 * ~0.7 s).
 */
export default async function setup(project: TestProject) {
  buildServerIfStale();
  project.provide('pgliteTemplate', await pgliteTemplate());
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', '');
    return;
  }
  const name = `gv_test_template_${process.pid}`;
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 1 });
  await runMigrations(database);
  await bootstrapOnce(database);
  await database.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The dump is kept between runs, named for the migrations and the PGlite version it was made with. */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha1');
  hash.update(readFileSync(path.join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json')));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  // What a first start writes is in the template too (bootstrapOnce): its code is part of the name.
  for (const dir of ['../seeds', '../seeds/data', '../../node_modules/pg-boss']) {
    const full = path.join(import.meta.dirname, dir);
    for (const file of readdirSync(full).sort()) if (/\.(ts|csv|json)$/.test(file)) hash.update(file).update(readFileSync(path.join(full, file)));
  }
  const file = path.join(tmpdir(), `gunesveri-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({});
  try {
    await runMigrations(database);
    await bootstrapOnce(database);
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.driver.client.dumpDataDir('none');
    // Written whole, then renamed: a run that stops half-way leaves no broken template behind.
    await writeFile(`${file}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${file}.${process.pid}`, file);
  } finally {
    await database.close();
  }
  return file;
}

/**
 * A first start's work, done once in the template instead of in every test file's first build:
 * reference data, sources and legal texts (their seeds are idempotent and run again at each build),
 * and on PostgreSQL pg-boss's schema and queues. Measured in docs/benchmarks.md (decision 051).
 */
async function bootstrapOnce(database: Database) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gv-template-'));
  try {
    const app = await buildApp(testConfig({ DATA_DIR: dataDir }), { database });
    await app.ready();
    await app.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
