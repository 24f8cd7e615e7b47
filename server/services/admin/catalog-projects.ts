import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import { PROJECT_HISTORY_FIELDS } from '../../../shared/record-events';
import { ADMIN_CATALOG_MESSAGES as M, type AdminProjectForm } from '../../../shared/schemas/admin/catalog';
import { PROJECT_SUBMISSION_MESSAGES } from '../../../shared/schemas/submissions';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { project_sources } from '../../db/schema/provenance';
import { cities, districts, project_locations, project_status_types, project_types } from '../../db/schema/reference';
import { AppError } from '../../lib/errors';
import { requireSource } from '../history/event-sources';
import { adminEntrySourceId, entryDay } from '../sources/admin-entry';
import { projectEvents, writeEvents, type EventContext } from '../history/record-events';
import { requireCompanies, requireReference } from '../submissions/reference-checks';
import type { Admin } from './audited';
import { createCatalogRecord, deleteCatalogRecord, formValues, newestFirstPage, PROJECT_CATALOG, updateCatalogRecord } from './catalog-records';
import type { SentFields } from './changed-columns';

// Projects in the back office (docs/product-rules.md#admin-catalogue): list, read, create, edit, delete.

/** Columns the form writes; everything else (search key, powers in kW, timestamps) the database keeps. */
export function projectColumns(form: Omit<AdminProjectForm, 'latitude' | 'longitude'> & Partial<Pick<AdminProjectForm, 'latitude' | 'longitude'>>) {
  return {
    project_name: form.project_name,
    status_type_id: form.status_type_id,
    type_id: form.type_id,
    location_id: form.location_id,
    city_id: form.city_id,
    district_id: form.district_id,
    latitude: form.latitude ?? null,
    longitude: form.longitude ?? null,
    // An empty number is unknown and stays null (docs/decisions/052-unknown-stays-unknown.md): the
    // spec's 0 is only a new form's starting value, never filled in here.
    dc_power: form.dc_power ?? null,
    dc_power_unit: form.dc_power_unit,
    ac_power: form.ac_power ?? null,
    ac_power_unit: form.ac_power_unit,
    storage_capacity: form.storage_capacity ?? null,
    storage_capacity_unit: form.storage_capacity_unit,
    total_investment_cost: form.total_investment_cost ?? null,
    investment_currency: form.investment_currency,
    investor: form.investor ?? null,
    contractor: form.contractor ?? null,
    pv_module: form.pv_module ?? null,
    inverter: form.inverter ?? null,
    construction: form.construction ?? null,
    inspection_consulting: form.inspection_consulting ?? null,
    maintenance_repair: form.maintenance_repair ?? null,
    financial_institution: form.financial_institution ?? null,
    permission_status: form.permission_status ?? null,
    project_start_date: form.project_start_date ?? null,
    commissioning_date: form.commissioning_date ?? null,
    is_verified: form.is_verified,
    ...Object.fromEntries(PROJECT_COMPANY_ROLES.map(({ role }) => [role, form[role] ?? null])),
  } as typeof projects.$inferInsert;
}

/** Every reference a project names must exist, the district in the chosen city (the same checks as a member's submission). */
export async function checkProjectReferences(db: Db, form: Pick<AdminProjectForm, 'status_type_id' | 'type_id' | 'location_id' | 'city_id' | 'district_id'> & Partial<AdminProjectForm>) {
  const R = PROJECT_SUBMISSION_MESSAGES;
  if ((form.latitude ?? null) === null !== ((form.longitude ?? null) === null)) {
    throw new AppError(400, 'VALIDATION_ERROR', M.coordinatesPaired, { path: form.latitude == null ? 'latitude' : 'longitude' });
  }
  await requireReference(db, project_status_types, form.status_type_id, 'status_type_id', R.statusType);
  await requireReference(db, project_types, form.type_id, 'type_id', R.type);
  await requireReference(db, project_locations, form.location_id, 'location_id', R.location);
  await requireReference(db, cities, form.city_id, 'city_id', R.city);
  const [district] = await db.select({ id: districts.id }).from(districts).where(and(eq(districts.id, form.district_id), eq(districts.city_id, form.city_id)));
  if (!district) throw new AppError(400, 'VALIDATION_ERROR', R.districtOutsideCity, { path: 'district_id' });
  await requireCompanies(db, PROJECT_COMPANY_ROLES.map(({ role }) => [role, form[role] ?? undefined]), R.company);
}

export async function listAdminProjects(db: Db, query: { search: string; page: number }) {
  const rows = db
    .select({
      id: projects.id,
      project_name: projects.project_name,
      is_verified: projects.is_verified,
      status: project_status_types.name,
      city: cities.name,
      created_at: projects.created_at,
    })
    .from(projects)
    .leftJoin(project_status_types, eq(project_status_types.id, projects.status_type_id))
    .leftJoin(cities, eq(cities.id, projects.city_id))
    .$dynamic();
  return newestFirstPage(db, projects, query, rows);
}

/** The stored project as its edit form starts, with the names of its linked companies. */
export async function getAdminProject(db: Db, id: string) {
  const { search_key: _k, dupe_stem: _s, dc_power_kw: _d, ac_power_kw: _a, ...columns } = getTableColumns(projects);
  const [row] = await db.select(columns).from(projects).where(eq(projects.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', M.projectNotFound);
  const linked = PROJECT_COMPANY_ROLES.map(({ role }) => [role, row[role]] as const).filter((e): e is readonly [typeof e[0], string] => Boolean(e[1]));
  const names = linked.length
    ? await db.select({ id: companies.id, name: companies.company_name }).from(companies).where(inArray(companies.id, linked.map(([, cid]) => cid)))
    : [];
  const byId = new Map(names.map((n) => [n.id, n.name]));
  return { id: row.id, values: formValues(row), labels: Object.fromEntries(linked.map(([role, cid]) => [role, byId.get(cid) ?? ''])) };
}

/** The figures whose entry makes the project name the admin entry among its sources (decision 052). */
const FIGURES: readonly string[] = [...PROJECT_HISTORY_FIELDS.capacity, 'total_investment_cost', 'investment_currency'];

/**
 * A figure an admin entered or changed: the project names the admin-entry source, verified today,
 * beside the datasets it came from (docs/decisions/052-unknown-stays-unknown.md). Who and on what
 * authority is the history event's actor and source (decision 042).
 */
async function linkAdminEntry(tx: Db, projectId: string, written: Record<string, unknown>) {
  // A figure cleared (null) is no entry to source; a changed unit is (it changes what the figure says).
  if (!FIGURES.some((column) => column in written && written[column] !== null)) return;
  const verified_on = entryDay();
  await tx
    .insert(project_sources)
    .values({ project_id: projectId, source_id: await adminEntrySourceId(tx), verified_on })
    .onConflictDoUpdate({ target: [project_sources.project_id, project_sources.source_id], set: { verified_on } });
}

/** An admin's save as history: dated and sourced by the form's two history fields (decision 042). */
const adminEventContext = (admin: Admin, form: AdminProjectForm): EventContext => ({
  origin: 'admin',
  actorId: admin.id,
  occurredOn: form.history_date,
  sourceId: form.history_source_id,
});

export async function createAdminProject(db: Db, admin: Admin, form: AdminProjectForm) {
  await checkProjectReferences(db, form);
  await requireSource(db, form.history_source_id);
  return createCatalogRecord(db, admin, PROJECT_CATALOG, projectColumns(form), async (tx, row) => {
    await writeEvents(tx, projectEvents(row.id, null, row, adminEventContext(admin, form)));
    // A new project's units alone are not figures: only the numbers it was given.
    await linkAdminEntry(tx, row.id, { dc_power: row.dc_power, ac_power: row.ac_power, storage_capacity: row.storage_capacity, total_investment_cost: row.total_investment_cost });
  });
}

export async function updateAdminProject(db: Db, admin: Admin, id: string, form: AdminProjectForm, sent?: SentFields) {
  await checkProjectReferences(db, form);
  await requireSource(db, form.history_source_id);
  // Nothing changed, nothing written: no history event either.
  return updateCatalogRecord(db, admin, PROJECT_CATALOG, id, projectColumns(form), sent, async (tx, before, changed) => {
    await writeEvents(tx, projectEvents(id, before, changed, adminEventContext(admin, form)));
    await linkAdminEntry(tx, id, changed);
  });
}

/** Permanent: the project's suggestions go with it (FK cascade); members' paid openings stay in their inventory, marked removed. */
export async function deleteAdminProject(db: Db, admin: Admin, id: string) {
  return deleteCatalogRecord(db, admin, PROJECT_CATALOG, id);
}
