import { index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies, projects } from './catalog';
import { id } from './columns';
import { users } from './users';

// Items a premium user has opened (paid once). UNIQUE(user, item) makes "pay once" hold under races.
export const user_projects = pgTable(
  'user_projects',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_projects_user_project_key').on(t.user_id, t.project_id),
    index('user_projects_user_opened_idx').on(t.user_id, t.opened_at),
    index('user_projects_project_idx').on(t.project_id),
  ],
);

export const user_companies = pgTable(
  'user_companies',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_companies_user_company_key').on(t.user_id, t.company_id),
    index('user_companies_user_opened_idx').on(t.user_id, t.opened_at),
    index('user_companies_company_idx').on(t.company_id),
  ],
);
