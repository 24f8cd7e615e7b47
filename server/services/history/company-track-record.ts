import { or, sql, eq } from 'drizzle-orm';
import { COMMISSIONED_STATUS, PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import type { TrackRecord } from '../../../shared/schemas/history';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { projects } from '../../db/schema/catalog';
import { record_events } from '../../db/schema/history';
import { project_status_types } from '../../db/schema/reference';

interface TrackRecordRow {
  total: number;
  commissioned: number;
  median_months: number | string | null;
  measured: number;
  by_status: { id: string | null; name: string | null; count: number }[] | null;
}

/**
 * A company's track record (decision 042) in one statement: its projects (any of the nine roles, each
 * role column indexed), how many are in each status, how many reached "Devreye Alınan", and the
 * median whole months from a commissioned project's first history event to its commissioning.
 * Commissioning is the project's commissioning date, else the day an event set its status to
 * "Devreye Alınan"; a project whose history starts on or after that day (entered when already
 * built) tells nothing about how long building took, so it is not measured.
 */
export async function companyTrackRecord(db: Db, companyId: string): Promise<TrackRecord> {
  const holdsRole = or(...PROJECT_COMPANY_ROLES.map(({ role }) => eq(projects[role], companyId)));
  const [row] = await queryRows<TrackRecordRow>(
    db,
    sql`
      WITH done AS (
        SELECT ${project_status_types.id} AS id FROM ${project_status_types} WHERE ${project_status_types.name} = ${COMMISSIONED_STATUS}
      ),
      mine AS (
        SELECT ${projects.id} AS id, ${projects.status_type_id} AS status_id, ${projects.commissioning_date} AS commissioning_date
        FROM ${projects} WHERE ${holdsRole}
      ),
      timed AS (
        SELECT
          (SELECT min(e.occurred_on) FROM ${record_events} e WHERE e.entity = 'project' AND e.entity_id = mine.id) AS first_on,
          coalesce(
            mine.commissioning_date,
            (SELECT min(e.occurred_on) FROM ${record_events} e
              WHERE e.entity = 'project' AND e.entity_id = mine.id AND e.changes -> 'status_type_id' ->> 'after' = (SELECT id::text FROM done))
          ) AS commissioned_on
        FROM mine WHERE mine.status_id = (SELECT id FROM done)
      ),
      spans AS (
        SELECT (extract(year FROM age(commissioned_on, first_on)) * 12 + extract(month FROM age(commissioned_on, first_on)))::int AS months
        FROM timed WHERE commissioned_on > first_on
      ),
      counted AS (
        SELECT mine.status_id, count(*)::int AS n FROM mine GROUP BY mine.status_id
      )
      SELECT
        (SELECT count(*)::int FROM mine) AS total,
        (SELECT count(*)::int FROM mine WHERE mine.status_id = (SELECT id FROM done)) AS commissioned,
        (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY months) FROM spans) AS median_months,
        (SELECT count(*)::int FROM spans) AS measured,
        (SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'count', counted.n) ORDER BY counted.n DESC, s.name COLLATE tr_icu)
           FROM counted LEFT JOIN ${project_status_types} s ON s.id = counted.status_id) AS by_status
    `,
  );
  const total = row?.total ?? 0;
  const commissioned = row?.commissioned ?? 0;
  return {
    total,
    by_status: (row?.by_status ?? []).map((s) => ({ status: s.id && s.name ? { id: s.id, name: s.name } : null, count: s.count })),
    commissioned,
    commissioned_share: total > 0 ? commissioned / total : null,
    median_months_to_commissioning: row?.median_months === null || row?.median_months === undefined ? null : Number(row.median_months),
    measured: row?.measured ?? 0,
  };
}
