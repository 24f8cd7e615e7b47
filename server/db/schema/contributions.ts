import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CorrectionSource } from '../../../shared/schemas/corrections';
import type { FIELD_DECISIONS } from '../../../shared/constants';
import { companies, projects } from './catalog';
import { createdAt, id } from './columns';
import { reviewStatus } from './enums';
import { users } from './users';

// Suggestions correct existing items; submissions propose new ones. Both wait for an admin.

/** An admin's decision on one field of a correction, with the reason the representative reads. */
export type FieldDecision = { decision: (typeof FIELD_DECISIONS)[number]; reason?: string };

/**
 * A company representative's correction is a suggestion with more (decision 070): the company whose
 * representative sent it, each field's source, and the admin's decision on each field.
 */
const correctionColumns = () => ({
  /** Sent by a representative of this company (null: a member's ordinary suggestion). */
  representing_company_id: uuid('representing_company_id').references(() => companies.id, { onDelete: 'set null' }),
  /** Marks a representative's correction, kept when the company goes (its link is then emptied). */
  by_representative: boolean('by_representative').notNull().default(false),
  /** Field → what its new value rests on (url, document, statement). */
  field_sources: jsonb('field_sources').$type<Record<string, CorrectionSource>>(),
  /** Field → the admin's decision; written when the correction is decided. */
  field_decisions: jsonb('field_decisions').$type<Record<string, FieldDecision>>(),
  /**
   * The mail telling the representative the decision (decision 070, on the path of decision 048):
   * "due" from the transaction that decided it until the mail server accepted it ("sent") or it is
   * no longer owed ("dropped"); a crash between the two leaves "due", which the sweep queues again.
   */
  decision_mail_state: text('decision_mail_state'),
});

const reviewColumns = () => ({
  status: reviewStatus('status').notNull().default('pending'),
  created_at: createdAt(),
  reviewed_by: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
});

export const project_suggestions = pgTable(
  'project_suggestions',
  {
    id: id(),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    suggested_by: uuid('suggested_by').references(() => users.id, { onDelete: 'set null' }),
    suggested_data: jsonb('suggested_data').notNull().$type<Record<string, unknown>>(),
    /** Why an admin rejected it (docs/product-rules.md#reviews). */
    admin_feedback: text('admin_feedback'),
    ...correctionColumns(),
    ...reviewColumns(),
  },
  (t) => [
    index('project_suggestions_status_created_idx').on(t.status, t.created_at),
    index('project_suggestions_project_idx').on(t.project_id),
    index('project_suggestions_user_idx').on(t.suggested_by),
    index('project_suggestions_mail_due_idx').on(t.reviewed_at).where(sql`decision_mail_state = 'due'`),
  ],
);

export const company_suggestions = pgTable(
  'company_suggestions',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    suggested_by: uuid('suggested_by').references(() => users.id, { onDelete: 'set null' }),
    suggested_data: jsonb('suggested_data').notNull().$type<Record<string, unknown>>(),
    /** Why an admin rejected it (docs/product-rules.md#reviews). */
    admin_feedback: text('admin_feedback'),
    ...correctionColumns(),
    ...reviewColumns(),
  },
  (t) => [
    index('company_suggestions_status_created_idx').on(t.status, t.created_at),
    index('company_suggestions_company_idx').on(t.company_id),
    index('company_suggestions_user_idx').on(t.suggested_by),
    index('company_suggestions_mail_due_idx').on(t.reviewed_at).where(sql`decision_mail_state = 'due'`),
  ],
);

export const user_company_submissions = pgTable(
  'user_company_submissions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_data: jsonb('company_data').notNull().$type<Record<string, unknown>>(),
    admin_feedback: text('admin_feedback'),
    /** The company created on approval. */
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    ...reviewColumns(),
  },
  (t) => [
    index('user_company_submissions_status_created_idx').on(t.status, t.created_at),
    index('user_company_submissions_user_created_idx').on(t.user_id, t.created_at),
  ],
);

export const user_project_submissions = pgTable(
  'user_project_submissions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_data: jsonb('project_data').notNull().$type<Record<string, unknown>>(),
    admin_feedback: text('admin_feedback'),
    /** The project created on approval. */
    project_id: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    ...reviewColumns(),
  },
  (t) => [
    index('user_project_submissions_status_created_idx').on(t.status, t.created_at),
    index('user_project_submissions_user_created_idx').on(t.user_id, t.created_at),
  ],
);

/**
 * A PDF a company representative uploaded as the source of a corrected field (decision 070), under
 * the upload rules of the back office's PDFs (shared/upload-rules.ts). The file has a random name;
 * the public change log names it "Belge (PDF)" and never links it.
 */
export const correction_documents = pgTable(
  'correction_documents',
  {
    id: id(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    file_path: text('file_path').notNull(),
    file_name: text('file_name').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('correction_documents_user_idx').on(t.user_id, t.created_at), index('correction_documents_company_idx').on(t.company_id)],
);
