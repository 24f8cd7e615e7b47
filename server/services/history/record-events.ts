import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { record_event_outbox, record_events } from '../../db/schema/history';
import type { CorrectionSource } from '../../../shared/schemas/corrections';
import {
  COMPANY_HISTORY_FIELDS,
  PROJECT_DETAIL_FIELDS,
  PROJECT_HISTORY_FIELDS,
  type RecordEventChanges,
  type RecordEventEntity,
  type RecordEventKind,
  type RecordEventOrigin,
} from '../../../shared/record-events';
import { sameValue } from '../admin/changed-columns';

export type NewRecordEvent = typeof record_events.$inferInsert;

/** Who wrote a change and on what authority; `occurredOn` defaults to the day it is written. */
export interface EventContext {
  origin: RecordEventOrigin;
  occurredOn?: string;
  sourceId?: string | null;
  importId?: string | null;
  actorId?: string | null;
  /** Field → the source its new value rests on (a representative's correction, decision 070). */
  fieldSources?: Record<string, CorrectionSource> | null;
}

const today = () => new Date().toISOString().slice(0, 10);

function meta(context: EventContext) {
  return {
    occurred_on: context.occurredOn ?? today(),
    origin: context.origin,
    source_id: context.sourceId ?? null,
    import_id: context.importId ?? null,
    actor_id: context.actorId ?? null,
    field_sources: context.fieldSources ?? null,
  };
}

/** The groups of a project's columns whose changes are kept, each its own kind of event (decision 070 adds `details`). */
const PROJECT_GROUPS = [...Object.entries(PROJECT_HISTORY_FIELDS), ['details', PROJECT_DETAIL_FIELDS]] as [RecordEventKind, readonly string[]][];

/** Field → { before, after } of the given fields that `after` carries and that differ from `before`. */
function changesOf(fields: readonly string[], before: Record<string, unknown>, after: Record<string, unknown>): RecordEventChanges {
  const changes: RecordEventChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    if (!sameValue(before[field], after[field])) changes[field] = { before: before[field] ?? null, after: after[field] ?? null };
  }
  return changes;
}

/**
 * The history events one write of a project makes: `created` for a new project (with the history
 * fields it starts with), else one event per group (status, capacity, parties, details) whose fields
 * changed, holding only those fields. A save that changes nothing makes none.
 */
export function projectEvents(
  projectId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  context: EventContext,
): NewRecordEvent[] {
  if (before === null) {
    const changes: RecordEventChanges = {};
    for (const fields of Object.values(PROJECT_HISTORY_FIELDS)) {
      for (const field of fields) if ((after[field] ?? null) !== null) changes[field] = { before: null, after: after[field] };
    }
    return [{ entity: 'project', entity_id: projectId, kind: 'created', changes, ...meta(context) }];
  }
  const events: NewRecordEvent[] = [];
  for (const [kind, fields] of PROJECT_GROUPS) {
    const changes = changesOf(fields, before, after);
    if (Object.keys(changes).length > 0) events.push({ entity: 'project', entity_id: projectId, kind, changes, ...meta(context) });
  }
  return events;
}

/** A company's accepted field changes as one `details` event (decision 070); none when nothing changed. */
export function companyEvents(companyId: string, before: Record<string, unknown>, after: Record<string, unknown>, context: EventContext): NewRecordEvent[] {
  const changes = changesOf(COMPANY_HISTORY_FIELDS, before, after);
  return Object.keys(changes).length > 0 ? [{ entity: 'company', entity_id: companyId, kind: 'details', changes, ...meta(context) }] : [];
}

/**
 * A company representative's approved correction as one event (decision 070), so its followers are
 * told once: of the kind of the one group its fields belong to, else `details`.
 */
export function correctionEvent(
  entity: 'project' | 'company',
  id: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  context: EventContext,
): NewRecordEvent[] {
  const groups = entity === 'project' ? PROJECT_GROUPS : ([['details', COMPANY_HISTORY_FIELDS]] as [RecordEventKind, readonly string[]][]);
  const kinds = groups.filter(([, fields]) => Object.keys(changesOf(fields, before, after)).length > 0).map(([kind]) => kind);
  if (kinds.length === 0) return [];
  const changes = changesOf(groups.flatMap(([, fields]) => fields), before, after);
  const kind = kinds.length === 1 ? kinds[0]! : 'details';
  return [{ entity, entity_id: id, kind, changes, ...meta(context) }];
}

/** A company or station added (an import's create): its history starts here. */
export function createdEvent(entity: RecordEventEntity, entityId: string, context: EventContext): NewRecordEvent {
  return { entity, entity_id: entityId, kind: 'created', changes: {}, ...meta(context) };
}

/**
 * A station's monthly capacity entered (before null), changed, or removed (after null); nothing
 * when it is the same.
 */
export function stationCapacityEvent(
  stationId: string,
  period: { year: number; month: number },
  before: number | null,
  after: number | null,
  context: EventContext,
): NewRecordEvent | null {
  if (sameValue(before, after)) return null;
  const key = `${period.year}-${String(period.month).padStart(2, '0')}`;
  return { entity: 'station', entity_id: stationId, kind: 'station_capacity', changes: { [key]: { before, after } }, ...meta(context) };
}

/**
 * Committed events are announced on this channel (`pg_notify` in the writer's transaction:
 * PostgreSQL delivers it at the commit, to every listening instance, and never after a rollback),
 * with the kinds of record they are about, comma-separated (`recordKindsOf`).
 */
export const RECORD_EVENTS_CHANNEL = 'record_events';

/**
 * The kinds of record a notification on RECORD_EVENTS_CHANNEL is about; null when it does not say
 * (a listening connection opened again after a loss: anything may have changed meanwhile).
 */
export function recordKindsOf(payload: string | undefined): ReadonlySet<string> | null {
  return payload ? new Set(payload.split(',')) : null;
}

/**
 * The one way history is written (lint refuses any other insert into record_events): the events and,
 * for each one that may notify (all but the seed's), its outbox row, in the caller's transaction, so
 * a change, its history and the delivery it owes commit or fail together
 * (docs/decisions/059-a-transactional-outbox-for-record-events.md). The commit wakes the fan-out of
 * every running instance, whatever wrote the events (a route, a service, a script); events committed
 * while none ran are delivered at the next start. The rows travel as one JSON parameter: the same two
 * statements for one admin edit and for an import's thousands of events.
 */
export async function writeEvents(db: Db, events: readonly (NewRecordEvent | null)[]): Promise<void> {
  const rows = events.filter((event): event is NewRecordEvent => event !== null);
  if (rows.length === 0) return;
  // A key a row leaves out is NULL in jsonb_populate_recordset: the id and the time get their defaults here.
  await db.execute(sql`
    WITH written AS (
      INSERT INTO ${record_events} (id, entity, entity_id, kind, changes, occurred_on, source_id, field_sources, origin, import_id, actor_id, created_at)
      SELECT coalesce(e.id, gen_random_uuid()), e.entity, e.entity_id, e.kind, e.changes, e.occurred_on, e.source_id, e.field_sources, e.origin, e.import_id, e.actor_id, coalesce(e.created_at, now())
      FROM jsonb_populate_recordset(NULL::${record_events}, ${JSON.stringify(rows)}::jsonb) AS e
      RETURNING id, origin, created_at)
    INSERT INTO ${record_event_outbox} (event_id, created_at) SELECT id, created_at FROM written WHERE origin <> 'seed'`);
  await announceRecordChanges(db, rows.filter((event) => event.origin !== 'seed').map((event) => event.entity as RecordEventEntity));
}

/**
 * Announces, at the caller's commit, that what the catalogue shows of these kinds of record changed,
 * on the record events' channel: every instance hears it and lets go of what it holds of them (a
 * list's shared first page). `writeEvents` announces what it writes; a change that is no history
 * event but is shown in a list calls this in its own transaction: a company's representative
 * verified or revoked, which its "Doğrulanmış firma" mark shows (docs/decisions/074-the-representative-mark-on-lists.md).
 * The payload names the kinds ("company,project"), so a listener that keeps copies of one kind lets go of those alone.
 */
export async function announceRecordChanges(db: Db, entities: readonly RecordEventEntity[]): Promise<void> {
  const kinds = [...new Set(entities)].sort();
  if (kinds.length > 0) await db.execute(sql`SELECT pg_notify(${RECORD_EVENTS_CHANNEL}, ${kinds.join(',')})`);
}
