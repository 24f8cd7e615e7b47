import { sql } from 'drizzle-orm';
import { TOP_CITIES } from '../../../shared/constants';
import type { CompanySummary, ProjectSummary, StationSummary } from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

// The premium dashboard's summaries (spec 2 §2.6, §3, §7: get_project_status_summary,
// get_project_city_summary, get_project_type_summary, get_company_*_summary). Each summary is one
// aggregate statement; the browser never sums rows. Items without a status/type/city are grouped
// as "Belirtilmemiş" in the pies and left out of the city ranking.

const UNSPECIFIED = 'Belirtilmemiş';

/** Projects: totals, by status (count + MWp), by type, top cities by installed DC power. */
export async function projectSummary(db: Db): Promise<ProjectSummary> {
  const [row] = await queryRows<{ summary: ProjectSummary }>(
    db,
    sql`
      WITH p AS (SELECT status_type_id, type_id, city_id, dc_power_kw FROM projects),
      by_status AS (
        SELECT coalesce(s.name, ${UNSPECIFIED}) AS name, count(*)::int AS count,
               round(coalesce(sum(p.dc_power_kw), 0) / 1000, 3)::float8 AS total_dc_power_mwp
        FROM p LEFT JOIN project_status_types s ON s.id = p.status_type_id GROUP BY 1),
      by_type AS (
        SELECT coalesce(t.name, ${UNSPECIFIED}) AS name, count(*)::int AS count
        FROM p LEFT JOIN project_types t ON t.id = p.type_id GROUP BY 1),
      by_city AS (
        SELECT c.name, count(*)::int AS count,
               round(coalesce(sum(p.dc_power_kw), 0) / 1000, 3)::float8 AS total_dc_power_mwp
        FROM p JOIN cities c ON c.id = p.city_id GROUP BY c.name
        ORDER BY total_dc_power_mwp DESC, count DESC, c.name COLLATE tr_icu LIMIT ${TOP_CITIES})
      SELECT json_build_object(
        'total_projects', (SELECT count(*)::int FROM p),
        'total_dc_power_mwp', (SELECT round(coalesce(sum(dc_power_kw), 0) / 1000, 3)::float8 FROM p),
        'average_dc_power_mwp', (SELECT round(coalesce(avg(dc_power_kw), 0) / 1000, 3)::float8 FROM p),
        'by_status', (SELECT coalesce(json_agg(b ORDER BY b.count DESC, b.name), '[]') FROM by_status b),
        'by_type', (SELECT coalesce(json_agg(b ORDER BY b.count DESC, b.name), '[]') FROM by_type b),
        'top_cities', (SELECT coalesce(json_agg(b ORDER BY b.total_dc_power_mwp DESC, b.count DESC, b.name COLLATE tr_icu), '[]') FROM by_city b)
      ) AS summary`,
  );
  return row!.summary;
}

/** Companies: totals, by activity type, by product type, top cities by count. */
export async function companySummary(db: Db): Promise<CompanySummary> {
  const [row] = await queryRows<{ summary: CompanySummary }>(
    db,
    sql`
      WITH c AS (SELECT activity_type_id, product_type_id, city_id, is_verified FROM companies),
      by_activity AS (
        SELECT coalesce(a.name, ${UNSPECIFIED}) AS name, count(*)::int AS count
        FROM c LEFT JOIN company_activity_types a ON a.id = c.activity_type_id GROUP BY 1),
      by_product AS (
        SELECT coalesce(t.name, ${UNSPECIFIED}) AS name, count(*)::int AS count
        FROM c LEFT JOIN company_product_types t ON t.id = c.product_type_id GROUP BY 1),
      by_city AS (
        SELECT ci.name, count(*)::int AS count
        FROM c JOIN cities ci ON ci.id = c.city_id GROUP BY ci.name
        ORDER BY count DESC, ci.name COLLATE tr_icu LIMIT ${TOP_CITIES})
      SELECT json_build_object(
        'total_companies', (SELECT count(*)::int FROM c),
        'verified_companies', (SELECT count(*)::int FROM c WHERE is_verified),
        'by_activity', (SELECT coalesce(json_agg(b ORDER BY b.count DESC, b.name), '[]') FROM by_activity b),
        'by_product', (SELECT coalesce(json_agg(b ORDER BY b.count DESC, b.name), '[]') FROM by_product b),
        'top_cities', (SELECT coalesce(json_agg(b ORDER BY b.count DESC, b.name COLLATE tr_icu), '[]') FROM by_city b)
      ) AS summary`,
  );
  return row!.summary;
}

/**
 * Stations: the latest month of the chosen year (default: the newest year) — total available
 * capacity, station and city counts, and the top cities by capacity.
 */
export async function stationSummary(db: Db, year?: number): Promise<StationSummary> {
  const [row] = await queryRows<{ summary: StationSummary }>(
    db,
    sql`
      WITH chosen_year AS (
        SELECT coalesce(${year ?? null}::int, (SELECT max(year) FROM transformer_station_capacities)) AS year),
      chosen AS (
        SELECT y.year, (SELECT max(month) FROM transformer_station_capacities c WHERE c.year = y.year) AS month
        FROM chosen_year y),
      rows AS (
        SELECT c.available_capacity, c.station_id, d.city_id
        FROM transformer_station_capacities c
        JOIN chosen ON c.year = chosen.year AND c.month = chosen.month
        JOIN transformer_station_definitions d ON d.id = c.station_id),
      by_city AS (
        SELECT r.city_id, ci.name, round(sum(r.available_capacity), 2)::float8 AS total_capacity,
               count(DISTINCT r.station_id)::int AS station_count
        FROM rows r JOIN cities ci ON ci.id = r.city_id GROUP BY r.city_id, ci.name
        ORDER BY total_capacity DESC, ci.name COLLATE tr_icu LIMIT ${TOP_CITIES})
      SELECT json_build_object(
        'years', (SELECT coalesce(json_agg(y ORDER BY y DESC), '[]') FROM (SELECT DISTINCT year AS y FROM transformer_station_capacities) ys),
        'year', (SELECT year FROM chosen),
        'month', (SELECT month FROM chosen),
        'total_capacity', (SELECT round(coalesce(sum(available_capacity), 0), 2)::float8 FROM rows),
        'station_count', (SELECT count(DISTINCT station_id)::int FROM rows),
        'city_count', (SELECT count(DISTINCT city_id)::int FROM rows),
        'top_cities', (SELECT coalesce(json_agg(b ORDER BY b.total_capacity DESC, b.name COLLATE tr_icu), '[]') FROM by_city b)
      ) AS summary`,
  );
  return row!.summary;
}
