import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { cities, company_activity_types } from '../../db/schema/reference';

/** The companies linked to a member (docs/product-rules.md#profile), by name in Turkish order. */
export function listOwnCompanies(db: Db, userId: string) {
  return db
    .select({
      id: companies.id,
      company_name: companies.company_name,
      is_verified: companies.is_verified,
      activity_type: company_activity_types.name,
      city: cities.name,
      phone: companies.phone,
      website: companies.website,
    })
    .from(companies)
    .leftJoin(company_activity_types, eq(company_activity_types.id, companies.activity_type_id))
    .leftJoin(cities, eq(cities.id, companies.city_id))
    .where(eq(companies.user_id, userId))
    .orderBy(sql`${companies.company_name} COLLATE tr_icu`, asc(companies.id));
}

/** The member's own company with this id, or undefined (another member's company is not found). */
export async function findOwnCompany(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.user_id, userId)));
  return row;
}
