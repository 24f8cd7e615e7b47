import { and, asc, eq } from 'drizzle-orm';
import { COMPANY_CLAIM_MESSAGES as M } from '../../../shared/company-claim-messages';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { company_claim_links, company_claims } from '../../db/schema/company-claims';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { audited, type Admin } from '../admin/audited';
import { announceRecordChanges } from '../history/record-events';
import { claimDelivery } from '../watches/deliveries';
import type { ClaimMailDeps } from './claim-links';
import { claimDecisionMail, type ClaimDecision } from './claim-mails';

// An admin's decisions on claims (docs/decisions/069-company-claims-and-representatives.md): approve
// or refuse a pending claim, revoke a verified one, each with a reason the member reads in their
// account and by mail. The decision, its audit row and the owed mail commit together. A revoke
// changes the claim only: the member's accepted changes and their history stay as they are.

export type ClaimAction = 'approve' | 'refuse' | 'revoke';

const RULES: Record<ClaimAction, { from: 'pending' | 'verified'; to: ClaimDecision; refusal: string; message: string; reasonRequired: boolean }> = {
  approve: { from: 'pending', to: 'verified', refusal: M.notPending, message: M.approved, reasonRequired: false },
  refuse: { from: 'pending', to: 'refused', refusal: M.notPending, message: M.refused, reasonRequired: true },
  revoke: { from: 'verified', to: 'revoked', refusal: M.notVerified, message: M.revoked, reasonRequired: true },
};

export async function decideClaim(db: Db, admin: Admin, claimId: string, action: ClaimAction, reason: string): Promise<{ message: string }> {
  const rule = RULES[action];
  if (rule.reasonRequired && !reason) throw new AppError(400, 'VALIDATION_ERROR', M.reasonRequired);
  return audited(db, admin, 'company_claims', action, async (tx) => {
    const [before] = await tx.select().from(company_claims).where(eq(company_claims.id, claimId)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    if (before.status !== rule.from) throw new AppError(409, 'CLAIM_STATE', rule.refusal);
    const [after] = await tx
      .update(company_claims)
      .set({ status: rule.to, decided_at: new Date(), decided_by: admin.id, reason: reason || null, decision_mail: 'due' })
      .where(and(eq(company_claims.id, claimId), eq(company_claims.status, rule.from)))
      .returning();
    // A decided claim's links can no longer verify it.
    await tx.update(company_claim_links).set({ used_at: new Date() }).where(eq(company_claim_links.claim_id, claimId));
    // The company's "Doğrulanmış firma" mark comes or goes: the lists that show it let go of their
    // shared first pages on every instance at this commit (docs/decisions/074-the-representative-mark-on-lists.md).
    if (rule.from === 'verified' || rule.to === 'verified') await announceRecordChanges(tx, ['company']);
    return { entityId: claimId, before, after, result: { message: rule.message } };
  });
}

/** The decision mail of one claim, once per decision (the key names the status it tells). */
export async function deliverDecisionMail(deps: ClaimMailDeps, claimId: string, jobId: string): Promise<void> {
  const [found] = await deps.db
    .select({ claim: company_claims, company: companies.company_name, email: users.email })
    .from(company_claims)
    .innerJoin(companies, eq(companies.id, company_claims.company_id))
    .innerJoin(users, eq(users.id, company_claims.user_id))
    .where(eq(company_claims.id, claimId));
  if (!found || found.claim.decision_mail !== 'due' || found.claim.status === 'pending') return;
  const decision = found.claim.status as ClaimDecision;
  const settle = () => deps.db.update(company_claims).set({ decision_mail: 'sent' }).where(and(eq(company_claims.id, claimId), eq(company_claims.status, decision)));
  if (!(await claimDelivery(deps.db, found.claim.user_id, `claim-decision:${claimId}:${decision}`, jobId))) return;
  const account = `${deps.publicUrl.replace(/\/$/, '')}/profile?tab=representation`;
  await deps.mailer.send(claimDecisionMail(found.email, decision, found.company, found.claim.reason, account));
  // At-least-once, as the notification mails: a crash between the send and this leaves it owed.
  await settle();
}

/** Claims whose decision mail is owed, oldest decision first. */
export async function owedDecisionMails(db: Db): Promise<{ id: string; status: string }[]> {
  return db
    .select({ id: company_claims.id, status: company_claims.status })
    .from(company_claims)
    .where(eq(company_claims.decision_mail, 'due'))
    .orderBy(asc(company_claims.decided_at))
    .limit(1000);
}
