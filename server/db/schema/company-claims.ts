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
  },
  (t) => [
    check('company_claims_method', sql`${t.method} IN (${oneOf(COMPANY_CLAIM_METHODS)})`),
    check('company_claims_status', sql`${t.status} IN (${oneOf(COMPANY_CLAIM_STATUSES)})`),
    // One pending claim per company and member, whatever races.
    uniqueIndex('company_claims_one_pending_idx').on(t.company_id, t.user_id).where(sql`status = 'pending'`),
    index('company_claims_user_idx').on(t.user_id, t.status),
    index('company_claims_company_idx').on(t.company_id, t.status),
  ],
);
