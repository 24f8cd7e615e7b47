import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { user_companies, user_projects } from '../../db/schema/inventory';

/**
 * The projects and companies a user has opened, newest first (docs/product-rules.md#profile), with what each
 * cost. An item deleted since is still listed, by the name it had, marked as removed.
 */
export async function listOwnInventory(db: Db, userId: string) {
  const [projectRows, companyRows] = await Promise.all([
    db
      .select({
        entry_id: user_projects.id,
        id: projects.id,
        name: sql<string>`coalesce(${projects.project_name}, ${user_projects.item_name})`,
        is_verified: sql<boolean>`coalesce(${projects.is_verified}, false)`,
        paid: user_projects.paid,
        opened_at: user_projects.opened_at,
      })
      .from(user_projects)
      .leftJoin(projects, eq(projects.id, user_projects.project_id))
      .where(eq(user_projects.user_id, userId))
      .orderBy(desc(user_projects.opened_at)),
    db
      .select({
        entry_id: user_companies.id,
        id: companies.id,
        name: sql<string>`coalesce(${companies.company_name}, ${user_companies.item_name})`,
        is_verified: sql<boolean>`coalesce(${companies.is_verified}, false)`,
        paid: user_companies.paid,
        opened_at: user_companies.opened_at,
      })
      .from(user_companies)
      .leftJoin(companies, eq(companies.id, user_companies.company_id))
      .where(eq(user_companies.user_id, userId))
      .orderBy(desc(user_companies.opened_at)),
  ]);
  return { projectRows, companyRows };
}

export type InventoryRows = Awaited<ReturnType<typeof listOwnInventory>>;
