import path from 'node:path';
import { openDatabase, type Db } from '../../server/db/client';
import { insertHostileArticle } from '../../server/test/hostile-news';

/**
 * Rows a spec file adds to its own copy of the seeded database before its server starts: test
 * fixtures that must not be demo content (`test.use({ serverData: ['hostile-article'] })`).
 */
const DATA_FIXTURES = {
  'hostile-article': insertHostileArticle,
} satisfies Record<string, (db: Db) => Promise<void>>;

export type DataFixture = keyof typeof DATA_FIXTURES;

/** Opens the copy's embedded database (the server is not running yet: PGlite has one writer) and adds the fixtures. */
export async function addDataFixtures(dataDir: string, fixtures: readonly DataFixture[]): Promise<void> {
  if (fixtures.length === 0) return;
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    for (const fixture of fixtures) await DATA_FIXTURES[fixture](database.db);
  } finally {
    await database.close();
  }
}
