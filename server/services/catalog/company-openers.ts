import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user_companies } from '../../db/schema/inventory';

// Who has opened the companies of a page held in memory (the company list's shared first page,
// server/lists/companies.ts).

/**
 * Which of `companyIds` the user has opened: the marks for a page whose rows are held in memory and
 * shared (the first view) when its openers are not held with them (several instances, or too many;
 * see `openersOf`), looked up on the `(user_id, company_id)` key. Pages read from SQL carry their
 * marks in their own statement (`listCompanies` given a viewer).
 */
export async function openedCompanyIds(db: Db, userId: string, companyIds: string[]): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await openedAmong(db).execute({ userId, companyIds });
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}

// Prepared once per database handle: the first page may ask it on every premium request, so its SQL
// text is built once and PostgreSQL keeps its plan (docs/product-rules.md#speed, P2).
const preparedOpenedAmong = new WeakMap<Db, ReturnType<typeof prepareOpenedAmong>>();
const prepareOpenedAmong = (db: Db) =>
  db
    .select({ id: user_companies.company_id })
    .from(user_companies)
    .where(and(eq(user_companies.user_id, sql.placeholder('userId')), sql`${user_companies.company_id} = any(${sql.placeholder('companyIds')}::uuid[])`))
    .prepare('opened_companies_among');
function openedAmong(db: Db) {
  let prepared = preparedOpenedAmong.get(db);
  if (!prepared) preparedOpenedAmong.set(db, (prepared = prepareOpenedAmong(db)));
  return prepared;
}

/**
 * Who has opened each of `companyIds`, as each member's set: the marks of every premium member on a
 * page held in memory, read once with its rows instead of once per request
 * (docs/product-rules.md#speed, P2). `null`
 * when more than `limit` openings would be held: the caller then looks each member up.
 */
export async function openersOf(db: Db, companyIds: string[], limit: number): Promise<Map<string, Set<string>> | null> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ user_id: user_companies.user_id, company_id: user_companies.company_id })
    .from(user_companies)
    .where(inArray(user_companies.company_id, companyIds))
    .limit(limit + 1);
  if (rows.length > limit) return null;
  const byUser = new Map<string, Set<string>>();
  for (const { user_id, company_id } of rows) {
    if (!company_id) continue; // not reachable: matched by inArray; null only for a deleted company
    let opened = byUser.get(user_id);
    if (!opened) byUser.set(user_id, (opened = new Set()));
    opened.add(company_id);
  }
  return byUser;
}
