import { PROJECT_FIELD_LABELS } from '../../shared/catalog-fields';
import { PROJECT_COMPANY_ROLES } from '../../shared/constants';
import { PROJECT_HISTORY_FIELDS, type RecordEventKind, type RecordEventOrigin } from '../../shared/record-events';
import type { EventChange, RecordEventItem } from '../../shared/schemas/history';
import type { ProjectHistoryRows } from '../services/history/project-history';

const ID_FIELDS = new Set<string>(['status_type_id', ...PROJECT_COMPANY_ROLES.map(({ role }) => role)]);
/** The order fields are listed in: the history groups' own (status first, then capacity, then parties). */
const FIELD_ORDER = new Map<string, number>(Object.values(PROJECT_HISTORY_FIELDS).flat().map((field, index) => [field, index]));
// A merge's event names the two records (decision 066): the merged-away one → the one kept.
const LABELS: Record<string, string> = { ...PROJECT_FIELD_LABELS, record: 'Birleşen kayıt' };

/** A removed company (or status) still reads as what it was: removed, not an id. */
export const REMOVED_RECORD = 'Silinmiş kayıt';

function shown(field: string, value: unknown, names: ReadonlyMap<string, string>): EventChange['after'] {
  if (value === null || value === undefined) return null;
  if (ID_FIELDS.has(field)) return typeof value === 'string' ? (names.get(value) ?? REMOVED_RECORD) : null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** A project's events as the timeline reads them: fields in a fixed order with Turkish labels, ids as names. */
export function presentProjectHistory({ rows, names }: ProjectHistoryRows): RecordEventItem[] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as RecordEventKind,
    occurred_on: row.occurred_on,
    origin: row.origin as RecordEventOrigin,
    source:
      row.source_name === null
        ? null
        : { name: row.source_name, licence: row.source_licence ?? '', url: row.source_url, is_generated: row.source_generated ?? false },
    changes: Object.entries(row.changes)
      .sort(([a], [b]) => (FIELD_ORDER.get(a) ?? 99) - (FIELD_ORDER.get(b) ?? 99))
      .map(([field, change]) => ({
        field,
        label: LABELS[field] ?? field,
        before: shown(field, change.before, names),
        after: shown(field, change.after, names),
      })),
  }));
}
