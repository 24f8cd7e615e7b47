import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Every back-office write: who, when, what, and the values before and after (decision 011). Rows are
 * only ever added, in the same transaction as the change they describe.
 */
export const admin_audit_log = pgTable(
  'admin_audit_log',
  {
    id: id(),
    admin_id: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's e-mail at the time, kept when the account is gone. */
    admin_email: text('admin_email').notNull(),
    /** create, update, delete, or a named action (approve, reject, credit, ...). */
    action: text('action').notNull(),
    /** The resource name, e.g. "projects", "users", "token_costs". */
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    created_at: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.created_at),
    index('admin_audit_log_admin_idx').on(t.admin_id, t.created_at),
    index('admin_audit_log_entity_idx').on(t.entity, t.entity_id, t.created_at),
  ],
);
