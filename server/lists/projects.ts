import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { projectListChargeSchema, projectListQuerySchema, projectListSchema, type ProjectListItem } from '../../shared/schemas/catalog';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { projects } from '../db/schema/catalog';
import { project_sources } from '../db/schema/provenance';
import { cities, districts, project_status_types, project_types } from '../db/schema/reference';
import { presentCataloguePage, presentProjectListItem } from '../presenters/catalog';
import { catalogueAccess } from './catalogue-access';
import { cataloguePage, type CatalogueDeclaration, type ListFilter, type PageIds } from './catalogue-page';
import { defineList } from './list-definition';
import type { SQL } from 'drizzle-orm';

// The project list (docs/product-rules.md#catalogue): everything about it is declared here, and
// routes/catalog/list-routes.ts registers it. A new filter is one line in FILTERS and its parameter
// in the query's contract (shared/schemas/catalog.ts); see docs/ARCHITECTURE.md, "A new list filter".

type Query = z.output<typeof projectListQuerySchema>;

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

/** The first view's order: a newly chosen column starts descending. */
const ORDER = { sort: 'updated_at', dir: 'desc' } as const;

const status = alias(project_status_types, 'status');
const type = alias(project_types, 'type');
const city = alias(cities, 'city');
const district = alias(districts, 'district');

/** What the list filters on (each column indexed): premium, and paid once per combination and day. */
const FILTERS: readonly ListFilter<ProjectListParams>[] = [
  { param: 'city_id', column: projects.city_id },
  { param: 'type_id', column: projects.type_id },
  { param: 'status_type_id', column: projects.status_type_id },
  { param: 'source_id', link: { table: project_sources, record: project_sources.project_id, source: project_sources.source_id, id: projects.id } },
];

/**
 * The page's rows (with the list's total unless walked). The page's ids come first, from the sort's
 * index with no joins (or, for a narrow search, from its gathered matches); then the rows of those
 * ten. A deep page then steps over index entries instead of joining every row it skips
 * (docs/product-rules.md#speed, P3; `list-projects.test.ts` reads the plan).
 */
function statement(on: Db, page: PageIds, order: SQL[]) {
  return on
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
    .orderBy(...order);
}

/** The project list's page as declared: what `cataloguePage` reads (a test copies it to add a filter). */
export const projectPageDeclaration = {
  table: projects,
  id: projects.id,
  search: projects.search_key,
  filters: FILTERS,
  sorts: {
    project_name: { key: sql`${projects.project_name} COLLATE tr_icu` },
    city: { key: sql`${city.name} COLLATE tr_icu`, join: sql`LEFT JOIN ${cities} AS "city" ON ${eq(city.id, projects.city_id)}` },
    // NULL powers go last either way.
    dc_power: { key: sql`${projects.dc_power_kw}`, nullsLast: true },
    ac_power: { key: sql`${projects.ac_power_kw}`, nullsLast: true },
    updated_at: { key: sql`${projects.updated_at}` },
  },
  statement,
  item: presentProjectListItem,
} satisfies CatalogueDeclaration<ProjectListParams, ReturnType<typeof statement>, ProjectListItem>;

export const projectPage = cataloguePage(projectPageDeclaration);

export const projectList = defineList({
  name: 'projects',
  path: '/projects',
  summary: 'Proje listesi',
  tags: ['catalog'],
  query: projectListQuerySchema,
  response: projectListSchema,
  defaults: ORDER,
  params: (q: Query): ProjectListParams => ({
    search: q.search,
    city_id: q.city_id,
    type_id: q.type_id,
    status_type_id: q.status_type_id,
    source_id: q.source_id,
    sort: q.sort ?? ORDER.sort,
    dir: q.dir ?? ORDER.dir,
    page: q.page,
  }),
  access: catalogueAccess<Query>('projects', ORDER, FILTERS),
  paid: { label: 'Projeler', body: projectListChargeSchema, summary: 'Proje listesi (bakiye onayıyla)' },
  page: projectPage,
  present: (page, _viewer, params, charges) => presentCataloguePage(page.items, page, params.page, charges),
  // The first view costs nothing and is the same for everyone allowed to see it, which is everyone
  // (decision 014); a project's record event lets it go.
  cache: { sharedBy: () => 'all', emptiedBy: ['project'] },
});
