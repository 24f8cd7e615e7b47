import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import { PROJECT_ROOT } from '../project-root';

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');

// Any fixed number: serialises migrations when several instances start at once.
const MIGRATION_LOCK_ID = 727_274_001;

/** Applies the committed migrations in drizzle/ (in code: drizzle-kit migrate skips extensions on PGlite). */
export async function runMigrations(database: Database): Promise<void> {
  const { driver } = database;
  if (driver.kind === 'pglite') {
    await migratePglite(drizzlePglite(driver.client), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await driver.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
