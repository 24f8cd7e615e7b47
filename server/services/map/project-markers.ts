import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { PROJECT_MAP_LIMIT } from '../../../shared/map-constants';
import { PROVINCE_CENTRES } from '../../../shared/province-centres';
import type { Columns } from '../../../shared/schemas/columns';
import type { ProjectMap, ProjectMarker } from '../../../shared/schemas/sector-map';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema/catalog';
import { cities, project_status_types } from '../../db/schema/reference';
import { PROJECT_FILTERS, type ProjectFilterParams } from '../catalog/list-projects';
import { filterOf, whereOf } from '../catalog/page-with-total';
import { osmDerived } from '../sources/provenance';

/**
 * The map's projects layer (docs/decisions/037): the projects in the list's filter that can be
 * placed, the largest AC power first, at most PROJECT_MAP_LIMIT. A project without coordinates sits
 * at a point inside its province, marked approximate; one with neither is left out. One statement;
 * the answer is built as columns (the station map's shape), statuses named once.
 */
export async function listProjectMarkers(db: Db, params: ProjectFilterParams, limit = PROJECT_MAP_LIMIT): Promise<ProjectMap> {
  const filter = whereOf(filterOf(PROJECT_FILTERS, params).filter);
  const rows = await db
    .select({
      id: projects.id,
      project_name: projects.project_name,
      latitude: projects.latitude,
      longitude: projects.longitude,
      plate_code: cities.plate_code,
      status_id: projects.status_type_id,
      status_name: project_status_types.name,
      osm: osmDerived('project', projects.id),
    })
    .from(projects)
    .leftJoin(cities, eq(cities.id, projects.city_id))
    .leftJoin(project_status_types, eq(project_status_types.id, projects.status_type_id))
    .where(and(filter, or(isNotNull(projects.latitude), isNotNull(cities.plate_code))))
    // The power index's order (NULLS LAST, then the id), so the first `limit` are read from it.
    .orderBy(sql`${projects.ac_power_kw} DESC NULLS LAST`, desc(projects.id))
    .limit(limit + 1);

  const markers: Columns<ProjectMarker> = { id: [], project_name: [], latitude: [], longitude: [], approximate: [], status: [], osm: [] };
  const statuses: ProjectMap['statuses'] = [];
  const statusIndex = new Map<string, number>();
  for (const row of rows.slice(0, limit)) {
    const centre = row.latitude === null || row.longitude === null ? (row.plate_code === null ? undefined : PROVINCE_CENTRES[row.plate_code]) : undefined;
    const latitude = centre ? centre[0] : row.latitude;
    const longitude = centre ? centre[1] : row.longitude;
    if (latitude === null || longitude === null) continue; // a city outside the 81 provinces, without coordinates
    let status: number | null = null;
    if (row.status_id && row.status_name) {
      status = statusIndex.get(row.status_id) ?? null;
      if (status === null) {
        status = statuses.push({ id: row.status_id, name: row.status_name }) - 1;
        statusIndex.set(row.status_id, status);
      }
    }
    markers.id.push(row.id);
    markers.project_name.push(row.project_name);
    markers.latitude.push(latitude);
    markers.longitude.push(longitude);
    markers.approximate.push(centre !== undefined);
    markers.status.push(status);
    markers.osm.push(row.osm);
  }
  return { statuses, markers, capped: rows.length > limit, limit };
}
