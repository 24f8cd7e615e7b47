import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { company_claims } from '../db/schema/company-claims';

// A company's representatives are its members with a verified claim; a revoked claim no
// longer lets its member correct anything.

/** The companies this member represents now. */
export async function representedCompanyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: company_claims.company_id })
    .from(company_claims)
    .where(and(eq(company_claims.user_id, userId), eq(company_claims.status, 'verified')));
  return rows.map((r) => r.id);
}

/** Whether this member represents this company now. */
export async function representsCompany(db: Db, userId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: company_claims.id })
    .from(company_claims)
    .where(and(eq(company_claims.user_id, userId), eq(company_claims.company_id, companyId), eq(company_claims.status, 'verified')))
    .limit(1);
  return rows.length > 0;
}
