import { sql } from 'drizzle-orm';
import { boolean, check, index, inet, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { authTokenPurpose } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    password_hash: text('password_hash'),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    is_premium: boolean('is_premium').notNull().default(false),
    is_super_admin: boolean('is_super_admin').notNull().default(false),
    premium_trial_ends_at: timestamp('premium_trial_ends_at', { withTimezone: true }),
    subscription_reference_code: text('subscription_reference_code'),
    premium_activated_at: timestamp('premium_activated_at', { withTimezone: true }),
    /** Set when the member starts their one free trial ("Ücretsiz Deneme"). */
    trial_started_at: timestamp('trial_started_at', { withTimezone: true }),
    // The stored balance; every change goes through the balance service with a ledger row.
    token_balance: integer('token_balance').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('users_token_balance_non_negative', sql`${t.token_balance} >= 0`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    index('users_created_at_idx').on(t.created_at),
    index('users_premium_trial_idx').on(t.premium_trial_ends_at).where(sql`${t.is_premium}`),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: inet('ip'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

/** Single-use e-mail verification and password-reset links (hashed). */
export const auth_tokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: authTokenPurpose('purpose').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    /** The client (IPv4 address or IPv6 /64) that asked for the mail: its own hourly cap (docs/decisions/047). */
    requested_by: text('requested_by'),
    /**
     * SHA-256 of the sign-up cookie of the browser that registered: only that browser (or someone
     * who proves the password) is signed in by the verification link (docs/decisions/047).
     */
    browser_hash: text('browser_hash'),
    created_at: createdAt(),
  },
  (t) => [index('auth_tokens_user_purpose_idx').on(t.user_id, t.purpose, t.created_at)],
);

/**
 * Sign-in attempt counters when no Redis is configured (decision 027): one row per counter and
 * window, so no volume of made-up accounts can push a live counter out; expired rows are swept.
 * `account` is '' for a counter of a client alone.
 */
export const sign_in_counters = pgTable(
  'sign_in_counters',
  {
    account: text('account').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.name] }), index('sign_in_counters_expires_idx').on(t.expires_at)],
);
