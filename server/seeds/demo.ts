import { count, sql } from 'drizzle-orm';
import type { Storage } from '../integrations/storage/storage';
import type { Db } from '../db/client';
import { companies } from '../db/schema/catalog';
import { cities } from '../db/schema/reference';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoAnnouncements, seedDemoNews } from './demo-news';
import { seedDemoPackages } from './demo-packages';
import { seedDemoSolarProjects } from './demo-solar-projects';
import { seedDemoStations } from './demo-stations';
import { seedDemoStatistics } from './demo-statistics';
import { loadReferenceIds } from './reference-lookup';

// Demo content for a fresh installation, built from the research CSVs copied into data/ (the app
// never reads ../shared). Runs once: only while the companies table is empty, in one transaction,
// so a failure leaves nothing half-seeded and the next start tries again.

// Any fixed number; serialises the check-then-insert when several instances start at once.
const DEMO_SEED_LOCK = 727_274_102;

export interface DemoSeedResult {
  seeded: boolean;
}

export async function seedDemo(db: Db, storage: Storage): Promise<DemoSeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(companies);
    if ((existing?.n ?? 0) > 0) return { seeded: false };
    const [provinces] = await tx.select({ n: count() }).from(cities);
    if ((provinces?.n ?? 0) === 0) throw new Error('seedDemo needs the reference data: run seedReference first');

    const refs = await loadReferenceIds(tx);
    await seedDemoCatalog(tx, refs);
    await seedDemoStatistics(tx);
    await seedDemoStations(tx, refs, storage);
    await seedDemoNews(tx, storage);
    await seedDemoAnnouncements(tx);
    await seedDemoPackages(tx);
    await seedDemoSolarProjects(tx);
    return { seeded: true };
  });
}
