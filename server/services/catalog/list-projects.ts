import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAGE_SIZE } from '../../../shared/constants';
import type { ProjectListItem } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema/catalog';
import { project_sources } from '../../db/schema/provenance';
import { cities, districts, project_status_types, project_types } from '../../db/schema/reference';
import { filterOf, pageIds, planPage, pageOrder, type Filters, type PageMode, type PageSpec, type TotalOptions } from './page-with-total';

export interface ProjectListParams {
  search?: string;
  city_id?: string;
  type_id?: string;
  status_type_id?: string;
  /** Projects linked to this source (decision 041). */
  source_id?: string;
  sort: 'project_name' | 'city' | 'dc_power' | 'ac_power' | 'updated_at';
  dir: 'asc' | 'desc';
  page: number;
}

const status = alias(project_status_types, 'status');
const type = alias(project_types, 'type');
const city = alias(cities, 'city');
const district = alias(districts, 'district');

const SORT_COLUMNS: Record<ProjectListParams['sort'], SQL> = {
  project_name: sql`${projects.project_name} COLLATE tr_icu`,
  city: sql`${city.name} COLLATE tr_icu`,
  dc_power: sql`${projects.dc_power_kw}`,
  ac_power: sql`${projects.ac_power_kw}`,
  updated_at: sql`${projects.updated_at}`,
};

const named = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** The parameters that narrow the list (not its order or page): the map's project layer takes the same. */
export type ProjectFilterParams = Pick<ProjectListParams, 'search' | 'city_id' | 'type_id' | 'status_type_id' | 'source_id'>;

/** What the list filters on (each column indexed); the map's project layer filters the same way. */
export const PROJECT_FILTERS: Filters<ProjectFilterParams> = {
  search: projects.search_key,
  equals: [
    [projects.city_id, 'city_id'],
    [projects.type_id, 'type_id'],
    [projects.status_type_id, 'status_type_id'],
  ],
  source: [{ table: project_sources, record: project_sources.project_id, source: project_sources.source_id, id: projects.id }, 'source_id'],
};

/** The page of a list's parameters: its order, its filter and the join its sort needs (exports walk the same). */
export function pageSpec(params: ProjectListParams): PageSpec {
  return {
    table: projects,
    id: projects.id,
    sortKey: SORT_COLUMNS[params.sort],
    joins: params.sort === 'city' ? sql`LEFT JOIN ${cities} AS "city" ON ${eq(city.id, projects.city_id)}` : undefined,
    dir: params.dir,
    // NULL powers go last either way; the id keeps equal values in a stable order across pages.
    nullsLast: params.sort === 'dc_power' || params.sort === 'ac_power',
    ...filterOf<ProjectFilterParams>(PROJECT_FILTERS, params),
    page: params.page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * The statement of one page's rows (with the list's total unless walked). The page's ids come first,
 * from the sort's index with no joins (or, for a narrow search, from its gathered matches:
 * `pageStatement`); then the rows of those ten. A deep page then steps over index entries instead of
 * joining every row it skips (docs/product-rules.md#speed, P3;
 * `list-projects.test.ts` reads the plan).
 */
export function projectPageQuery(db: Db, params: ProjectListParams, mode: PageMode, spec = pageSpec(params)) {
  const page = pageIds(db, spec, mode);

  return db
    .with(page)
    .select({
      total: page.page_total,
      id: page.page_id,
      project_name: projects.project_name,
      status_id: status.id,
      status_name: status.name,
      type_id: type.id,
      type_name: type.name,
      city_id: city.id,
      city_name: city.name,
      district_id: district.id,
      district_name: district.name,
      dc_power: projects.dc_power,
      dc_power_unit: projects.dc_power_unit,
      ac_power: projects.ac_power,
      ac_power_unit: projects.ac_power_unit,
      project_start_date: projects.project_start_date,
      commissioning_date: projects.commissioning_date,
      updated_at: projects.updated_at,
      is_verified: projects.is_verified,
    })
    .from(page)
    .leftJoin(projects, eq(projects.id, page.page_id))
    .leftJoin(status, eq(status.id, projects.status_type_id))
    .leftJoin(type, eq(type.id, projects.type_id))
    .leftJoin(city, eq(city.id, projects.city_id))
    .leftJoin(district, eq(district.id, projects.district_id))
    .orderBy(...pageOrder(page, spec));
}

/** One page of the project list (docs/product-rules.md#catalogue) and its total. Filters are on indexed columns. */
export async function listProjects(db: Db, params: ProjectListParams, totals?: TotalOptions) {
  return (await planProjectPage(db, params, totals))(db);
}

/**
 * `listProjects` in two steps (`planPage`): the estimate now; the page's statement when the returned
 * reader is called, on `db` or a transaction of it (a paid page is read where it is charged).
 */
export async function planProjectPage(db: Db, params: ProjectListParams, totals?: TotalOptions) {
  const spec = pageSpec(params);
  const read = await planPage(db, spec, (mode, on) => projectPageQuery(on, params, mode, spec), totals);
  return async (on: Db) => {
    const { rows, ...total } = await read(on);
    // A row with an id has its project (read in the same statement): its NOT NULL columns are set.
    const items: ProjectListItem[] = rows.map((r) => ({
      id: r.id,
      project_name: r.project_name!,
      status: named(r.status_id, r.status_name),
      type: named(r.type_id, r.type_name),
      city: named(r.city_id, r.city_name),
      district: named(r.district_id, r.district_name),
      dc_power: r.dc_power,
      dc_power_unit: r.dc_power_unit!,
      ac_power: r.ac_power,
      ac_power_unit: r.ac_power_unit!,
      project_start_date: r.project_start_date,
      commissioning_date: r.commissioning_date,
      updated_at: r.updated_at!.toISOString(),
      is_verified: r.is_verified!,
    }));
    return { items, ...total };
  };
}
