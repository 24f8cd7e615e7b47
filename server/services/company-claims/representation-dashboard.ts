import { and, eq, sql } from 'drizzle-orm';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import { gapOf, type GapKey } from '../../../shared/data-quality';
import { type RepresentationDashboard } from '../../../shared/schemas/company-claims';
import { COMPANY_CLAIM_MESSAGES as M } from '../../../shared/company-claim-messages';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { companies } from '../../db/schema/catalog';
import { company_claims } from '../../db/schema/company-claims';
import { AppError } from '../../lib/errors';
import { representsCompany } from '../../policies/company-representative-policy';
import { GAP_CONDITIONS } from '../quality/gaps';

// A representative's dashboard (docs/decisions/069-company-claims-and-representatives.md): how many
// members opened the company's and its projects' details (counts only, never who, from the openings
// the inventory keeps), its projects' gaps as the back office defines them (shared/data-quality.ts),
// and the suggestions the member made on them that still wait.

/** The gaps a company can fix on its own projects. */
const DASHBOARD_GAPS: GapKey[] = ['no_coordinates', 'no_capacity', 'stale'];
/** Records listed under each gap (the count says how many there are). */
const GAP_ITEMS = 10;

/** The companies this member represents now, by name. */
export async function representedCompanies(db: Db, userId: string) {
  const rows = await db
    .select({ id: companies.id, name: companies.company_name, since: company_claims.decided_at })
    .from(company_claims)
    .innerJoin(companies, eq(companies.id, company_claims.company_id))
    .where(and(eq(company_claims.user_id, userId), eq(company_claims.status, 'verified')))
    .orderBy(companies.company_name);
  return { items: rows.map((r) => ({ id: r.id, name: r.name, since: r.since ? r.since.toISOString() : null })) };
}

export async function representationDashboard(db: Db, userId: string, companyId: string): Promise<RepresentationDashboard> {
  const [company] = await db.select({ id: companies.id, name: companies.company_name }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.companyNotFound);
  if (!(await representsCompany(db, userId, companyId))) throw new AppError(403, 'NOT_REPRESENTATIVE', M.notRepresentative);
  const holdsRole = (alias: string) => sql.join(PROJECT_COMPANY_ROLES.map(({ role }) => sql`${sql.raw(alias)}.${sql.identifier(role)} = ${companyId}`), sql` OR `);
  const [openings] = await queryRows<{ c30: number; c90: number; p30: number; p90: number; projects: number }>(
    db,
    sql`SELECT
          (SELECT count(DISTINCT user_id) FROM user_companies WHERE company_id = ${companyId} AND opened_at > now() - interval '30 days')::int AS c30,
          (SELECT count(DISTINCT user_id) FROM user_companies WHERE company_id = ${companyId} AND opened_at > now() - interval '90 days')::int AS c90,
          (SELECT count(DISTINCT up.user_id) FROM user_projects up JOIN projects p ON p.id = up.project_id WHERE (${holdsRole('p')}) AND up.opened_at > now() - interval '30 days')::int AS p30,
          (SELECT count(DISTINCT up.user_id) FROM user_projects up JOIN projects p ON p.id = up.project_id WHERE (${holdsRole('p')}) AND up.opened_at > now() - interval '90 days')::int AS p90,
          (SELECT count(*) FROM projects p WHERE ${holdsRole('p')})::int AS projects`,
  );
  const gaps = await Promise.all(
    DASHBOARD_GAPS.map(async (key) => {
      const rows = await queryRows<{ id: string; name: string; total: number }>(
        db,
        sql`SELECT r.id, r.project_name AS name, (count(*) OVER ())::int AS total
            FROM projects r LEFT JOIN project_status_types st ON st.id = r.status_type_id
            WHERE (${holdsRole('r')}) AND ${GAP_CONDITIONS[key]}
            ORDER BY r.project_name, r.id LIMIT ${GAP_ITEMS}`,
      );
      return { key, title: gapOf(key).title, count: Number(rows[0]?.total ?? 0), items: rows.map((r) => ({ id: r.id, name: r.name })) };
    }),
  );
  const suggestions = await queryRows<{ id: string; kind: 'project' | 'company'; item_id: string | null; item_name: string; created_at: Date | string }>(
    db,
    sql`SELECT s.id, 'company' AS kind, s.company_id AS item_id, c.company_name AS item_name, s.created_at
          FROM company_suggestions s JOIN companies c ON c.id = s.company_id
         WHERE s.suggested_by = ${userId} AND s.status = 'pending' AND s.company_id = ${companyId}
        UNION ALL
        SELECT s.id, 'project' AS kind, s.project_id AS item_id, p.project_name AS item_name, s.created_at
          FROM project_suggestions s JOIN projects p ON p.id = s.project_id
         WHERE s.suggested_by = ${userId} AND s.status = 'pending' AND (${holdsRole('p')})
        ORDER BY created_at DESC LIMIT 50`,
  );
  return {
    company,
    openings: { company: { days30: openings!.c30, days90: openings!.c90 }, projects: { days30: openings!.p30, days90: openings!.p90 } },
    projects: openings!.projects,
    gaps,
    pending_suggestions: suggestions.map((s) => ({ ...s, created_at: new Date(s.created_at).toISOString() })),
  };
}

