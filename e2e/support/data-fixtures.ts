import path from 'node:path';
import { openDatabase, type Db } from '../../server/db/client';
import { createLocalStorage } from '../../server/integrations/storage/local-storage';
import { insertHostileArticle } from '../../server/test/hostile-news';
import { attachSeededStationFiles } from '../../server/test/station-file-fixtures';

/**
 * Rows a spec file adds to its own copy of the seeded database before its server starts: test
 * fixtures that must not be demo content (`test.use({ serverData: ['hostile-article'] })`).
 */
const DATA_FIXTURES = {
  'hostile-article': (db) => insertHostileArticle(db),
  // The seeded stations are real and come without yard files: the map's KML journey adds its own.
  'station-files': async (db, dataDir) => void (await attachSeededStationFiles(db, createLocalStorage(path.join(dataDir, 'files')))),
} satisfies Record<string, (db: Db, dataDir: string) => Promise<void>>;

export type DataFixture = keyof typeof DATA_FIXTURES;

/** Opens the copy's embedded database (the server is not running yet: PGlite has one writer) and adds the fixtures. */
export async function addDataFixtures(dataDir: string, fixtures: readonly DataFixture[]): Promise<void> {
  if (fixtures.length === 0) return;
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    for (const fixture of fixtures) await DATA_FIXTURES[fixture](database.db, dataDir);
  } finally {
    await database.close();
  }
}
