import { sql } from 'drizzle-orm';
import { COMMISSIONED_STATUS } from '../../../shared/map-constants';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { provinceFigures } from '../map/province-figures';

// How much of Turkey's installed solar power the catalogue covers
// (docs/decisions/067-data-quality-gaps-and-coverage.md): the known AC power of its commissioned
// projects next to the newest official figure that is not an estimate. A project whose power is not
// known is counted apart, never as zero; where no official figure exists the share is unknown.

export interface NationalOfficial {
  mw: number;
  year: number;
  month: number;
  /** The publication the figure was read from (host and path) and its source record. */
  page: string | null;
  source_name: string | null;
  publisher: string | null;
}

export interface NationalCoverage {
  catalogue_mw: number;
  commissioned_projects: number;
  unknown_power_projects: number;
  official: NationalOfficial | null;
  /** catalogue_mw / official.mw × 100; null without an official figure. */
  share: number | null;
}

/** The country: the catalogue's commissioned plants and their known AC power, and the newest official installed solar power. */
export async function nationalCoverage(db: Db): Promise<NationalCoverage> {
  const [row] = await queryRows<{
    catalogue_mw: number;
    commissioned_projects: number;
    unknown_power_projects: number;
    official_mw: number | null;
    year: number | null;
    month: number | null;
    page: string | null;
    source_name: string | null;
    publisher: string | null;
  }>(
    db,
    sql`
      WITH catalogue AS (
        SELECT round(coalesce(sum(p.ac_power_kw), 0) / 1000, 3)::float8 AS catalogue_mw,
               count(*)::int AS commissioned_projects,
               (count(*) FILTER (WHERE p.ac_power_kw IS NULL))::int AS unknown_power_projects
        FROM projects p JOIN project_status_types st ON st.id = p.status_type_id
        WHERE st.name = ${COMMISSIONED_STATUS}),
      official AS (
        SELECT i.total_solar_power::float8 AS official_mw, i.year::int AS year, i.month::int AS month, i.source AS page, s.name AS source_name, s.publisher
        FROM installed_power_stats i LEFT JOIN sources s ON s.id = i.source_id
        WHERE NOT i.is_estimate
        ORDER BY i.year DESC, i.month DESC
        LIMIT 1)
      SELECT catalogue.*, official.* FROM catalogue LEFT JOIN official ON true`,
  );
  const r = row!;
  const official =
    r.official_mw === null || r.year === null || r.month === null
      ? null
      : { mw: Number(r.official_mw), year: r.year, month: r.month, page: r.page, source_name: r.source_name, publisher: r.publisher };
  const catalogue = Number(r.catalogue_mw);
  return {
    catalogue_mw: catalogue,
    commissioned_projects: r.commissioned_projects,
    unknown_power_projects: r.unknown_power_projects,
    official,
    share: official && official.mw > 0 ? shareOf(catalogue, official.mw) : null,
  };
}

/** A share in percent, to one decimal place. */
export const shareOf = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** Per province (the map's figures: docs/decisions/037) and the country, for the back office's "Kapsama". */
export async function coverage(db: Db) {
  const [national, figures] = await Promise.all([nationalCoverage(db), provinceFigures(db)]);
  return {
    national,
    provinces: figures.provinces.map((p) => {
      const allUnknown = p.commissioned_projects > 0 && p.commissioned_unknown_power_projects === p.commissioned_projects;
      return {
        city_id: p.city_id,
        plate_code: p.plate_code,
        name: p.name,
        projects: p.commissioned_projects,
        catalogue_mw: allUnknown ? null : p.commissioned_ac_mw,
        unknown_power_projects: p.commissioned_unknown_power_projects,
        official_mw: p.official_mw,
        official_as_of: p.official_as_of,
        share: !allUnknown && p.official_mw !== null && p.official_mw > 0 ? shareOf(p.commissioned_ac_mw, p.official_mw) : null,
      };
    }),
    official_sources: figures.official_sources,
  };
}
