import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate';
import { adminQuery, adminRows, runDatabasePrefix } from './databases';
import { compactPglite } from './pglite-template';
import { buildServerIfStale } from '../../scripts/build-if-stale.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite cluster (file path): every test database starts from it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`), when TEST_DATABASE_URL is set. */
    postgresTemplate: string;
    /** The same two, with the real catalogue and the demo data seeded (tests built with SEED_CATALOG and SEED_DEMO). */
    pgliteSeededTemplate: string;
    postgresSeededTemplate: string;
    /** The files those seeds stored (news covers): a data folder to copy beside a seeded database. */
    seededFiles: string;
  }
}

/**
 * Builds the server bundle the process tests start, if stale (server-process.ts). Migrates one
 * database per target once per run, so that each test file copies it instead of
 * creating a cluster and migrating it again (a fresh PGlite cluster is several times slower to start
 * than a copy: docs/benchmarks.md#code-figures).
 */
export default async function setup(project: TestProject) {
  buildServerIfStale();
  // PGlite works in this process and PostgreSQL in its own: the two are prepared side by side.
  const [pglite, postgres] = await Promise.all([pgliteTemplates(), postgresTemplates()]);
  project.provide('pgliteTemplate', pglite.migrated);
  project.provide('pgliteSeededTemplate', pglite.seeded);
  project.provide('postgresTemplate', postgres.migrated);
  project.provide('postgresSeededTemplate', postgres.seeded);
  project.provide('seededFiles', pglite.files);
  return postgres.drop;
}

async function postgresTemplates() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { migrated: '', seeded: '', drop: async () => {} };
  const name = `gv_test_template_${process.pid}`;
  const seeded = `${name}_seeded`;
  const open = (db: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${db}`;
    return openDatabase({ url: url.toString(), poolMax: 1 });
  };
  for (const db of [seeded, name]) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${db}`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = await open(name);
  await runMigrations(database);
  await bootstrapOnce(database);
  await database.close();
  await adminQuery(serverUrl, `CREATE DATABASE ${seeded} TEMPLATE ${name}`);
  const seededDatabase = await open(seeded);
  await bootstrapOnce(seededDatabase, { config: SEEDED });
  await seededDatabase.close();
  return {
    migrated: name,
    seeded,
    drop: async () => {
      // The test files' own databases first (a worker drops its files' in the background, and may have
      // ended before a drop did), then the templates they were copied from.
      const left = await adminRows(serverUrl, `SELECT datname FROM pg_database WHERE starts_with(datname, '${runDatabasePrefix(name)}')`);
      for (const db of [...left.map((row) => String(row.datname)), seeded, name]) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    },
  };
}

/** What a test app built with SEED_CATALOG and SEED_DEMO seeds at its first start (testConfig's sample capacities too). */
const SEEDED = { SEED_CATALOG: 'true', SEED_DEMO: 'true' };

/**
 * The dumps are kept between runs, named for the migrations, the seeds and the PGlite version they
 * were made with; the seeded one for the day too, as its demo accounts are dated when they are made.
 */
async function pgliteTemplates(): Promise<{ migrated: string; seeded: string; files: string }> {
  const hash = createHash('sha1');
  hash.update(readFileSync(path.join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json')));
  // How a dump is made (these files) changes the dump too.
  for (const file of ['global-setup.ts', 'pglite-template.ts']) hash.update(readFileSync(path.join(import.meta.dirname, file)));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  // What a first start writes is in the template too (bootstrapOnce): its code is part of the name.
  for (const dir of ['../seeds', '../seeds/data', '../../node_modules/pg-boss']) {
    const full = path.join(import.meta.dirname, dir);
    for (const file of readdirSync(full).sort()) if (/\.(ts|csv|json)$/.test(file)) hash.update(file).update(readFileSync(path.join(full, file)));
  }
  const key = hash.digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), `gunesveri-pglite-template-${key}.tar`);
  const seeded = path.join(tmpdir(), `gunesveri-pglite-template-${key}-seeded-${new Date().toISOString().slice(0, 10)}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({});
    try {
      await runMigrations(database);
      await bootstrapOnce(database);
      await writeDump(database, file);
    } finally {
      await database.close();
    }
  }
  const files = `${seeded.slice(0, -'.tar'.length)}-files`;
  if (!existsSync(seeded) || !existsSync(files)) {
    const database = await openDatabase({ template: new Blob([await readFile(file)]) });
    try {
      await rm(files, { recursive: true, force: true });
      await mkdir(files);
      await bootstrapOnce(database, { config: SEEDED, dataDir: files });
      await writeDump(database, seeded);
    } finally {
      await database.close();
    }
  }
  return { migrated: file, seeded, files };
}

async function writeDump(database: Database, file: string) {
  if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await compactPglite(await database.driver.client.dumpDataDir('none'), (client) => client.dumpDataDir('none'));
  // Written whole, then renamed: a run that stops half-way leaves no broken template behind.
  await writeFile(`${file}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${file}.${process.pid}`, file);
}

/**
 * A first start's work, done once in the template instead of in every test file's first build:
 * reference data, sources and legal texts (their seeds are idempotent and run again at each build),
 * and on PostgreSQL pg-boss's schema and queues. Measured in docs/benchmarks.md (decision 051).
 */
async function bootstrapOnce(database: Database, options: { config?: Record<string, string>; dataDir?: string } = {}) {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'gv-template-')));
  try {
    const app = await buildApp(testConfig({ DATA_DIR: dataDir, ...options.config }), { database });
    await app.ready();
    await app.close();
  } finally {
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
