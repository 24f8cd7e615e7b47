import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin/list';
import type { AdminSubscriptionPage, SubscriptionQuery } from '../../../shared/schemas/admin/platform';
import type { Db } from '../../db/client';
import { subscription_requests as requests } from '../../db/schema/billing';
import { users } from '../../db/schema/users';

// Subscription management (docs/product-rules.md#admin-payments): every subscription record, newest first, searched by
// e-mail or package, filtered by status and period; the stat cards count the same search and period.

const TZ = 'Europe/Istanbul';
const SINCE: Record<Exclude<SubscriptionQuery['period'], 'all'>, SQL> = {
  today: sql`(date_trunc('day', now() AT TIME ZONE ${TZ}) AT TIME ZONE ${TZ})`,
  week: sql`(now() - interval '7 days')`,
  month: sql`(now() - interval '1 month')`,
  year: sql`(now() - interval '1 year')`,
};

export async function listSubscriptionsForAdmin(db: Db, query: SubscriptionQuery): Promise<AdminSubscriptionPage> {
  const escaped = query.search.replace(/[\\%_]/g, (c) => `\\${c}`);
  const scope = [
    query.search ? sql`(${users.email} ILIKE ${`%${escaped}%`} OR ${requests.package_name} ILIKE ${`%${escaped}%`})` : undefined,
    query.period !== 'all' ? gte(requests.created_at, SINCE[query.period]) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const where = and(...scope, query.status !== 'all' ? eq(requests.status, query.status) : undefined);
  const [rows, [stats]] = await Promise.all([
    db
      .select({
        id: requests.id,
        user_id: requests.user_id,
        user_email: users.email,
        package_name: requests.package_name,
        status: requests.status,
        amount: requests.amount,
        currency: requests.currency,
        customer_data: requests.customer_data,
        subscription_reference_code: requests.subscription_reference_code,
        created_at: requests.created_at,
        processed_at: requests.processed_at,
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.user_id))
      .where(where)
      .orderBy(desc(requests.created_at), desc(requests.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({
        total: sql<number>`count(*)::int`,
        SUCCESS: sql<number>`count(*) FILTER (WHERE ${requests.status} = 'SUCCESS')::int`,
        PENDING: sql<number>`count(*) FILTER (WHERE ${requests.status} = 'PENDING')::int`,
        FAILED: sql<number>`count(*) FILTER (WHERE ${requests.status} = 'FAILED')::int`,
        CANCELLED: sql<number>`count(*) FILTER (WHERE ${requests.status} = 'CANCELLED')::int`,
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.user_id))
      .where(scope.length ? and(...scope) : undefined),
  ]);
  const s = stats!;
  const total = query.status === 'all' ? s.total : s[query.status];
  return {
    items: rows.map(({ customer_data, created_at, processed_at, amount, currency, ...row }) => {
      const data = customer_data ?? {};
      const manual = data.manual_assignment === true || data.manual_cancellation === true;
      const price = typeof data.price === 'number' ? data.price : null;
      return {
        ...row,
        amount: amount ?? price,
        currency: currency ?? (typeof data.currency === 'string' ? data.currency : null),
        manual,
        created_at: created_at.toISOString(),
        processed_at: processed_at ? processed_at.toISOString() : null,
      };
    }),
    total,
    capped: false,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
    stats: { total: s.total, SUCCESS: s.SUCCESS, PENDING: s.PENDING, FAILED: s.FAILED, CANCELLED: s.CANCELLED },
  };
}
