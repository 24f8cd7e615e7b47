import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { adminQuery } from './postgres-admin';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** The server URL of a database this target opened (PostgreSQL only), for a separate process. */
  urlOf?(database: Database): string | undefined;
  /**
   * A fresh, migrated database holding what a first start writes (reference data; global-setup.ts);
   * `seeded`: also what a start with SEED_CATALOG and SEED_DEMO writes (the real catalogue, the demo data).
   */
  open(options?: { seeded?: boolean }): Promise<Database>;
  dispose(database: Database): Promise<void>;
}

/** PGlite always; the PostgreSQL server as well when TEST_DATABASE_URL is set (CI sets it). */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      name: 'pglite',
      async open(options) {
        // A copy of the run's migrated template (server/test/global-setup.ts) under Vitest.
        const template = await provided(options?.seeded ? 'pgliteSeededTemplate' : 'pgliteTemplate');
        // A test's tables are small: 16 MB of shared buffers hold them, and are cheaper to set up at each open.
        if (template) return openDatabase({ template: await pgliteDump(template), sharedBuffers: '16MB' });
        const database = await openDatabase({});
        await runMigrations(database);
        return database;
      },
      dispose: (database) => database.close(),
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const created = new Map<Database, string>();
    targets.push({
      name: 'postgres',
      urlOf(database) {
        const name = created.get(database);
        if (!name) return undefined;
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return url.toString();
      },
      async open(options) {
        const template = await provided(options?.seeded ? 'postgresSeededTemplate' : 'postgresTemplate');
        // Named for the run, so the run's teardown finds any its files left (global-setup.ts).
        const name = `${(await provided('postgresRunPrefix')) || 'gv_test_'}${process.pid}_${randomBytes(4).toString('hex')}`;
        await adminQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
        // A commit here does not wait for the WAL to reach the disk: a test database dies with its file,
        // and the server's fsync made each commit ~14 ms on this machine (a test file writes hundreds).
        // What a commit makes visible, and when, is unchanged; only a crash of the server could lose
        // the last ones, and the tests that restart PostgreSQL run their own (scripts/private-servers.ts).
        await adminQuery(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        // A test app's request waits for a connection as long as a busy machine needs: 105 sign-ins at
        // once waited past the product's 3 s on one (a 503 no test asked for). The 503 itself is tested
        // on server processes, which keep the product's limit (scripts/fault-postgres.test.ts).
        const database = await openDatabase({ url: url.toString(), poolMax: 20, connectTimeoutMs: 30_000 });
        if (!template) await runMigrations(database);
        created.set(database, name);
        return database;
      },
      async dispose(database) {
        await database.close();
        const name = created.get(database);
        // Dropped while the next file runs: a drop waits seconds beside another file's CREATE DATABASE
        // (docs/benchmarks.md, "the suite's time"), and nothing reads the database any more. One the
        // worker did not finish dropping is dropped by the run's teardown.
        if (name) void adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      },
    });
  }
  return targets;
}

/** What the Vitest global setup made; nothing in a script (fuzz, soak), which migrates its own. */
export async function provided(key: 'pgliteTemplate' | 'postgresTemplate' | 'pgliteSeededTemplate' | 'postgresSeededTemplate' | 'postgresRunPrefix' | 'seededFiles'): Promise<string> {
  if (!process.env.VITEST) return '';
  const { inject } = await import('vitest');
  return inject(key);
}

const dumps = new Map<string, Promise<Blob>>();
function pgliteDump(file: string): Promise<Blob> {
  if (!dumps.has(file)) dumps.set(file, readFile(file).then((bytes) => new Blob([bytes])));
  return dumps.get(file)!;
}
