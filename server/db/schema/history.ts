import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RECORD_EVENT_ENTITIES, RECORD_EVENT_KINDS, RECORD_EVENT_ORIGINS, type RecordEventChanges } from '../../../shared/record-events';
import type { CorrectionSource } from '../../../shared/schemas/corrections';
import { createdAt, id, oneOf } from './columns';
import { sources } from './sources';
import { users } from './users';


/**
 * The dated history of a record (decisions 038, 042): every change of a project's status, capacity or
 * parties, and of a station's capacity, as an event that is added and never rewritten. Rows outlive
 * their record (no foreign key on `entity_id`): history is kept, and followers (decision 044) read it.
 */
export const record_events = pgTable(
  'record_events',
  {
    id: id(),
    entity: text('entity').notNull(),
    entity_id: uuid('entity_id').notNull(),
    kind: text('kind').notNull(),
    /** Field → { before, after } of the fields this event changed (only those). */
    changes: jsonb('changes').$type<RecordEventChanges>().notNull(),
    /** When the change happened in the world (or was entered, when that is all that is known). */
    occurred_on: date('occurred_on').notNull(),
    source_id: uuid('source_id').references(() => sources.id, { onDelete: 'set null' }),
    /**
     * Field → what that field's new value rests on, when the fields of one event have sources of
     * their own (a company representative's correction: a web page, a document, the company's word;
     * decision 070). The event's `source_id` names the source row they belong to.
     */
    field_sources: jsonb('field_sources').$type<Record<string, CorrectionSource>>(),
    /** Who or what wrote it: an admin edit, an approved suggestion, an import, the seed. */
    origin: text('origin').notNull(),
    /** The import that wrote it (imports have their own table); a revert removes its events. */
    import_id: uuid('import_id'),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check('record_events_entity', sql`${t.entity} IN (${oneOf(RECORD_EVENT_ENTITIES)})`),
    check('record_events_kind', sql`${t.kind} IN (${oneOf(RECORD_EVENT_KINDS)})`),
    check('record_events_origin', sql`${t.origin} IN (${oneOf(RECORD_EVENT_ORIGINS)})`),
    index('record_events_entity_idx').on(t.entity, t.entity_id, t.occurred_on),
    index('record_events_created_idx').on(t.created_at, t.id),
    index('record_events_import_idx').on(t.import_id).where(sql`import_id IS NOT NULL`),
  ],
);

/**
 * The events not yet delivered to their followers (docs/decisions/059-a-transactional-outbox-for-record-events.md):
 * a row is written with its event, in the writer's transaction (services/history/record-events.ts
 * `writeEvents`), and removed by the fan-out's transaction that writes the event's notifications, so a
 * crash between the two leaves it here for the next delivery. The seed's events notify no one and
 * get none. `created_at` is the event's own (the order the fan-out takes them in).
 */
export const record_event_outbox = pgTable(
  'record_event_outbox',
  {
    event_id: uuid('event_id')
      .primaryKey()
      .references(() => record_events.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('record_event_outbox_created_idx').on(t.created_at, t.event_id)],
);
