import { and, desc, eq, inArray } from 'drizzle-orm';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import { PROJECT_HISTORY_SHOWN } from '../../../shared/schemas/history';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { record_events } from '../../db/schema/history';
import { project_status_types } from '../../db/schema/reference';
import { sources } from '../../db/schema/sources';

/** Fields whose values are ids of another record, and what they name. */
const STATUS_FIELD = 'status_type_id';
const COMPANY_FIELDS = new Set<string>(PROJECT_COMPANY_ROLES.map(({ role }) => role));

/**
 * A project's kept history, newest first, with each event's source and the names its ids stand
 * for (status and company ids are read as names: a reader sees "Devreye Alınan", not a uuid).
 * Three reads at most, whatever the number of events.
 */
export async function listProjectHistory(db: Db, projectId: string) {
  const rows = await db
    .select({
      id: record_events.id,
      kind: record_events.kind,
      occurred_on: record_events.occurred_on,
      origin: record_events.origin,
      changes: record_events.changes,
      source_name: sources.name,
      source_licence: sources.licence,
      source_url: sources.url,
      source_generated: sources.is_generated,
    })
    .from(record_events)
    .leftJoin(sources, eq(sources.id, record_events.source_id))
    .where(and(eq(record_events.entity, 'project'), eq(record_events.entity_id, projectId)))
    .orderBy(desc(record_events.occurred_on), desc(record_events.created_at), desc(record_events.id))
    .limit(PROJECT_HISTORY_SHOWN);

  const statusIds = new Set<string>();
  const companyIds = new Set<string>();
  for (const row of rows) {
    for (const [field, change] of Object.entries(row.changes)) {
      const target = field === STATUS_FIELD ? statusIds : COMPANY_FIELDS.has(field) ? companyIds : null;
      for (const value of [change.before, change.after]) if (target && typeof value === 'string') target.add(value);
    }
  }
  const [statuses, linked] = await Promise.all([
    statusIds.size
      ? db.select({ id: project_status_types.id, name: project_status_types.name }).from(project_status_types).where(inArray(project_status_types.id, [...statusIds]))
      : [],
    companyIds.size ? db.select({ id: companies.id, name: companies.company_name }).from(companies).where(inArray(companies.id, [...companyIds])) : [],
  ]);
  return { rows, names: new Map([...statuses, ...linked].map((n) => [n.id, n.name])) };
}

export type ProjectHistoryRows = Awaited<ReturnType<typeof listProjectHistory>>;
