import { count, sql } from 'drizzle-orm';
import type { Storage } from '../integrations/storage/storage';
import type { Db } from '../db/client';
import { news } from '../db/schema/news';
import { seedDemoAnnouncements, seedDemoNews } from './demo-news';
import { seedDemoPackages } from './demo-packages';
import { seedDemoSolarProjects } from './demo-solar-projects';

// Demo content for a fresh installation: news, ticker announcements, the subscription packages and
// the illustrative meeting decisions of the admin "Solar Projeler" screen. The catalogue itself is
// real and seeded apart (real-catalog.ts, SEED_CATALOG). Runs once: only while the news table is
// empty, in one transaction, so a failure leaves nothing half-seeded and the next start tries again.

// Any fixed number; serialises the check-then-insert when several instances start at once.
const DEMO_SEED_LOCK = 727_274_102;

export interface DemoSeedResult {
  seeded: boolean;
}

export async function seedDemo(db: Db, storage: Storage): Promise<DemoSeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(news);
    if ((existing?.n ?? 0) > 0) return { seeded: false };
    await seedDemoNews(tx, storage);
    await seedDemoAnnouncements(tx);
    await seedDemoPackages(tx);
    await seedDemoSolarProjects(tx);
    return { seeded: true };
  });
}
