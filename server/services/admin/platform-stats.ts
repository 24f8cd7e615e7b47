import { sql } from 'drizzle-orm';
import type { PlatformPeriod, PlatformStats } from '../../../shared/schemas/admin/platform';
import type { Db } from '../../db/client';

// The platform dashboard (docs/product-rules.md#platform-dashboard): totals, the chosen period's figures and its series, in
// Istanbul time. Revenue is what members paid: the payment rows, one per charge at checkout and per
// paid renewal, which no later cancel or failed renewal rewrites (decisions 012, 028). Manual
// assignments move no money and have none; amounts in other currencies are not summed into lira.

const TZ = 'Europe/Istanbul';
/** Above this many rows a catalogue total is the planner's estimate, not a count (docs/product-rules.md#speed, P4). */
const EXACT_UP_TO = 50_000;

const PERIODS: Record<PlatformPeriod, { since: ReturnType<typeof sql>; unit: 'hour' | 'day' | 'month' }> = {
  // Day = from the start of today; week = the last 7 days; month = one calendar month back; year = one year back.
  day: { since: sql`(date_trunc('day', now() AT TIME ZONE ${TZ}) AT TIME ZONE ${TZ})`, unit: 'hour' },
  week: { since: sql`(now() - interval '7 days')`, unit: 'day' },
  month: { since: sql`(now() - interval '1 month')`, unit: 'day' },
  year: { since: sql`(now() - interval '1 year')`, unit: 'month' },
};

/** Payments in lira; a new subscription is a charge at checkout. */
const LIRA = sql`currency = 'TRY'`;
const INITIAL = sql`kind = 'initial'`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** An exact count of a small table, the planner's estimate of a big one. */
const estimated = (table: string) =>
  sql`(SELECT CASE WHEN c.reltuples > ${EXACT_UP_TO} THEN c.reltuples::bigint ELSE (SELECT count(*) FROM ${sql.identifier(table)}) END FROM pg_class c WHERE c.oid = ${table}::regclass)`;

export async function platformStats(db: Db, period: PlatformPeriod): Promise<PlatformStats> {
  const { since, unit } = PERIODS[period];
  const [totals] = rowsOf<Record<string, string | number | boolean>>(
    await db.execute(sql`
      SELECT
        (SELECT count(*) FROM users)::int AS users,
        (SELECT count(*) FROM users WHERE email_verified_at IS NOT NULL)::int AS verified_users,
        (SELECT count(*) FROM users WHERE is_premium)::int AS premium_users,
        (SELECT count(*) FROM users WHERE is_premium AND premium_trial_ends_at IS NOT NULL AND subscription_reference_code IS NULL)::int AS trial_users,
        (SELECT count(*) FROM users WHERE is_super_admin)::int AS admins,
        (SELECT count(*) FROM users WHERE is_premium AND subscription_reference_code IS NOT NULL)::int AS active_subscriptions,
        ${estimated('projects')}::int AS projects,
        ${estimated('companies')}::int AS companies,
        ((SELECT reltuples FROM pg_class WHERE oid = 'projects'::regclass) > ${EXACT_UP_TO} OR (SELECT reltuples FROM pg_class WHERE oid = 'companies'::regclass) > ${EXACT_UP_TO}) AS catalog_approximate,
        (SELECT coalesce(sum(amount), 0) FROM payments WHERE ${LIRA})::float8 AS revenue,
        (SELECT count(*) FROM users WHERE created_at >= ${since})::int AS new_users,
        (SELECT count(*) FROM payments WHERE ${INITIAL} AND paid_at >= ${since})::int AS new_subscriptions,
        (SELECT count(*) FROM users WHERE trial_started_at >= ${since})::int AS new_trials,
        (SELECT coalesce(sum(amount), 0) FROM payments WHERE ${LIRA} AND paid_at >= ${since})::float8 AS period_revenue,
        ${since} AS since
    `),
  );
  const step = sql.raw(`'1 ${unit}'::interval`);
  const bucketOf = (column: ReturnType<typeof sql>) => sql`date_trunc(${unit}, ${column} AT TIME ZONE ${TZ})`;
  const series = rowsOf<{ bucket: Date | string; new_users: number; new_subscriptions: number; revenue: number }>(
    await db.execute(sql`
      WITH buckets AS (
        SELECT generate_series(${bucketOf(since)}, ${bucketOf(sql`now()`)}, ${step}) AS b
      ), u AS (
        SELECT ${bucketOf(sql`created_at`)} AS b, count(*)::int AS n FROM users WHERE created_at >= ${since} GROUP BY 1
      ), s AS (
        SELECT ${bucketOf(sql`paid_at`)} AS b, (count(*) FILTER (WHERE ${INITIAL}))::int AS n, (sum(amount) FILTER (WHERE ${LIRA}))::float8 AS revenue
        FROM payments WHERE paid_at >= ${since} GROUP BY 1
      )
      SELECT (buckets.b AT TIME ZONE ${TZ}) AS bucket, coalesce(u.n, 0)::int AS new_users, coalesce(s.n, 0)::int AS new_subscriptions, coalesce(s.revenue, 0)::float8 AS revenue
      FROM buckets LEFT JOIN u ON u.b = buckets.b LEFT JOIN s ON s.b = buckets.b
      ORDER BY buckets.b
    `),
  );
  const t = totals!;
  const users = Number(t.users);
  const premium = Number(t.premium_users);
  return {
    period,
    since: new Date(t.since as string).toISOString(),
    totals: {
      users,
      verified_users: Number(t.verified_users),
      premium_users: premium,
      trial_users: Number(t.trial_users),
      admins: Number(t.admins),
      premium_share: users > 0 ? Math.round((premium / users) * 1000) / 10 : 0,
      projects: Number(t.projects),
      companies: Number(t.companies),
      catalog_approximate: Boolean(t.catalog_approximate),
      active_subscriptions: Number(t.active_subscriptions),
      revenue: Math.round(Number(t.revenue) * 100) / 100,
    },
    in_period: {
      new_users: Number(t.new_users),
      new_subscriptions: Number(t.new_subscriptions),
      new_trials: Number(t.new_trials),
      revenue: Math.round(Number(t.period_revenue) * 100) / 100,
    },
    series: series.map((r) => ({
      bucket: new Date(r.bucket).toISOString(),
      new_users: Number(r.new_users),
      new_subscriptions: Number(r.new_subscriptions),
      revenue: Math.round(Number(r.revenue) * 100) / 100,
    })),
  };
}
