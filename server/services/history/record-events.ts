import type { Db } from '../../db/client';
import { record_events } from '../../db/schema/history';
import {
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
}

const today = () => new Date().toISOString().slice(0, 10);

function meta(context: EventContext) {
  return {
    occurred_on: context.occurredOn ?? today(),
    origin: context.origin,
    source_id: context.sourceId ?? null,
    import_id: context.importId ?? null,
    actor_id: context.actorId ?? null,
  };
}

/**
 * The history events one write of a project makes: `created` for a new project (with the history
 * fields it starts with), else one event per group (status, capacity, parties) whose fields changed,
 * holding only those fields. A save that changes no history field makes none.
 */
export function projectEvents(
  projectId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  context: EventContext,
): NewRecordEvent[] {
  const groups = Object.entries(PROJECT_HISTORY_FIELDS) as [RecordEventKind, readonly string[]][];
  if (before === null) {
    const changes: RecordEventChanges = {};
    for (const [, fields] of groups) {
      for (const field of fields) if ((after[field] ?? null) !== null) changes[field] = { before: null, after: after[field] };
    }
    return [{ entity: 'project', entity_id: projectId, kind: 'created', changes, ...meta(context) }];
  }
  const events: NewRecordEvent[] = [];
  for (const [kind, fields] of groups) {
    const changes: RecordEventChanges = {};
    for (const field of fields) {
      if (!(field in after)) continue;
      if (!sameValue(before[field], after[field])) changes[field] = { before: before[field] ?? null, after: after[field] ?? null };
    }
    if (Object.keys(changes).length > 0) events.push({ entity: 'project', entity_id: projectId, kind, changes, ...meta(context) });
  }
  return events;
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

/** Adds events in the caller's transaction, so a change and its history commit or fail together. */
export async function writeEvents(db: Db, events: readonly (NewRecordEvent | null)[]): Promise<void> {
  const rows = events.filter((event): event is NewRecordEvent => event !== null);
  if (rows.length > 0) await db.insert(record_events).values(rows);
}
