import { asc, eq, notExists, and, sql } from 'drizzle-orm';
import { COMMISSIONED_STATUS } from '../../shared/constants';
import { PROJECT_HISTORY_FIELDS } from '../../shared/record-events';
import type { Db } from '../db/client';
import { projects } from '../db/schema/catalog';
import { record_events } from '../db/schema/history';
import { project_sources } from '../db/schema/provenance';
import { project_status_types } from '../db/schema/reference';
import { projectEvents, writeEvents, type NewRecordEvent } from '../services/history/record-events';
import { sourceIdOfKey } from '../services/history/event-sources';
import type { SeedSourceKey } from './sources';

// Seeded projects start with a history (decision 042), so a timeline is never empty: a
// `created` event dated from what is known of the project, and, where both its start and its
// commissioning are known, the move to "Devreye Alınan" on its commissioning date. The events name
// the project's linked source, else the compilation the demo plants were read from.

/** The demo plants (server/seeds/data/solar_plants_turkey.csv) come from this compilation. */
const DEMO_PLANTS_SOURCE: SeedSourceKey = 'gunesveri-derleme-2026';

const STATUS_FIELDS: readonly string[] = PROJECT_HISTORY_FIELDS.status;

type ProjectRow = typeof projects.$inferSelect;

const without = (row: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !fields.includes(key)));

/**
 * One project's seed events. Started and commissioned: created on the start day without its status,
 * then the status event on the commissioning day. Otherwise one `created` on the first known day
 * (start, commissioning, or the day it was stored), with every history field it holds.
 */
export function seedEventsOf(project: ProjectRow, commissionedId: string | null, sourceId: string | null): NewRecordEvent[] {
  const context = { origin: 'seed' as const, sourceId };
  const start = project.project_start_date;
  const commissioned = project.commissioning_date;
  if (start && commissioned && commissioned > start && project.status_type_id === commissionedId) {
    const [created] = projectEvents(project.id, null, without(project, STATUS_FIELDS), { ...context, occurredOn: start });
    const status = projectEvents(project.id, without(project, ['status_type_id', 'commissioning_date']), project, { ...context, occurredOn: commissioned }).filter(
      (event) => event.kind === 'status',
    );
    return [created!, ...status];
  }
  const day = start ?? commissioned ?? project.created_at.toISOString().slice(0, 10);
  return projectEvents(project.id, null, project, { ...context, occurredOn: day });
}

/** Writes the seed history of every project that has none yet (safe to run again). */
export async function seedProjectHistory(db: Db): Promise<number> {
  const [commissioned] = await db.select({ id: project_status_types.id }).from(project_status_types).where(eq(project_status_types.name, COMMISSIONED_STATUS));
  const fallbackSource = await sourceIdOfKey(db, DEMO_PLANTS_SOURCE);
  const rows = await db
    .select({
      project: projects,
      linkedSource: sql<string | null>`(SELECT ${project_sources.source_id} FROM ${project_sources} WHERE ${project_sources.project_id} = ${projects.id} ORDER BY ${project_sources.verified_on} DESC LIMIT 1)`,
    })
    .from(projects)
    .where(notExists(db.select({ one: sql`1` }).from(record_events).where(and(eq(record_events.entity, 'project'), eq(record_events.entity_id, projects.id)))))
    .orderBy(asc(projects.created_at), asc(projects.id));
  const events = rows.flatMap(({ project, linkedSource }) => seedEventsOf(project, commissioned?.id ?? null, linkedSource ?? fallbackSource));
  await writeEvents(db, events);
  return rows.length;
}
