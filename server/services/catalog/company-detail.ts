import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PROJECT_COMPANY_ROLES, REFERENCES_PAGE_SIZE } from '../../../shared/constants';
import type { Access, CompanyDetail } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { cities, company_activity_types, company_product_types, project_status_types } from '../../db/schema/reference';

const activity = alias(company_activity_types, 'activity');
const product = alias(company_product_types, 'product');
const city = alias(cities, 'city');

const named = (row: { id: string; name: string } | null) => (row ? { id: row.id, name: row.name } : null);

export async function findCompany(db: Db, id: string) {
  const [row] = await db
    .select({ company: companies, activity, product, city })
    .from(companies)
    .leftJoin(activity, eq(activity.id, companies.activity_type_id))
    .leftJoin(product, eq(product.id, companies.product_type_id))
    .leftJoin(city, eq(city.id, companies.city_id))
    .where(eq(companies.id, id));
  return row;
}

type FoundCompany = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** The company as this viewer may see it; premium-only keys are absent unless access is full. */
export function presentCompanyDetail(found: FoundCompany, access: Access): CompanyDetail {
  const c = found.company;
  const basic: CompanyDetail = {
    id: c.id,
    company_name: c.company_name,
    activity_type: named(found.activity),
    product_type: named(found.product),
    city: named(found.city),
    establishment_year: c.establishment_year,
    is_verified: c.is_verified,
    logo: c.logo,
    organization_short_description: c.organization_short_description,
  };
  if (access !== 'full') return basic;
  return {
    ...basic,
    website: c.website,
    linkedin: c.linkedin,
    relevant_person: c.relevant_person,
    title: c.title,
    email: c.email,
    phone: c.phone,
    raw_address: c.raw_address,
    num_employees: c.num_employees,
    district: c.district,
    relevant_person_linkedin: c.relevant_person_linkedin,
  };
}

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
  return {
    items: rows.map((r) => ({
      id: r.project.id,
      project_name: r.project.project_name,
      status: named(r.status),
      city: named(r.city),
      roles: PROJECT_COMPANY_ROLES.filter(({ role }) => r.project[role] === companyId).map(({ label }) => label),
    })),
    page,
    page_size: REFERENCES_PAGE_SIZE,
    total,
  };
}
