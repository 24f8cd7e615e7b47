import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin/list';
import { websiteDomain, type AdminClaimRow, type CompanyClaimStatus, type MyCompanyClaim, type OwnClaim } from '../../../shared/schemas/company-claims';
import { COMPANY_CLAIM_MESSAGES as M } from '../../../shared/company-claim-messages';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { company_claim_links, company_claims } from '../../db/schema/company-claims';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';

// Reading claims: the member's own, the company page's button, the back office's list
// (docs/decisions/069-company-claims-and-representatives.md).

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const ownColumns = {
  id: company_claims.id,
  company_id: company_claims.company_id,
  company_name: companies.company_name,
  method: company_claims.method,
  status: company_claims.status,
  reason: company_claims.reason,
  created_at: company_claims.created_at,
  decided_at: company_claims.decided_at,
};
interface OwnRow {
  id: string;
  company_id: string;
  company_name: string;
  method: string;
  status: string;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}
const presentOwn = (r: OwnRow): OwnClaim => ({
  ...r,
  method: r.method as OwnClaim['method'],
  status: r.status as OwnClaim['status'],
  created_at: r.created_at.toISOString(),
  decided_at: iso(r.decided_at),
});

/** Every claim of the member, newest first: the account shows each with its reason. */
export async function ownClaims(db: Db, userId: string): Promise<{ items: OwnClaim[] }> {
  const rows = await db
    .select(ownColumns)
    .from(company_claims)
    .innerJoin(companies, eq(companies.id, company_claims.company_id))
    .where(eq(company_claims.user_id, userId))
    .orderBy(desc(company_claims.created_at), desc(company_claims.id))
    .limit(200);
  return { items: rows.map(presentOwn) };
}

/** The member's latest claim on a company and the domain a link may go to. */
export async function myClaimOn(db: Db, userId: string, companyId: string): Promise<MyCompanyClaim> {
  const [company] = await db.select({ website: companies.website }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.companyNotFound);
  const [row] = await db
    .select(ownColumns)
    .from(company_claims)
    .innerJoin(companies, eq(companies.id, company_claims.company_id))
    .where(and(eq(company_claims.user_id, userId), eq(company_claims.company_id, companyId)))
    // A live claim (pending or verified) before a closed one, then the newest.
    .orderBy(sql`(${company_claims.status} IN ('pending', 'verified')) DESC`, desc(company_claims.created_at))
    .limit(1);
  return { claim: row ? presentOwn(row) : null, domain: websiteDomain(company.website) };
}

/**
 * The mark's condition over the `companies` row of a statement that reads companies. Named in full:
 * drizzle leaves a lone table's columns unqualified, and a bare "id" inside the subquery would be the claim's.
 */
export const isRepresented = () =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${company_claims} WHERE ${company_claims.company_id} = "companies"."id" AND ${company_claims.status} = 'verified')`;

const decider = alias(users, 'decider');

/** The back office's claims: by status and company, searched by company name or member address, newest first. */
export async function adminClaimPage(db: Db, query: { status?: CompanyClaimStatus; company_id?: string; search?: string; page: number }) {
  const where = and(
    query.status ? eq(company_claims.status, query.status) : undefined,
    query.company_id ? eq(company_claims.company_id, query.company_id) : undefined,
    query.search ? or(ilike(companies.company_name, `%${query.search}%`), ilike(users.email, `%${query.search}%`)) : undefined,
  );
  const lastLink = sql<string | null>`(SELECT l.email FROM ${company_claim_links} l WHERE l.claim_id = ${company_claims.id} ORDER BY l.created_at DESC LIMIT 1)`;
  const rows = await db
    .select({
      id: company_claims.id,
      company_id: company_claims.company_id,
      company_name: companies.company_name,
      user_id: company_claims.user_id,
      member_email: users.email,
      method: company_claims.method,
      status: company_claims.status,
      reason: company_claims.reason,
      created_at: company_claims.created_at,
      decided_at: company_claims.decided_at,
      decided_by_email: decider.email,
      link_email: lastLink,
      document_path: company_claims.document_path,
    })
    .from(company_claims)
    .innerJoin(companies, eq(companies.id, company_claims.company_id))
    .innerJoin(users, eq(users.id, company_claims.user_id))
    .leftJoin(decider, eq(decider.id, company_claims.decided_by))
    .where(where)
    .orderBy(desc(company_claims.created_at), desc(company_claims.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(company_claims)
    .innerJoin(companies, eq(companies.id, company_claims.company_id))
    .innerJoin(users, eq(users.id, company_claims.user_id))
    .where(where);
  const items: AdminClaimRow[] = rows.map(({ document_path, ...r }) => ({
    ...r,
    method: r.method as AdminClaimRow['method'],
    status: r.status as AdminClaimRow['status'],
    created_at: r.created_at.toISOString(),
    decided_at: iso(r.decided_at),
    has_document: Boolean(document_path),
  }));
  return { items, total, capped: false, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

/** A claim's document path, for the admin's download. */
export async function claimDocumentPath(db: Db, claimId: string): Promise<string> {
  const [row] = await db.select({ path: company_claims.document_path }).from(company_claims).where(eq(company_claims.id, claimId));
  if (!row) throw new AppError(404, 'NOT_FOUND', M.notFound);
  if (!row.path) throw new AppError(404, 'NOT_FOUND', M.noDocument);
  return row.path;
}
