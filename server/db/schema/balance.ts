import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { EXPORT_KINDS } from '../../../shared/constants';
import { costKey, transactionType } from './enums';
import { users } from './users';

export const token_costs = pgTable(
  'token_costs',
  {
    id: id(),
    cost_key: costKey('cost_key').notNull().unique(),
    cost_value: integer('cost_value').notNull(),
    description: text('description'),
    is_active: boolean('is_active').notNull().default(true),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('token_costs_value_range', sql`${t.cost_value} BETWEEN 0 AND 1000`)],
);

/**
 * The append-only Bakiye ledger. users.token_balance always equals the sum of a user's rows; both
 * change in one transaction (the balance service). idempotency_key makes a credit or debit that
 * must happen once (welcome credit, paying for one item) safe to retry and to race.
 */
export const token_transactions = pgTable(
  'token_transactions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    transaction_type: transactionType('transaction_type').notNull(),
    balance_after: integer('balance_after').notNull(),
    idempotency_key: text('idempotency_key'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check(
      'token_transactions_sign_matches_type',
      sql`(${t.transaction_type} = 'credit' AND ${t.amount} > 0) OR (${t.transaction_type} = 'debit' AND ${t.amount} < 0)`,
    ),
    check('token_transactions_balance_after_non_negative', sql`${t.balance_after} >= 0`),
    unique('token_transactions_user_idempotency_key').on(t.user_id, t.idempotency_key),
    index('token_transactions_user_created_idx').on(t.user_id, t.created_at),
  ],
);

/**
 * An admin's Bakiye adjustments sent with an Idempotency-Key (docs/decisions/049): the key is claimed
 * by this primary key in the adjustment's own transaction before the money moves, so a retry or a
 * parallel twin waits for the first, then replays its answer (`response`) if it asked the same
 * (`request_hash`). A refused adjustment rolls its claim back with it.
 */
export const admin_idempotent_requests = pgTable(
  'admin_idempotent_requests',
  {
    admin_id: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    response: jsonb('response'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.admin_id, t.key] })],
);

/**
 * Paid list views (filter combinations and pages beyond the first) stay free to revisit for a while
 * (docs/decisions/004-charging-lists.md): one row per user and view, with the time it lapses.
 */
export const paid_list_views = pgTable(
  'paid_list_views',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    view_key: text('view_key').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [unique('paid_list_views_user_view_key').on(t.user_id, t.view_key), index('paid_list_views_expires_idx').on(t.expires_at)],
);

/**
 * Paid exports (docs/decisions/045-paid-exports.md): one row per user and export key (the list and its
 * filter set, not the file format), the claim that makes a confirmed export charged once: two
 * simultaneous confirmations insert it once, and a renewal after `expires_at` reclaims the same row.
 * The stored parameters are what its downloads read again.
 */
export const paid_exports = pgTable(
  'paid_exports',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    export_key: text('export_key').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    row_count: integer('row_count').notNull(),
    amount: integer('amount').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('paid_exports_user_export_key').on(t.user_id, t.export_key),
    index('paid_exports_expires_idx').on(t.expires_at),
    // The lists and tables an export can be of (docs/decisions/063): a new kind is a migration.
    check('paid_exports_kind', sql`${t.kind} IN (${sql.raw(EXPORT_KINDS.map((k) => `'${k}'`).join(', '))})`),
    check('paid_exports_amounts', sql`${t.row_count} >= 0 AND ${t.amount} >= 0`),
  ],
);
