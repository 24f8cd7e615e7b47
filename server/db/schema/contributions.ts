import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, projects } from './catalog';
import { createdAt, id } from './columns';
import { reviewStatus } from './enums';
import { users } from './users';

// Suggestions correct existing items; submissions propose new ones. Both wait for an admin.

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
    ...reviewColumns(),
  },
  (t) => [
    index('project_suggestions_status_created_idx').on(t.status, t.created_at),
    index('project_suggestions_project_idx').on(t.project_id),
    index('project_suggestions_user_idx').on(t.suggested_by),
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
    ...reviewColumns(),
  },
  (t) => [
    index('company_suggestions_status_created_idx').on(t.status, t.created_at),
    index('company_suggestions_company_idx').on(t.company_id),
    index('company_suggestions_user_idx').on(t.suggested_by),
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
