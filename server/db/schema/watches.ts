import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_EMAIL_MODES, WATCH_TARGETS } from '../../../shared/constants';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { users } from './users';

// Watchlists and notifications (docs/product-rules.md#watchlists;
// docs/decisions/044-watchlists-and-notifications.md).

export const NOTIFICATION_MAIL_STATES = ['due', 'sent', 'dropped'] as const;
export type NotificationMailState = (typeof NOTIFICATION_MAIL_STATES)[number];


/** The list filter a saved-filter watch holds: the project list's own parameters. */
export interface WatchFilter {
  city_id?: string;
  status_type_id?: string;
  type_id?: string;
}

/** What a member follows: one record (project, company, station) or a saved project-list filter. */
export const watches = pgTable(
  'watches',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    /** The record followed; null for a saved filter. No foreign key: a watch of a deleted record just falls silent. */
    target_id: uuid('target_id'),
    filter: jsonb('filter').$type<WatchFilter>(),
    /** "city_id=…&status_type_id=…" in key order: the same filter followed twice is one watch. */
    filter_key: text('filter_key'),
    created_at: createdAt(),
  },
  (t) => [
    check('watches_target', sql`${t.target} IN (${oneOf(WATCH_TARGETS)})`),
    check('watches_shape', sql`(${t.target} = 'filter') = (${t.filter_key} IS NOT NULL AND ${t.target_id} IS NULL)`),
    uniqueIndex('watches_user_record_key').on(t.user_id, t.target, t.target_id).where(sql`target_id IS NOT NULL`),
    uniqueIndex('watches_user_filter_key').on(t.user_id, t.filter_key).where(sql`filter_key IS NOT NULL`),
    index('watches_record_idx').on(t.target, t.target_id),
  ],
);

/**
 * One notification per member and history event (record_events): the unique key makes the fan-out
 * idempotent, so two instances handling the same event write it once. It names the item and what
 * changed, never a field's value (a free member must not read a premium value here).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** record_events.id; no foreign key, like the events' own entity ids (history outlives records). */
    event_id: uuid('event_id').notNull(),
    entity: text('entity').notNull(),
    entity_id: uuid('entity_id').notNull(),
    kind: text('kind').notNull(),
    /** The item's name when the notification was made. */
    item_name: text('item_name').notNull(),
    /** Why the member gets it: the watch that matched (followed item, a company of the project, a saved filter). */
    reason: text('reason').notNull(),
    created_at: createdAt(),
    read_at: timestamp('read_at', { withTimezone: true }),
    /** Set when a digest mail carried it, so the next digest does not repeat it. */
    digested_at: timestamp('digested_at', { withTimezone: true }),
    /**
     * Its immediate mail (docs/decisions/048-durable-notification-mails.md): null when none is owed,
     * "due" from the transaction that wrote the notification until the mail server accepted it
     * ("sent") or the mail is no longer owed ("dropped": mails turned off, address unverified).
     * A crash between the two leaves "due", which the sweep queues again.
     */
    mail_state: text('mail_state'),
  },
  (t) => [
    check('notifications_mail_state', sql`${t.mail_state} IN (${oneOf(NOTIFICATION_MAIL_STATES)})`),
    index('notifications_mail_due_idx').on(t.created_at).where(sql`mail_state = 'due'`),
    uniqueIndex('notifications_user_event_key').on(t.user_id, t.event_id),
    index('notifications_user_idx').on(t.user_id, t.created_at),
    index('notifications_unread_idx').on(t.user_id).where(sql`read_at IS NULL`),
  ],
);

/** A member's e-mail preference; no row means the default, immediate. */
export const notification_preferences = pgTable(
  'notification_preferences',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email_mode: text('email_mode').notNull().default('immediate'),
    updated_at: updatedAt(),
  },
  (t) => [check('notification_preferences_mode', sql`${t.email_mode} IN (${oneOf(NOTIFICATION_EMAIL_MODES)})`)],
);

/**
 * One row per mail that may be sent ("n:<notification>" immediate, "daily:2026-11-27" a digest),
 * claimed by the job that inserted it: a second instance's job, or a second job for the same mail,
 * finds it taken and sends nothing. `sent_at` is set after the mail server accepted it.
 */
export const mail_deliveries = pgTable(
  'mail_deliveries',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    job_id: text('job_id').notNull(),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
);

/** A background job that failed on every attempt, kept for the admins (the queue's own copy is pruned). */
export const failed_jobs = pgTable(
  'failed_jobs',
  {
    id: id(),
    queue: text('queue').notNull(),
    job_id: text('job_id').notNull(),
    data: jsonb('data').notNull(),
    attempts: integer('attempts').notNull(),
    error: text('error').notNull(),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('failed_jobs_job_key').on(t.queue, t.job_id), index('failed_jobs_failed_idx').on(t.failed_at)],
);

/** Secrets the instances share through the database (the unsubscribe links' signing key). */
export const app_secrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: createdAt(),
});
