import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies, projects } from './catalog';
import { id } from './columns';
import { users } from './users';

// Items a premium user has opened (paid once). UNIQUE(user, item) makes "pay once" hold under races.
// What a member paid for outlives the item: deleting a project or company empties the link (SET
// NULL) and the row keeps the name it had and the Bakiye paid, so the inventory still shows it.
export const user_projects = pgTable(
  'user_projects',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The project's name when it was opened (kept after the project is deleted). */
    item_name: text('item_name').notNull().default(''),
    /** Bakiye paid to open it (0 when opening cost nothing). */
    paid: integer('paid').notNull().default(0),
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
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The company's name when it was opened (kept after the company is deleted). */
    item_name: text('item_name').notNull().default(''),
    /** Bakiye paid to open it (0 when opening cost nothing). */
    paid: integer('paid').notNull().default(0),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_companies_user_company_key').on(t.user_id, t.company_id),
    index('user_companies_user_opened_idx').on(t.user_id, t.opened_at),
    index('user_companies_company_idx').on(t.company_id),
  ],
);
