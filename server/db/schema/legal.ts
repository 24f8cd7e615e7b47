import { sql } from 'drizzle-orm';
import { boolean, check, index, inet, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    title: text('title').notNull(),
    file_path: text('file_path').notNull(),
    active: boolean('active').notNull().default(true),
    must: boolean('must').notNull().default(false),
    /** The version members accept: set at creation and whenever the PDF is replaced (not on a rename or toggle). */
    // Milliseconds, as a JavaScript Date carries it: acceptances copy it and must compare equal.
    version_at: timestamp('version_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('contracts_title_not_blank', sql`btrim(${t.title}) <> ''`),
    index('contracts_active_created_idx').on(t.active, t.created_at),
  ],
);

export const cookie_policies = pgTable(
  'cookie_policies',
  {
    id: id(),
    title: text('title').notNull(),
    file_path: text('file_path').notNull(),
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('cookie_policies_title_not_blank', sql`btrim(${t.title}) <> ''`),
    index('cookie_policies_active_created_idx').on(t.active, t.created_at),
  ],
);

/**
 * Which contract a user accepted, in which version (the contract's updated_at at that moment) and
 * when. The title is copied so the record still reads after a contract is deleted.
 */
export const contract_acceptances = pgTable(
  'contract_acceptances',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contract_id: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    contract_title: text('contract_title').notNull(),
    contract_version: timestamp('contract_version', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: inet('ip'),
  },
  (t) => [
    unique('contract_acceptances_user_contract_version_key').on(t.user_id, t.contract_id, t.contract_version),
    index('contract_acceptances_contract_idx').on(t.contract_id),
  ],
);
