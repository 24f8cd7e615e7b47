import path from 'node:path';
import type { Config } from '../server/config';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';

/** Opens and migrates the database exactly as the app does (DATABASE_URL, else PGlite in DATA_DIR). */
export async function openAppDatabase(config: Config) {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'db'),
    poolMax: config.DB_POOL_MAX,
  });
  await runMigrations(database);
  return database;
}
