import { count, eq, inArray } from 'drizzle-orm';
import { companies } from '../db/schema/catalog';
import type { Storage } from '../integrations/storage/storage';
import { checkPassword } from '../services/auth/passwords';
import { createVerifiedUser } from '../services/users/create-user';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { seedDemo } from './demo';
import { DEMO_USERS } from './demo-users';
import { seedLegal } from './legal';
import { seedRealCatalog } from './real-catalog';
import { seedReference } from './reference';
import { seedSources } from './sources';

export interface BootstrapResult {
  /** The real catalogue was imported on this start (server/seeds/real-catalog.ts). */
  catalogSeeded: boolean;
  demoSeeded: boolean;
  demoUsers: { role: string; email: string; password: string }[];
}

/**
 * Reference data on every start (idempotent); the real catalogue once, on an empty catalogue; demo
 * content once, on a database without news; the demo accounts with it only when `demoAccounts`
 * (never in production: their passwords are published).
 */
export async function bootstrapData(
  db: Db,
  storage: Storage,
  options: { catalog: boolean; sampleCapacities?: boolean; demo: boolean; demoAccounts: boolean },
): Promise<BootstrapResult> {
  await seedReference(db);
  await seedSources(db);
  await seedLegal(db, storage);
  const catalogSeeded = options.catalog ? (await seedRealCatalog(db, { sampleCapacities: options.sampleCapacities ?? false })).seeded : false;
  if (!options.demo) return { catalogSeeded, demoSeeded: false, demoUsers: [] };
  const { seeded } = await seedDemo(db, storage);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  const demoUsers: BootstrapResult['demoUsers'] = [];
  if (total === 0 && options.demoAccounts) {
    for (const demo of DEMO_USERS) {
      const { company, ...account } = { company: undefined, ...demo };
      const user = await createVerifiedUser(db, {
        ...account,
        balanceDescription: demo.balance === 50 ? 'Hoş geldin bakiyesi' : 'Demo bakiyesi',
      });
      if (company) await db.update(companies).set({ user_id: user.id }).where(eq(companies.company_name, company));
      demoUsers.push({ role: demo.role, email: demo.email, password: demo.password });
    }
  }
  return { catalogSeeded, demoSeeded: seeded, demoUsers };
}

/**
 * The demo accounts that still open with their published password (README). A database seeded for
 * development and then served in production would otherwise hand anyone a super admin; production
 * refuses to start with one (server/app.ts) unless ALLOW_DEMO_ACCOUNTS=true.
 */
export async function demoAccountsWithPublicPasswords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, password_hash: users.password_hash })
    .from(users)
    .where(inArray(users.email, DEMO_USERS.map((d) => d.email)));
  const open: string[] = [];
  for (const demo of DEMO_USERS) {
    const row = rows.find((r) => r.email === demo.email);
    if (row?.password_hash && (await checkPassword(row.password_hash, demo.password))) open.push(demo.email);
  }
  return open;
}
