import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMPANY_CLAIM_METHODS, COMPANY_CLAIM_STATUSES } from '../../../shared/constants';
import { companies } from './catalog';
import { createdAt, id, oneOf } from './columns';
import { users } from './users';

/**
 * A member's claim to represent a company. A claim whose status is 'verified' makes its
 * member one of the company's representatives; a revoked one keeps its row, so the changes the
 * representative made keep who made them.
 */
export const company_claims = pgTable(
  'company_claims',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'domain': a link mailed to an address at the company's own web domain; 'document': an admin reads an upload. */
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    created_at: createdAt(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was refused or revoked, as the member reads it. */
    reason: text('reason'),
    /** A document claim's PDF, under private/ in the storage (served to admins only). */
    document_path: text('document_path'),
    /**
     * The mail that tells the member an admin's decision: "due" from the transaction that decided
     * until the mail server accepted it ("sent"); a crash between leaves "due" for the sweep
     * (docs/decisions/069-company-claims-and-representatives.md).
     */
    decision_mail: text('decision_mail'),
  },
  (t) => [
    check('company_claims_method', sql`${t.method} IN (${oneOf(COMPANY_CLAIM_METHODS)})`),
    check('company_claims_status', sql`${t.status} IN (${oneOf(COMPANY_CLAIM_STATUSES)})`),
    // One pending claim per company and member, whatever races.
    uniqueIndex('company_claims_one_pending_idx').on(t.company_id, t.user_id).where(sql`status = 'pending'`),
    index('company_claims_user_idx').on(t.user_id, t.status),
    index('company_claims_company_idx').on(t.company_id, t.status),
    check('company_claims_decision_mail', sql`${t.decision_mail} IN ('due', 'sent')`),
    index('company_claims_mail_due_idx').on(t.decided_at).where(sql`decision_mail = 'due'`),
  ],
);

/**
 * A verification link of a domain claim, mailed to an address at the company's web domain. The
 * link's token is made by the job that sends the mail and only its hash is kept: a retry after a
 * crash makes a new one (the last mail's link is the one that works). Owed while `sent_at` is null.
 */
export const company_claim_links = pgTable(
  'company_claim_links',
  {
    id: id(),
    claim_id: uuid('claim_id')
      .notNull()
      .references(() => company_claims.id, { onDelete: 'cascade' }),
    /** The address at the company's domain, lower-cased. */
    email: text('email').notNull(),
    token_hash: text('token_hash').unique('company_claim_links_token_key'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('company_claim_links_email_idx').on(t.email, t.created_at),
    index('company_claim_links_claim_idx').on(t.claim_id),
    index('company_claim_links_owed_idx').on(t.created_at).where(sql`sent_at IS NULL`),
  ],
);
