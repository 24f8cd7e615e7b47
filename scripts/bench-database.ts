import { openDatabase, type Database } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { adminQuery } from '../server/test/postgres-admin';

/** The PostgreSQL server the benchmarks make their databases on. */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty PostgreSQL database on the bench server, named for the bench and this process, and how to drop it. */
export async function createBenchDatabase(bench: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gv_bench_${bench}_${process.pid}`;
  await adminQuery(BENCH_SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(BENCH_SERVER_URL, `CREATE DATABASE ${name}`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(BENCH_SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A migrated database for one bench run: an embedded one (`pglite`), else a new one on the bench server. */
export async function freshBenchDatabase(bench: string, kind: string): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await runMigrations(database);
    return { database, dispose: () => database.close() };
  }
  const created = await createBenchDatabase(bench);
  const database = await openDatabase({ url: created.url, poolMax: 4 });
  await runMigrations(database);
  return {
    database,
    dispose: async () => {
      await database.close();
      await created.drop();
    },
  };
}
