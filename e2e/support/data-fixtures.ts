import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/db/client';
import { companies, projects } from '../../server/db/schema/catalog';
import { company_claims } from '../../server/db/schema/company-claims';
import { transformer_station_definitions } from '../../server/db/schema/stations';
import { users } from '../../server/db/schema/users';
import { notifications } from '../../server/db/schema/watches';
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
  // An unread notification of the premium demo about the station with the longest name: the
  // notification list's widest line on a phone.
  'station-notification': async (db) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'premium@gunesveri.test'));
    const [station] = await db
      .select({ id: transformer_station_definitions.id, name: transformer_station_definitions.station_name })
      .from(transformer_station_definitions)
      .orderBy(sql`length(${transformer_station_definitions.station_name}) DESC`)
      .limit(1);
    await db.insert(notifications).values({
      user_id: user!.id,
      event_id: randomUUID(),
      entity: 'station',
      entity_id: station!.id,
      kind: 'station_capacity',
      item_name: station!.name,
      reason: 'Takip ettiğiniz trafo merkezi',
    });
  },
  // The free demo member as the verified representative of a company (the claim flow's outcome,
  // decision 070), linked as EPC to an unverified project with a DC power, made the newest so it is on
  // the project list's first page.
  'company-representative': async (db) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'uye@gunesveri.test'));
    const [company] = await db.select({ id: companies.id }).from(companies).orderBy(companies.company_name).limit(1);
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(sql`${projects.dc_power} IS NOT NULL AND ${projects.ac_power} IS NOT NULL AND NOT ${projects.is_verified}`)
      .orderBy(projects.project_name)
      .limit(1);
    await db.update(projects).set({ contractor_company_id: company!.id, updated_at: new Date() }).where(eq(projects.id, project!.id));
    await db.insert(company_claims).values({ company_id: company!.id, user_id: user!.id, method: 'domain', status: 'verified', decided_at: new Date() });
  },
  // Every company without a website gets one of its own: any row of the list can be claimed by a
  // link to an address at its domain (docs/decisions/069).
  'company-websites': async (db) => {
    await db.execute(sql`UPDATE companies SET website = 'https://firma-' || substr(md5(id::text), 1, 8) || '.example.com.tr' WHERE website IS NULL OR btrim(website) = ''`);
  },
} satisfies Record<string, (db: Db, dataDir: string) => Promise<void>>;

export type DataFixture = keyof typeof DATA_FIXTURES;

/**
 * Opens the file's database, before its server starts (the PostgreSQL database at `url`, or the
 * copy's embedded one: PGlite has one writer), and adds the fixtures.
 */
export async function addDataFixtures(dataDir: string, fixtures: readonly DataFixture[], url = ''): Promise<void> {
  if (fixtures.length === 0) return;
  const database = await openDatabase(url ? { url, poolMax: 1 } : { dataDir: path.join(dataDir, 'db') });
  try {
    for (const fixture of fixtures) await DATA_FIXTURES[fixture](database.db, dataDir);
  } finally {
    await database.close();
  }
}
