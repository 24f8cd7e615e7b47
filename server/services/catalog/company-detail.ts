import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PROJECT_COMPANY_ROLES, REFERENCES_PAGE_SIZE } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { isRepresented } from '../company-claims/claim-queries';
import { cities, company_activity_types, company_product_types, project_status_types } from '../../db/schema/reference';

const activity = alias(company_activity_types, 'activity');
const product = alias(company_product_types, 'product');
const city = alias(cities, 'city');

export async function findCompany(db: Db, id: string) {
  const [row] = await db
    .select({ company: companies, activity, product, city, represented: isRepresented() })
    .from(companies)
    .leftJoin(activity, eq(activity.id, companies.activity_type_id))
    .leftJoin(product, eq(product.id, companies.product_type_id))
    .leftJoin(city, eq(city.id, companies.city_id))
    .where(eq(companies.id, id));
  return row;
}

export type FoundCompany = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

const status = alias(project_status_types, 'status');
const projectCity = alias(cities, 'project_city');

/** Projects in which the company holds any of the nine roles, 9 per page (each role column is indexed). */
export async function listCompanyReferences(db: Db, companyId: string, page: number) {
  const holdsRole = or(...PROJECT_COMPANY_ROLES.map(({ role }) => eq(projects[role], companyId)));
  const rows = await db
    .select({ project: projects, status, city: projectCity })
    .from(projects)
    .leftJoin(status, eq(status.id, projects.status_type_id))
    .leftJoin(projectCity, eq(projectCity.id, projects.city_id))
    .where(holdsRole)
    .orderBy(desc(projects.updated_at), desc(projects.id))
    .limit(REFERENCES_PAGE_SIZE)
    .offset((page - 1) * REFERENCES_PAGE_SIZE);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(projects).where(and(holdsRole, sql`true`));
  return { rows, total };
}

export type CompanyReferenceRows = Awaited<ReturnType<typeof listCompanyReferences>>;
