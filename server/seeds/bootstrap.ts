import { count, eq } from 'drizzle-orm';
import { companies } from '../db/schema/catalog';
import type { Storage } from '../integrations/storage/storage';
import { createVerifiedUser } from '../services/users/create-user';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { seedDemo } from './demo';
import { seedLegal } from './legal';
import { seedReference } from './reference';

/** Demo accounts made on the first start of an empty database when SEED_DEMO is on (README lists them). */
export const DEMO_USERS = [
  { role: 'Süper admin', email: 'admin@gunesveri.test', password: 'GunesVeri-Admin-2026', superAdmin: true, premium: true, balance: 1000 },
  { role: 'Premium üye', email: 'premium@gunesveri.test', password: 'GunesVeri-Premium-2026', premium: true, balance: 500 },
  // The free member speaks for a company, so the profile's companies tab shows one (with its projects).
  { role: 'Ücretsiz üye', email: 'uye@gunesveri.test', password: 'GunesVeri-Uye-2026', balance: 50, company: 'Kalyon Enerji (Kalyon Holding)' },
] as const;

export interface BootstrapResult {
  demoSeeded: boolean;
  demoUsers: { role: string; email: string; password: string }[];
}

/** Reference data on every start (idempotent); demo content and accounts once, on an empty database. */
export async function bootstrapData(db: Db, storage: Storage, options: { demo: boolean }): Promise<BootstrapResult> {
  await seedReference(db);
  await seedLegal(db, storage);
  if (!options.demo) return { demoSeeded: false, demoUsers: [] };
  const { seeded } = await seedDemo(db, storage);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  const demoUsers: BootstrapResult['demoUsers'] = [];
  if (total === 0) {
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
  return { demoSeeded: seeded, demoUsers };
}
