import { and, count, eq, gt, sql } from 'drizzle-orm';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { COMPANY_CLAIM_LINK_HOURS, COMPANY_CLAIM_MAILS_PER_ADDRESS_PER_HOUR, COMPANY_CLAIMS_PER_DAY } from '../../../shared/constants';
import { claimEmailRefusal, websiteDomain } from '../../../shared/schemas/company-claims';
import { COMPANY_CLAIM_MESSAGES as M } from '../../../shared/company-claim-messages';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { company_claim_links, company_claims } from '../../db/schema/company-claims';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/errors';
import { PRIVATE_FILES_PREFIX } from '../stations/station-files';
import { checkPdf, storedFileName } from '../uploads/check-upload';
import { lockMember } from '../users/lock-member';

// Starting a claim (docs/decisions/069-company-claims-and-representatives.md). A member's claims are
// counted and written under that member's lock, and an address's mails under the address's lock, so
// 20 parallel requests stay within COMPANY_CLAIMS_PER_DAY and COMPANY_CLAIM_MAILS_PER_ADDRESS_PER_HOUR;
// the unique pending index keeps one pending claim per company and member whatever else happens.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The company, or 404. */
export async function claimableCompany(db: Db, companyId: string) {
  const [company] = await db.select({ id: companies.id, name: companies.company_name, website: companies.website }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.companyNotFound);
  return company;
}

/** The member's current claim on the company, refusing a second one where one is enough. */
async function openClaim(tx: Db, userId: string, companyId: string) {
  const rows = await tx
    .select({ id: company_claims.id, status: company_claims.status, method: company_claims.method })
    .from(company_claims)
    .where(and(eq(company_claims.user_id, userId), eq(company_claims.company_id, companyId), sql`${company_claims.status} IN ('pending', 'verified')`));
  if (rows.some((r) => r.status === 'verified')) throw new AppError(409, 'ALREADY_REPRESENTS', M.alreadyRepresents);
  return rows[0];
}

/** Refuses the member's claim beyond today's share. */
async function withinDailyClaims(tx: Db, userId: string) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(company_claims)
    .where(and(eq(company_claims.user_id, userId), gt(company_claims.created_at, new Date(Date.now() - DAY_MS))));
  if (n >= COMPANY_CLAIMS_PER_DAY) throw new AppError(429, 'TOO_MANY_CLAIMS', M.tooManyClaims, { retryAfterSeconds: 86_400 });
}

/**
 * A claim by a link to an address at the company's own domain. A second request for the same
 * company while the first waits sends a new link for that claim (it is not a new claim); the mail is
 * owed from this transaction (a link row with no `sent_at`) and sent by its job.
 */
export async function startDomainClaim(db: Db, userId: string, companyId: string, email: string): Promise<{ claimId: string; linkId: string }> {
  const company = await claimableCompany(db, companyId);
  const refusal = claimEmailRefusal(email, websiteDomain(company.website));
  if (refusal) throw new AppError(400, 'CLAIM_EMAIL_REFUSED', refusal);
  return db.transaction(async (tx) => {
    await lockMember(tx, 'company_claims', userId);
    // The address's mails from every member together (a lock on the address, taken after the member's).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'company_claim_mail:'} || ${email}))`);
    const [{ sent } = { sent: 0 }] = await tx
      .select({ sent: count() })
      .from(company_claim_links)
      .where(and(eq(company_claim_links.email, email), gt(company_claim_links.created_at, new Date(Date.now() - HOUR_MS))));
    if (sent >= COMPANY_CLAIM_MAILS_PER_ADDRESS_PER_HOUR) throw new AppError(429, 'TOO_MANY_MAILS', M.tooManyMails, { retryAfterSeconds: 3600 });
    const open = await openClaim(tx, userId, companyId);
    if (open?.method === 'document') throw new AppError(409, 'CLAIM_PENDING', M.pendingDocument);
    let claimId = open?.id;
    if (!claimId) {
      await withinDailyClaims(tx, userId);
      const [claim] = await tx.insert(company_claims).values({ company_id: companyId, user_id: userId, method: 'domain' }).returning({ id: company_claims.id });
      claimId = claim!.id;
    }
    // An earlier link of this claim stops working: only the newest mail's link verifies.
    await tx.update(company_claim_links).set({ used_at: new Date() }).where(and(eq(company_claim_links.claim_id, claimId), sql`${company_claim_links.used_at} IS NULL`));
    const [link] = await tx
      .insert(company_claim_links)
      .values({ claim_id: claimId, email, expires_at: new Date(Date.now() + COMPANY_CLAIM_LINK_HOURS * HOUR_MS) })
      .returning({ id: company_claim_links.id });
    return { claimId, linkId: link!.id };
  });
}

export interface UploadedDocument {
  name: string;
  data: Uint8Array;
}

/** Where claim documents are kept: under private/, never served by /files/ (server/plugins/public-files.ts). */
const DOCUMENT_FOLDER = `${PRIVATE_FILES_PREFIX.replace(/\/$/, '')}/company-claims`;

/**
 * A claim by a document an admin reads: the PDF is checked by the upload rules and stored before the
 * claim is written, and removed again when the claim is refused (a limit, a claim already waiting).
 */
export async function startDocumentClaim(db: Db, storage: Storage, userId: string, companyId: string, file: UploadedDocument | undefined): Promise<{ claimId: string }> {
  await claimableCompany(db, companyId);
  if (!file) throw new AppError(400, 'VALIDATION_ERROR', M.fileRequired);
  checkPdf(file.data, file.name);
  const path = storedFileName(DOCUMENT_FOLDER, 'pdf');
  await storage.put(path, file.data);
  try {
    return await db.transaction(async (tx) => {
      await lockMember(tx, 'company_claims', userId);
      const open = await openClaim(tx, userId, companyId);
      if (open) throw new AppError(409, 'CLAIM_PENDING', open.method === 'document' ? M.pendingDocument : M.pendingDomain);
      await withinDailyClaims(tx, userId);
      const [claim] = await tx.insert(company_claims).values({ company_id: companyId, user_id: userId, method: 'document', document_path: path }).returning({ id: company_claims.id });
      return { claimId: claim!.id };
    });
  } catch (error) {
    await storage.remove(path).catch(() => undefined);
    throw error;
  }
}
