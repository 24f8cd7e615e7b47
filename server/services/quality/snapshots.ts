import { sql } from 'drizzle-orm';
import { GAP_TREND_DAYS, GAPS, type GapKey } from '../../../shared/data-quality';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { JobQueue } from '../jobs/job-queue';
import { gapCounts } from './gaps';

// The gaps' daily counts (docs/decisions/067-data-quality-gaps-and-coverage.md): one row per day and
// gap, written by the daily job and by the dashboard's first read of the day, whichever is first; the
// primary key (day, gap_key) makes any later write of that day nothing, on any instance.

const TODAY = sql`(now() AT TIME ZONE 'Europe/Istanbul')::date`;

/** Stores today's counts unless today already has them; true when this call wrote them. */
export async function snapshotToday(db: Db, counts?: Record<GapKey, number>): Promise<boolean> {
  const now = counts ?? (await gapCounts(db));
  const values = sql.join(
    GAPS.map((gap) => sql`(${gap.key}, ${now[gap.key]}::int)`),
    sql`, `,
  );
  const written = await queryRows<{ gap_key: string }>(
    db,
    sql`INSERT INTO data_quality_snapshots (day, gap_key, count)
        SELECT ${TODAY}, v.gap_key, v.count FROM (VALUES ${values}) AS v(gap_key, count)
        WHERE NOT EXISTS (SELECT 1 FROM data_quality_snapshots WHERE day = ${TODAY})
        ON CONFLICT (day, gap_key) DO NOTHING
        RETURNING gap_key`,
  );
  return written.length > 0;
}

export interface GapTrendPoint {
  day: string;
  count: number;
}

/** Each gap's stored counts of the last GAP_TREND_DAYS days, oldest first. */
export async function gapTrends(db: Db): Promise<Record<GapKey, GapTrendPoint[]>> {
  const rows = await queryRows<{ day: string; gap_key: GapKey; count: number }>(
    db,
    sql`SELECT day::text AS day, gap_key, count FROM data_quality_snapshots
        WHERE day > ${TODAY} - ${GAP_TREND_DAYS}::int
        ORDER BY day`,
  );
  const trends = Object.fromEntries(GAPS.map((gap) => [gap.key, [] as GapTrendPoint[]])) as Record<GapKey, GapTrendPoint[]>;
  for (const row of rows) trends[row.gap_key]?.push({ day: row.day, count: Number(row.count) });
  return trends;
}

/** The counts now, today's snapshot taken if it was not yet, and the trend: what the dashboard shows. */
export async function gapSummary(db: Db) {
  const counts = await gapCounts(db);
  await snapshotToday(db, counts);
  const trends = await gapTrends(db);
  return { counts, trends };
}

export const QUALITY_JOBS = { snapshot: 'data-quality-snapshot' } as const;

/** The daily snapshot at 00.05 Istanbul on both queues, and one at every start (a missed day is taken late, once). */
export function defineQualityJobs(jobs: JobQueue, db: Db) {
  jobs.define(QUALITY_JOBS.snapshot, { single: true, expireSeconds: 600, handler: async () => void (await snapshotToday(db)) });
  jobs.schedule(QUALITY_JOBS.snapshot, '5 0 * * *');
}
