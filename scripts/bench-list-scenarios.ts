import type { Db } from '../server/db/client';
import { presentStationList } from '../server/presenters/stations';
import { listCompanies } from '../server/services/catalog/list-companies';
import { listProjects } from '../server/services/catalog/list-projects';
import { companySummary, projectSummary, stationSummary } from '../server/services/dashboard/dashboard-summaries';
import { listProjectMarkers } from '../server/services/map/project-markers';
import { provinceFigures } from '../server/services/map/province-figures';
import { listStationMarkers, stationCapacityPage, type StationListParams } from '../server/services/stations/station-queries';

/** What a scenario's SQL depends on: a province to filter by and the premium member who asks. */
export interface ScenarioContext {
  konyaId: string;
  viewerId: string;
}

export interface ListScenario {
  name: string;
  /** The product's route, asked over HTTP by the premium member. */
  url: string;
  /** The same SQL through the same service, without the request path. */
  direct: () => Promise<unknown>;
}

export const DEEP_PAGES = [500, 1000];

/**
 * The lists P1 is measured on (docs/product-rules.md#speed), each with its route and its SQL run
 * directly. One list, so that the bare route (scripts/bench-bare-route.ts) serves exactly what the
 * direct side runs.
 */
export function listScenarios(db: Db, { konyaId, viewerId }: ScenarioContext): ListScenario[] {
  const listStationCapacities = async (params: StationListParams) => presentStationList(await stationCapacityPage(db, params), params);
  return [
    { name: 'projects page 1', url: '/api/projects', direct: () => listProjects(db, { sort: 'updated_at', dir: 'desc', page: 1 }) },
    { name: 'projects search "konya"', url: '/api/projects?search=konya', direct: () => listProjects(db, { search: 'konya', sort: 'updated_at', dir: 'desc', page: 1 }) },
    { name: 'projects filter city', url: `/api/projects?city_id=${konyaId}`, direct: () => listProjects(db, { city_id: konyaId, sort: 'updated_at', dir: 'desc', page: 1 }) },
    { name: 'projects sort dc_power', url: '/api/projects?sort=dc_power&dir=desc', direct: () => listProjects(db, { sort: 'dc_power', dir: 'desc', page: 1 }) },
    ...DEEP_PAGES.map((page) => ({ name: `projects page ${page}`, url: `/api/projects?page=${page}`, direct: () => listProjects(db, { sort: 'updated_at', dir: 'desc', page }) })),
    { name: 'companies page 1', url: '/api/companies', direct: () => listCompanies(db, { sort: 'company_name', dir: 'asc', page: 1 }, viewerId) },
    { name: 'companies search "enerji"', url: '/api/companies?search=enerji', direct: () => listCompanies(db, { search: 'enerji', sort: 'company_name', dir: 'asc', page: 1 }, viewerId) },
    { name: 'companies filter city', url: `/api/companies?city_id=${konyaId}`, direct: () => listCompanies(db, { city_id: konyaId, sort: 'company_name', dir: 'asc', page: 1 }, viewerId) },
    { name: 'stations page 1', url: '/api/stations', direct: () => listStationCapacities({ page: 1 }) },
    { name: 'stations year + city', url: `/api/stations?year=2026&city_id=${konyaId}`, direct: () => listStationCapacities({ year: 2026, city_id: konyaId, page: 1 }) },
    { name: 'stations sort capacity', url: '/api/stations?sort=available_capacity&dir=desc', direct: () => listStationCapacities({ sort: 'available_capacity', dir: 'desc', page: 1 }) },
    { name: 'station map markers', url: '/api/stations/map', direct: () => listStationMarkers(db, {}) },
    // The premium project map: the largest 5 000 of every project (PROJECT_MAP_LIMIT), as columns.
    { name: 'project map markers', url: '/api/map/projects', direct: () => listProjectMarkers(db, {}) },
    { name: 'project map markers, one city', url: `/api/map/projects?city_id=${konyaId}`, direct: () => listProjectMarkers(db, { city_id: konyaId }) },
    { name: 'map province figures', url: '/api/map/provinces', direct: () => provinceFigures(db) },
    { name: 'dashboard projects', url: '/api/dashboard/projects', direct: () => projectSummary(db) },
    { name: 'dashboard companies', url: '/api/dashboard/companies', direct: () => companySummary(db) },
    { name: 'dashboard stations', url: '/api/dashboard/stations', direct: () => stationSummary(db) },
  ];
}
