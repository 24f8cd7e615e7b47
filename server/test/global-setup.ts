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
import { adminQuery, adminRows } from './postgres-admin';
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
    /** What this run's PostgreSQL test databases are named with first: its teardown drops them all. */
    postgresRunPrefix: string;
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
  const key = templateKey();
  // PGlite works in this process and PostgreSQL in its own: the two are prepared side by side.
  const [pglite, postgres] = await Promise.all([pgliteTemplates(key), postgresTemplates(key)]);
  project.provide('pgliteTemplate', pglite.migrated);
  project.provide('pgliteSeededTemplate', pglite.seeded);
  project.provide('postgresTemplate', postgres.migrated);
  project.provide('postgresSeededTemplate', postgres.seeded);
  project.provide('postgresRunPrefix', postgres.runPrefix);
  project.provide('seededFiles', pglite.files);
  return postgres.drop;
}

/**
 * What names a template: the PGlite version, how a template is made (these files), the migrations, and
 * what a first start writes (bootstrapOnce: the seeds and pg-boss). The templates are kept between runs
 * under this name; the seeded ones for the day too, as their demo accounts are dated when they are made.
 */
function templateKey(): string {
  const hash = createHash('sha1');
  hash.update(readFileSync(path.join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json')));
  for (const file of ['global-setup.ts', 'pglite-template.ts']) hash.update(readFileSync(path.join(import.meta.dirname, file)));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  for (const dir of ['../seeds', '../seeds/data', '../../node_modules/pg-boss']) {
    const full = path.join(import.meta.dirname, dir);
    for (const file of readdirSync(full).sort()) if (/\.(ts|csv|json)$/.test(file)) hash.update(file).update(readFileSync(path.join(full, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const today = () => new Date().toISOString().slice(0, 10);

/** Whether a process of this machine is still running (a run that built or used a database). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PostgreSQL templates' names start with this; each notes when a run last used it (its comment). */
const POSTGRES_TEMPLATE = 'gvt_';
/** A template no run has used for this long is dropped: longer than any run (RUN_DEADLINE_MINUTES). */
const UNUSED_TEMPLATE_MS = 2 * 60 * 60 * 1000;

/**
 * The PostgreSQL templates, kept between runs like the PGlite dumps (about 10 s of a run's start, before
 * any test file can run): made under a name of their own and renamed when whole, so a run that stops
 * half-way leaves none half-made, and two runs that make the same one at once keep one.
 */
async function postgresTemplates(key: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { migrated: '', seeded: '', runPrefix: '', drop: async () => {} };
  const name = `${POSTGRES_TEMPLATE}${key}`;
  const seeded = `${name}_s${today().replaceAll('-', '')}`;
  const runPrefix = `gv_test_run_${process.pid}_`;
  const open = (db: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${db}`;
    return openDatabase({ url: url.toString(), poolMax: 1 });
  };
  const databases = async () => (await adminRows(serverUrl, `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database`)).map((row) => ({ name: String(row.datname), note: String(row.note ?? '') }));
  // What runs that ended without their teardown left: their test databases, their half-made templates,
  // and templates no run has used for hours (older code or an earlier day).
  for (const db of await databases()) {
    const owner = /^gv_test_run_(\d+)_|^gvt_\w+_b(\d+)$/.exec(db.name);
    const pid = owner ? Number(owner[1] ?? owner[2]) : undefined;
    const unused = db.name.startsWith(POSTGRES_TEMPLATE) && !owner && db.name !== name && db.name !== seeded && !(Date.now() - Date.parse(db.note) < UNUSED_TEMPLATE_MS);
    if ((pid !== undefined && !alive(pid)) || unused) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
  }
  const made = async (db: string, from: string | undefined, fill: (database: Database) => Promise<void>) => {
    if ((await databases()).some((d) => d.name === db)) return;
    const building = `${db}_b${process.pid}`;
    await adminQuery(serverUrl, from ? `CREATE DATABASE ${building} TEMPLATE ${from}` : `CREATE DATABASE ${building}`);
    const database = await open(building);
    try {
      await fill(database);
    } finally {
      await database.close();
    }
    try {
      await adminQuery(serverUrl, `ALTER DATABASE ${building} RENAME TO ${db}`);
    } catch (err) {
      // Another run made it meanwhile: theirs is the same.
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if (!(await databases()).some((d) => d.name === db)) throw err;
    }
  };
  await made(name, undefined, async (database) => {
    await runMigrations(database);
    await bootstrapOnce(database);
  });
  await made(seeded, name, (database) => bootstrapOnce(database, { config: SEEDED }));
  for (const db of [name, seeded]) await adminQuery(serverUrl, `COMMENT ON DATABASE ${db} IS '${new Date().toISOString()}'`);
  return {
    migrated: name,
    seeded,
    runPrefix,
    drop: async () => {
      // The test files' own databases (a worker drops its files' in the background, and may have ended
      // before a drop did); the templates stay for the next run.
      const left = await adminRows(serverUrl, `SELECT datname FROM pg_database WHERE starts_with(datname, '${runPrefix}')`);
      for (const db of left.map((row) => String(row.datname))) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    },
  };
}

/** What a test app built with SEED_CATALOG and SEED_DEMO seeds at its first start (testConfig's sample capacities too). */
const SEEDED = { SEED_CATALOG: 'true', SEED_DEMO: 'true' };

/**
 * The dumps are kept between runs, named for the migrations, the seeds and the PGlite version they
 * were made with; the seeded one for the day too, as its demo accounts are dated when they are made.
 */
async function pgliteTemplates(key: string): Promise<{ migrated: string; seeded: string; files: string }> {
  const file = path.join(tmpdir(), `gunesveri-pglite-template-${key}.tar`);
  const seeded = path.join(tmpdir(), `gunesveri-pglite-template-${key}-seeded-${today()}.tar`);
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
