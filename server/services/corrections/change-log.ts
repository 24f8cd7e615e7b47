import { and, desc, eq } from 'drizzle-orm';
import { COMPANY_FIELD_LABELS, PROJECT_FIELD_LABELS } from '../../../shared/catalog-fields';
import {
  COMPANY_BASIC_FIELDS,
  PROJECT_BASIC_FIELDS,
  RECORD_EVENT_KIND_LABELS,
  RECORD_EVENT_ORIGIN_LABELS,
  type RecordEventKind,
  type RecordEventOrigin,
} from '../../../shared/record-events';
import { CHANGE_LOG_SHOWN, type ChangeLog } from '../../../shared/schemas/corrections';
import type { Access } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { record_events } from '../../db/schema/history';
import { sources } from '../../db/schema/sources';
import { reviewDisplay } from '../admin/review-display';
import { shownSource } from './shown-sources';

// The public change log of a project or a company (docs/decisions/070-field-corrections-and-change-log.md):
// every accepted change of a field kept in its history, with its date, who made it (a role — company
// representative, editor, approved member suggestion, import, seed — never a member's name) and its
// source. A viewer who may not read the record's premium fields does not read their changes either:
// the same rule as the detail's masking (server/presenters/catalog.ts), applied to the log's values.

const LABELS = { project: { ...PROJECT_FIELD_LABELS, record: 'Birleşen kayıt' }, company: { ...COMPANY_FIELD_LABELS, record: 'Birleşen kayıt' } } as const;
const BASIC = { project: new Set([...PROJECT_BASIC_FIELDS, 'record']), company: new Set([...COMPANY_BASIC_FIELDS, 'record']) } as const;

export async function changeLogOf(db: Db, entity: 'project' | 'company', id: string, access: Access): Promise<ChangeLog> {
  const rows = await db
    .select({
      id: record_events.id,
      kind: record_events.kind,
      occurred_on: record_events.occurred_on,
      origin: record_events.origin,
      changes: record_events.changes,
      field_sources: record_events.field_sources,
      source_name: sources.name,
      source_url: sources.url,
      source_date: sources.data_date,
    })
    .from(record_events)
    .leftJoin(sources, eq(sources.id, record_events.source_id))
    .where(and(eq(record_events.entity, entity), eq(record_events.entity_id, id)))
    .orderBy(desc(record_events.occurred_on), desc(record_events.created_at), desc(record_events.id))
    .limit(CHANGE_LOG_SHOWN);

  const full = access === 'full';
  const readable = (field: string) => full || BASIC[entity].has(field);
  let masked = false;
  // Only the values this viewer reads are looked up and named.
  const display = await reviewDisplay(
    db,
    rows.flatMap((row) => Object.entries(row.changes).filter(([field]) => readable(field)).flatMap(([field, change]) => [{ [field]: change.before }, { [field]: change.after }])),
  );
  const labels: Record<string, string> = LABELS[entity];
  const entries = rows.flatMap((row) => {
    const fields = Object.keys(row.changes);
    const shown = fields.filter(readable);
    if (shown.length < fields.length) masked = true;
    // An event of premium fields alone is left out whole for this viewer: even that it happened is theirs.
    if (shown.length === 0 && fields.length > 0) return [];
    const eventSource = row.source_name === null ? null : { name: row.source_name, url: row.source_url, date: row.source_date ?? row.occurred_on };
    return [
      {
        id: row.id,
        occurred_on: row.occurred_on,
        kind: row.kind as RecordEventKind,
        kind_label: RECORD_EVENT_KIND_LABELS[row.kind as RecordEventKind],
        origin: row.origin as RecordEventOrigin,
        origin_label: RECORD_EVENT_ORIGIN_LABELS[row.origin as RecordEventOrigin],
        changes: shown.map((field) => {
          const cited = shownSource(row.field_sources?.[field], new Map());
          return {
            field,
            label: labels[field] ?? field,
            // Numbers stay numbers (the reader's page writes them the Turkish way); ids become names.
            before: shownValue(field, row.changes[field]!.before, display),
            after: shownValue(field, row.changes[field]!.after, display),
            source: cited ? { name: cited.kind === 'url' ? `Web sayfası: ${hostOf(cited.url!)}` : cited.kind === 'document' ? 'Firma belgesi (PDF)' : cited.label, url: cited.url, date: row.occurred_on } : eventSource,
          };
        }),
      },
    ];
  });
  return { entries, masked };
}

function shownValue(field: string, value: unknown, display: (field: string, value: unknown) => string | null): string | number | null {
  return typeof value === 'number' ? value : display(field, value);
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
