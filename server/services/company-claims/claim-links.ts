import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { COMPANY_CLAIM_MESSAGES as M } from '../../../shared/company-claim-messages';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { company_claim_links, company_claims } from '../../db/schema/company-claims';
import { users } from '../../db/schema/users';
import type { Mailer } from '../../integrations/mail/mailer';
import { AppError } from '../../lib/errors';
import { hashToken, newToken } from '../auth/secure-token';
import { announceRecordChanges } from '../history/record-events';
import { claimDelivery } from '../watches/deliveries';
import { claimLinkMail } from './claim-mails';

// A domain claim's verification link (docs/decisions/069-company-claims-and-representatives.md). The
// link row is written with the claim; its job makes the token, keeps only its hash, mails it and
// marks the row sent. A crash before the mail server's answer leaves the row owed, and the sweep
// queues it again: the retry makes a new token (the one mailed before, if any, stops working).

export interface ClaimMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** The page the link opens; it asks the signed-in claimant to confirm. */
export const claimLinkUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/firma-dogrula?token=${encodeURIComponent(token)}`;

export async function deliverClaimLink(deps: ClaimMailDeps, linkId: string, jobId: string): Promise<void> {
  const [found] = await deps.db
    .select({ link: company_claim_links, claim: company_claims, company: companies.company_name, member: users.email })
    .from(company_claim_links)
    .innerJoin(company_claims, eq(company_claims.id, company_claim_links.claim_id))
    .innerJoin(companies, eq(companies.id, company_claims.company_id))
    .innerJoin(users, eq(users.id, company_claims.user_id))
    .where(eq(company_claim_links.id, linkId));
  // Sent already, replaced by a newer link, expired, or its claim decided meanwhile: nothing owed.
  if (!found || found.link.sent_at || found.link.used_at || found.link.expires_at <= new Date() || found.claim.status !== 'pending') return;
  // One job owns the mail on every instance (mail_deliveries' key, as the notification mails).
  if (!(await claimDelivery(deps.db, found.claim.user_id, `claim-link:${linkId}`, jobId))) return;
  const token = newToken();
  await deps.db.update(company_claim_links).set({ token_hash: hashToken(token) }).where(and(eq(company_claim_links.id, linkId), isNull(company_claim_links.sent_at)));
  await deps.mailer.send(claimLinkMail(found.link.email, found.company, found.member, claimLinkUrl(deps.publicUrl, token)));
  await deps.db.update(company_claim_links).set({ sent_at: new Date() }).where(eq(company_claim_links.id, linkId));
}

/** How many owed link mails one sweep queues (the next minute's takes the rest). */
const SWEEP_BATCH = 1000;

/** Links whose mail is still owed (a crash, a queue that lost its jobs), oldest first, while they may still be used. */
export async function owedClaimLinks(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: company_claim_links.id })
    .from(company_claim_links)
    .where(and(isNull(company_claim_links.sent_at), isNull(company_claim_links.used_at), gt(company_claim_links.expires_at, new Date())))
    .orderBy(asc(company_claim_links.created_at))
    .limit(SWEEP_BATCH);
  return rows.map((r) => r.id);
}

/**
 * Uses a link once, for the member who made the claim: the link proves the mailbox, the session
 * proves the claimant (a stranger's claim cannot be verified by the mailbox's owner clicking it).
 * The conditional UPDATE lets one of two simultaneous requests win.
 */
export async function verifyClaimLink(db: Db, userId: string, token: string): Promise<{ claimId: string; companyId: string }> {
  const hash = hashToken(token);
  const [row] = await db
    .select({ link: company_claim_links, claim: company_claims })
    .from(company_claim_links)
    .innerJoin(company_claims, eq(company_claims.id, company_claim_links.claim_id))
    .where(eq(company_claim_links.token_hash, hash));
  if (!row) throw new AppError(400, 'LINK_INVALID', M.linkInvalid);
  if (row.claim.user_id !== userId) throw new AppError(403, 'LINK_OTHER_MEMBER', M.linkOtherMember);
  if (row.link.used_at) throw new AppError(409, 'LINK_USED', M.linkUsed);
  if (row.link.expires_at <= new Date()) throw new AppError(410, 'LINK_EXPIRED', M.linkExpired);
  if (row.claim.status !== 'pending') throw new AppError(409, 'CLAIM_CLOSED', M.claimClosed);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(company_claim_links)
      .set({ used_at: new Date() })
      .where(and(eq(company_claim_links.id, row.link.id), isNull(company_claim_links.used_at), gt(company_claim_links.expires_at, new Date())))
      .returning({ id: company_claim_links.id });
    if (!used) throw new AppError(409, 'LINK_USED', M.linkUsed);
    const [claim] = await tx
      .update(company_claims)
      .set({ status: 'verified', decided_at: new Date() })
      .where(and(eq(company_claims.id, row.claim.id), eq(company_claims.status, 'pending')))
      .returning({ id: company_claims.id, companyId: company_claims.company_id });
    if (!claim) throw new AppError(409, 'CLAIM_CLOSED', M.claimClosed);
    // The claim's other links end with it.
    await tx.update(company_claim_links).set({ used_at: new Date() }).where(and(eq(company_claim_links.claim_id, claim.id), isNull(company_claim_links.used_at)));
    // The company now carries the "Doğrulanmış firma" mark: every instance's lists let go of their first pages at the commit.
    await announceRecordChanges(tx, ['company']);
    return { claimId: claim.id, companyId: claim.companyId };
  });
}

