import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { user_companies, user_projects } from '../../db/schema/inventory';

/** The projects and companies a user has opened, newest first (spec 2 §3 inventory). */
export async function listOwnInventory(db: Db, userId: string) {
  const [projectRows, companyRows] = await Promise.all([
    db
      .select({ id: projects.id, name: projects.project_name, is_verified: projects.is_verified, opened_at: user_projects.opened_at })
      .from(user_projects)
      .innerJoin(projects, eq(projects.id, user_projects.project_id))
      .where(eq(user_projects.user_id, userId))
      .orderBy(desc(user_projects.opened_at)),
    db
      .select({ id: companies.id, name: companies.company_name, is_verified: companies.is_verified, opened_at: user_companies.opened_at })
      .from(user_companies)
      .innerJoin(companies, eq(companies.id, user_companies.company_id))
      .where(eq(user_companies.user_id, userId))
      .orderBy(desc(user_companies.opened_at)),
  ]);
  return { projectRows, companyRows };
}

export type InventoryRows = Awaited<ReturnType<typeof listOwnInventory>>;
