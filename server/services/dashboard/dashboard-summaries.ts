import { sql } from 'drizzle-orm';
import { TOP_CITIES } from '../../../shared/constants';
import type { CompanySummary, ProjectSummary, StationSummary } from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

// The premium dashboard's summaries (docs/product-rules.md#dashboard: get_project_status_summary,
// get_project_city_summary, get_project_type_summary, get_company_*_summary). Each summary is one
// aggregate statement; the browser never sums rows. Items without a status/type/city are grouped
// as "Belirtilmemiş" in the pies and left out of the city ranking.

const UNSPECIFIED = 'Belirtilmemiş';

// One scan per summary: GROUPING SETS aggregates by each dimension and overall in a single pass;
// grouping() tells the sets apart (a bit is set for each column *not* grouped, first column highest).

/** Projects: totals, by status (count + MWp), by type, top cities by installed DC power. */
export async function projectSummary(db: Db): Promise<ProjectSummary> {
  const [row] = await queryRows<{ summary: ProjectSummary }>(
    db,
    sql`
      WITH g AS (
        SELECT status_type_id, type_id, city_id, grouping(status_type_id, type_id, city_id) AS set,
               count(*)::int AS count, coalesce(sum(dc_power_kw), 0) AS kw, avg(dc_power_kw) AS avg_kw
        FROM projects GROUP BY GROUPING SETS ((status_type_id), (type_id), (city_id), ())),
      by_status AS (
        SELECT coalesce(s.name, ${UNSPECIFIED}) AS name, g.count, round(g.kw / 1000, 3)::float8 AS total_dc_power_mwp
        FROM g LEFT JOIN project_status_types s ON s.id = g.status_type_id WHERE g.set = 3),
      by_type AS (
        SELECT coalesce(t.name, ${UNSPECIFIED}) AS name, g.count
        FROM g LEFT JOIN project_types t ON t.id = g.type_id WHERE g.set = 5),
      by_city AS (
        SELECT c.name, g.count, round(g.kw / 1000, 3)::float8 AS total_dc_power_mwp
        FROM g JOIN cities c ON c.id = g.city_id WHERE g.set = 6 AND g.kw > 0
        ORDER BY total_dc_power_mwp DESC, g.count DESC, c.name COLLATE tr_icu LIMIT ${TOP_CITIES})
      SELECT json_build_object(
        'total_projects', coalesce((SELECT count FROM g WHERE set = 7), 0),
        'total_dc_power_mwp', coalesce((SELECT round(kw / 1000, 3)::float8 FROM g WHERE set = 7), 0),
        'average_dc_power_mwp', coalesce((SELECT round(avg_kw / 1000, 3)::float8 FROM g WHERE set = 7), 0),
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
      WITH g AS (
        SELECT activity_type_id, product_type_id, city_id, grouping(activity_type_id, product_type_id, city_id) AS set,
               count(*)::int AS count, (count(*) FILTER (WHERE is_verified))::int AS verified
        FROM companies GROUP BY GROUPING SETS ((activity_type_id), (product_type_id), (city_id), ())),
      by_activity AS (
        SELECT coalesce(a.name, ${UNSPECIFIED}) AS name, g.count
        FROM g LEFT JOIN company_activity_types a ON a.id = g.activity_type_id WHERE g.set = 3),
      by_product AS (
        SELECT coalesce(t.name, ${UNSPECIFIED}) AS name, g.count
        FROM g LEFT JOIN company_product_types t ON t.id = g.product_type_id WHERE g.set = 5),
      by_city AS (
        SELECT ci.name, g.count
        FROM g JOIN cities ci ON ci.id = g.city_id WHERE g.set = 6
        ORDER BY g.count DESC, ci.name COLLATE tr_icu LIMIT ${TOP_CITIES})
      SELECT json_build_object(
        'total_companies', coalesce((SELECT count FROM g WHERE set = 7), 0),
        'verified_companies', coalesce((SELECT verified FROM g WHERE set = 7), 0),
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
