import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

// Keyed API (docs/product-rules.md#api-keys; docs/decisions/043-keyed-api.md). The key itself is never
// stored: only its SHA-256 (a high-entropy random key needs no slow hash) and its first characters.
export const api_keys = pgTable(
  'api_keys',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** "gv_live_ab12cd": shown to recognise the key. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole key: what a request's key is looked up by. */
    key_hash: text('key_hash').notNull().unique(),
    created_at: createdAt(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    /** Set once; a revoked key is refused at its next request (no cache holds keys). */
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** Who revoked it when it was not its member (an admin). */
    revoked_by: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('api_keys_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 60`),
    index('api_keys_user_idx').on(t.user_id, t.created_at),
    index('api_keys_created_idx').on(t.created_at),
  ],
);

/** Requests served with a key, per day in Turkey; counted by one upsert per request. */
export const api_key_usage = pgTable(
  'api_key_usage',
  {
    api_key_id: uuid('api_key_id')
      .notNull()
      .references(() => api_keys.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.api_key_id, t.day] }), check('api_key_usage_requests_non_negative', sql`${t.requests} >= 0`)],
);
