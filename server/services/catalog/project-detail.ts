import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { isRepresented } from '../company-claims/claim-queries';
import { cities, districts, project_locations, project_status_types, project_types } from '../../db/schema/reference';

const status = alias(project_status_types, 'status');
const type = alias(project_types, 'type');
const city = alias(cities, 'city');
const district = alias(districts, 'district');
const location = alias(project_locations, 'location');

/** The project with its reference names, or undefined. */
export async function findProject(db: Db, id: string) {
  const [row] = await db
    .select({ project: projects, status, type, city, district, location })
    .from(projects)
    .leftJoin(status, eq(status.id, projects.status_type_id))
    .leftJoin(type, eq(type.id, projects.type_id))
    .leftJoin(city, eq(city.id, projects.city_id))
    .leftJoin(district, eq(district.id, projects.district_id))
    .leftJoin(location, eq(location.id, projects.location_id))
    .where(eq(projects.id, id));
  return row;
}

export type FoundProject = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export interface LinkedCompany {
  name: string;
  /** It has a verified representative: the "Doğrulanmış firma" mark (docs/decisions/069). */
  represented: boolean;
}

/** Names of the companies linked to the project's nine roles (shown with full access only), with their mark. */
export async function linkedCompanyNames(db: Db, project: FoundProject['project']): Promise<Map<string, LinkedCompany>> {
  const ids = PROJECT_COMPANY_ROLES.map(({ role }) => project[role]).filter((v): v is string => Boolean(v));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.company_name, represented: isRepresented() })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((c) => [c.id, { name: c.name, represented: Boolean(c.represented) }]));
}
