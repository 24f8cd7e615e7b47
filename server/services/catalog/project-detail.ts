import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import type { Access, ProjectDetail } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { cities, districts, project_locations, project_status_types, project_types } from '../../db/schema/reference';

const status = alias(project_status_types, 'status');
const type = alias(project_types, 'type');
const city = alias(cities, 'city');
const district = alias(districts, 'district');
const location = alias(project_locations, 'location');

const named = (row: { id: string; name: string } | null) => (row ? { id: row.id, name: row.name } : null);

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

type FoundProject = NonNullable<Awaited<ReturnType<typeof findProject>>>;

/**
 * The project as this viewer may see it: premium-only fields are left out entirely (not blanked)
 * unless access is full (DESIGN.md rule 1).
 */
export async function presentProjectDetail(db: Db, found: FoundProject, access: Access): Promise<ProjectDetail> {
  const p = found.project;
  const basic: ProjectDetail = {
    id: p.id,
    project_name: p.project_name,
    status: named(found.status),
    type: named(found.type),
    city: named(found.city),
    district: named(found.district),
    location: named(found.location),
    dc_power: p.dc_power,
    dc_power_unit: p.dc_power_unit,
    ac_power: p.ac_power,
    ac_power_unit: p.ac_power_unit,
    storage_capacity: p.storage_capacity,
    storage_capacity_unit: p.storage_capacity_unit,
    project_start_date: p.project_start_date,
    commissioning_date: p.commissioning_date,
    updated_at: p.updated_at.toISOString(),
    is_verified: p.is_verified,
  };
  if (access !== 'full') return basic;

  const linkedIds = PROJECT_COMPANY_ROLES.map(({ role }) => p[role]).filter((v): v is string => Boolean(v));
  const names = linkedIds.length
    ? new Map((await db.select({ id: companies.id, name: companies.company_name }).from(companies).where(inArray(companies.id, linkedIds))).map((c) => [c.id, c.name]))
    : new Map<string, string>();
  return {
    ...basic,
    investor: p.investor,
    contractor: p.contractor,
    pv_module: p.pv_module,
    inverter: p.inverter,
    construction: p.construction,
    inspection_consulting: p.inspection_consulting,
    maintenance_repair: p.maintenance_repair,
    total_investment_cost: p.total_investment_cost,
    investment_currency: p.investment_currency,
    financial_institution: p.financial_institution,
    permission_status: p.permission_status,
    companies: PROJECT_COMPANY_ROLES.flatMap(({ role, label }) => {
      const id = p[role];
      const name = id ? names.get(id) : undefined;
      return id && name ? [{ role, role_label: label, id, company_name: name }] : [];
    }),
  };
}
