import { sql, type SQL } from 'drizzle-orm';
import { GAPS, STALE_AFTER_MONTHS, type GapEntity, type GapKey } from '../../../shared/data-quality';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import { COMMISSIONED_STATUS } from '../../../shared/map-constants';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin/list';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { ADMIN_ENTRY_SOURCE } from '../sources/admin-entry';

// The catalogue's gaps (docs/decisions/067-data-quality-gaps-and-coverage.md): the condition that
// puts a record on each list of shared/data-quality.ts, read live on every request (no cache to go
// stale: a fixed record leaves its list with the save that fixed it). Each list is one scan of its
// table; what a condition looks up elsewhere is served by a key or an index (project_sources' and
// station capacities' keys lead with the record, each company role of a project has its index).

interface EntityTables {
  /** The record's table and alias, its name and province columns. */
  from: SQL;
  name: SQL;
  city: SQL;
  id: SQL;
  searchKey: SQL;
  /** The ids of the sources a record (its id given) names: its links, and for a station its capacities' sources too. */
  sourceIds: (id: SQL) => SQL;
  /**
   * The newest "veri tarihi" of a record's sources (its id given): a link's own, else its source's
   * (decision 054); a station's capacity figure is dated by its source, an admin entry's by the day
   * it was entered (decision 052), as the station's page dates them.
   */
  newestDataDate: (id: SQL) => SQL;
}

const linkedNewest = (table: SQL, key: SQL) => (id: SQL) =>
  sql`(SELECT max(coalesce(l.data_date, s.data_date)) FROM ${table} l JOIN sources s ON s.id = l.source_id WHERE l.${key} = ${id})`;

const ENTITIES: Record<GapEntity, EntityTables> = {
  project: {
    from: sql`projects r LEFT JOIN project_status_types st ON st.id = r.status_type_id`,
    id: sql`r.id`,
    name: sql`r.project_name`,
    city: sql`r.city_id`,
    searchKey: sql`r.search_key`,
    sourceIds: (id) => sql`SELECT l.source_id FROM project_sources l WHERE l.project_id = ${id}`,
    newestDataDate: linkedNewest(sql`project_sources`, sql`project_id`),
  },
  company: {
    from: sql`companies r`,
    id: sql`r.id`,
    name: sql`r.company_name`,
    city: sql`r.city_id`,
    searchKey: sql`r.search_key`,
    sourceIds: (id) => sql`SELECT l.source_id FROM company_sources l WHERE l.company_id = ${id}`,
    newestDataDate: linkedNewest(sql`company_sources`, sql`company_id`),
  },
  station: {
    from: sql`transformer_station_definitions r`,
    id: sql`r.id`,
    name: sql`r.station_name`,
    city: sql`r.city_id`,
    searchKey: sql`r.search_key`,
    sourceIds: (id) => sql`SELECT l.source_id FROM station_sources l WHERE l.station_id = ${id}
      UNION SELECT k.source_id FROM transformer_station_capacities k WHERE k.station_id = ${id} AND k.source_id IS NOT NULL`,
    newestDataDate: (id) => sql`greatest(
      ${linkedNewest(sql`station_sources`, sql`station_id`)(id)},
      (SELECT max(coalesce(s.data_date, CASE WHEN s.key = ${ADMIN_ENTRY_SOURCE.key} THEN k.verified_on END))
        FROM transformer_station_capacities k JOIN sources s ON s.id = k.source_id WHERE k.station_id = ${id}))`,
  },
};

/** Today in Istanbul, the day the back office reads. */
const TODAY = sql`(now() AT TIME ZONE 'Europe/Istanbul')::date`;

/** Nothing says the record was checked within STALE_AFTER_MONTHS: its newest data date is older, or it has none. */
const staleCondition = (entity: GapEntity) =>
  sql`coalesce(${ENTITIES[entity].newestDataDate(sql`r.id`)} >= (${TODAY} - ${sql.raw(`interval '${STALE_AFTER_MONTHS} months'`)})::date, false) = false`;

/** The condition of each gap over its entity's row `r` (and, for projects, its status `st`). */
export const GAP_CONDITIONS: Record<GapKey, SQL> = {
  no_coordinates: sql`(r.latitude IS NULL OR r.longitude IS NULL)`,
  no_capacity: sql`(r.ac_power IS NULL AND r.dc_power IS NULL)`,
  no_investor: sql`(nullif(btrim(r.investor), '') IS NULL AND r.investor_company_id IS NULL)`,
  // A commissioned plant is dated by its commissioning, any other by its start (docs/product-rules.md#catalogue).
  no_status_date: sql`(CASE WHEN st.name = ${COMMISSIONED_STATUS} THEN r.commissioning_date IS NULL ELSE r.project_start_date IS NULL END)`,
  no_real_source: sql`NOT EXISTS (SELECT 1 FROM project_sources ps JOIN sources s ON s.id = ps.source_id WHERE ps.project_id = r.id AND NOT s.is_generated)`,
  stale: staleCondition('project'),
  company_no_project: sql`NOT EXISTS (SELECT 1 FROM projects p WHERE ${sql.join(
    PROJECT_COMPANY_ROLES.map(({ role }) => sql`p.${sql.identifier(role)} = r.id`),
    sql` OR `,
  )})`,
  company_stale: staleCondition('company'),
  station_no_real_capacity: sql`NOT EXISTS (SELECT 1 FROM transformer_station_capacities k WHERE k.station_id = r.id AND NOT k.is_generated)`,
  station_stale: staleCondition('station'),
};

const entityOf = (key: GapKey) => GAPS.find((gap) => gap.key === key)!.entity;

/** Every gap's count now, in one statement (each table scanned once). */
export async function gapCounts(db: Db): Promise<Record<GapKey, number>> {
  const byEntity = (entity: GapEntity) => {
    const keys = GAPS.filter((gap) => gap.entity === entity).map((gap) => gap.key);
    return sql`(SELECT json_build_object(${sql.join(
      keys.map((key) => sql`${key}::text, (count(*) FILTER (WHERE ${GAP_CONDITIONS[key]}))::int`),
      sql`, `,
    )}) FROM ${ENTITIES[entity].from})`;
  };
  const [row] = await queryRows<{ project: Record<string, number>; company: Record<string, number>; station: Record<string, number> }>(
    db,
    sql`SELECT ${byEntity('project')} AS project, ${byEntity('company')} AS company, ${byEntity('station')} AS station`,
  );
  const counts = { ...row!.project, ...row!.company, ...row!.station };
  return Object.fromEntries(GAPS.map((gap) => [gap.key, Number(counts[gap.key] ?? 0)])) as Record<GapKey, number>;
}

export interface GapListQuery {
  page: number;
  search?: string;
  source_id?: string;
  city_id?: string;
}

export interface GapRow {
  id: string;
  name: string;
  city: string | null;
  sources: string[];
  newest_data_date: string | null;
}

/** One page of a gap's records, by name, filtered by a source they link to, a province and a name search. */
export async function gapPage(db: Db, key: GapKey, query: GapListQuery) {
  const entity = entityOf(key);
  const t = ENTITIES[entity];
  const where: SQL[] = [GAP_CONDITIONS[key]];
  if (query.source_id) where.push(sql`${query.source_id}::uuid IN (${t.sourceIds(sql`r.id`)})`);
  if (query.city_id) where.push(sql`${t.city} = ${query.city_id}`);
  if (query.search) where.push(sql`${t.searchKey} LIKE '%' || gv_fold(${query.search}) || '%'`);
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const rows = await queryRows<GapRow & { total: number }>(
    db,
    sql`
      WITH page AS (
        SELECT ${t.id} AS id, ${t.name} AS name, ${t.city} AS city_id, count(*) OVER ()::int AS total
        FROM ${t.from}
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${t.name} COLLATE tr_icu, ${t.id}
        LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${offset})
      SELECT page.id, page.name, c.name AS city, page.total,
             coalesce((SELECT array_agg(s.name ORDER BY s.name) FROM sources s WHERE s.id IN (${t.sourceIds(sql`page.id`)})), '{}') AS sources,
             ${t.newestDataDate(sql`page.id`)}::text AS newest_data_date
      FROM page LEFT JOIN cities c ON c.id = page.city_id
      ORDER BY page.name COLLATE tr_icu, page.id`,
  );
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? (offset > 0 ? await gapTotal(db, key, where, t) : 0),
    capped: false,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

/** The total of a page past the last (its rows carry none). */
async function gapTotal(db: Db, _key: GapKey, where: SQL[], t: EntityTables) {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${t.from} WHERE ${sql.join(where, sql` AND `)}`);
  return row?.n ?? 0;
}
