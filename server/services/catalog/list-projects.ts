import type { Db } from '../../db/client';
import { projectPage, type ProjectListParams } from '../../lists/projects';
import type { Filters, PageMode, PageSpec, TotalOptions } from './page-with-total';

// The project list's page, as its definition (server/lists/projects.ts) reads it, for what reads it
// outside a request: the map's project layer, the exports, the tests and the benchmark.

export type { ProjectListParams };

/** The parameters that narrow the list (not its order or page): the map's project layer takes the same. */
export type ProjectFilterParams = Pick<ProjectListParams, 'search' | 'city_id' | 'type_id' | 'status_type_id' | 'source_id'>;

/** What the list filters on (its definition's filters); the map's project layer filters the same way. */
export const PROJECT_FILTERS = projectPage.filters as Filters<ProjectFilterParams>;

/** The page of a list's parameters: its order, its filter and the join its sort needs (exports walk the same). */
export function pageSpec(params: ProjectListParams): PageSpec {
  return projectPage.spec(params);
}

/** The statement of one page's rows in a given mode (the plan tests and the benchmark's "page alone"). */
export function projectPageQuery(db: Db, params: ProjectListParams, mode: PageMode, spec = pageSpec(params)) {
  return projectPage.statement(db, params, mode, undefined, spec);
}

/** One page of the project list (docs/product-rules.md#catalogue) and its total. Filters are on indexed columns. */
export async function listProjects(db: Db, params: ProjectListParams, totals?: TotalOptions) {
  return projectPage.readWith(db, params, { tier: 'visitor' }, totals ?? {});
}
