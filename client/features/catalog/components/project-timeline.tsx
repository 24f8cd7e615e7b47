import { PROJECT_HISTORY_FIELDS, RECORD_EVENT_KIND_LABELS, RECORD_EVENT_ORIGIN_LABELS } from '../../../../shared/record-events';
import type { EventChange, RecordEventItem } from '../../../../shared/schemas/history';
import { statusColor } from '../../../components/detail/status-badge';
import { formatDate, formatDecimal } from '../../../lib/format';

// A project's kept history (decision 042), newest first: "ÇED Olumlu — 2024-03, kaynak: …", what
// changed under it, and who wrote it. Shown only inside the paid detail: the API sends the history
// to no one else.

export const TIMELINE_TEXTS = {
  empty: 'Bu proje için henüz kayıtlı bir değişiklik yok.',
  noSource: 'kaynak belirtilmemiş',
  sample: 'Örnek veri',
} as const;

const DOT: Record<string, string> = {
  blue: 'bg-blue-500',
  yellow: 'bg-yellow-500',
  orange: 'bg-orange-500',
  green: 'bg-emerald-500',
  red: 'bg-red-500',
  grey: 'bg-slate-400 dark:bg-slate-500',
};

/** A changed value as a reader writes it: tr-TR numbers (with their unit when known) and dates, "Evet"/"Hayır", "–" for none. */
export function shownValue(change: EventChange, value: EventChange['after'], unit?: EventChange['after']): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'number') return typeof unit === 'string' ? `${formatDecimal(value)} ${unit}` : formatDecimal(value);
  if (change.field.endsWith('_date')) return formatDate(value);
  return value;
}

const PARTY_FIELDS = new Set<string>(PROJECT_HISTORY_FIELDS.parties);

const statusOf = (event: RecordEventItem) => event.changes.find((c) => c.field === 'status_type_id');

/** The event's headline: the status it reached, else what kind of change it was. */
export function eventHeadline(event: RecordEventItem): string {
  const status = statusOf(event)?.after;
  if (event.kind === 'status' && typeof status === 'string') return status;
  if (event.kind === 'created' && typeof status === 'string') return `${RECORD_EVENT_KIND_LABELS.created}: ${status}`;
  return RECORD_EVENT_KIND_LABELS[event.kind];
}

/**
 * The lines under the headline: every change but the status the headline already names, and units
 * (shown beside their amount). A new record lists the dates and capacity it started with; its
 * parties are the detail's own sections, and an empty (0) power says nothing.
 */
function changeLines(event: RecordEventItem): EventChange[] {
  const shown = event.changes.filter((c) => c.field !== 'status_type_id' && !c.field.endsWith('_unit'));
  return event.kind === 'created' ? shown.filter((c) => !PARTY_FIELDS.has(c.field) && c.after !== 0) : shown;
}

/** The unit change of an amount in the same event ("ac_power" -> "ac_power_unit"). */
const unitOf = (event: RecordEventItem, change: EventChange) => event.changes.find((c) => c.field === `${change.field}_unit`);

function TimelineEvent({ event }: { event: RecordEventItem }) {
  const status = statusOf(event)?.after;
  const color = typeof status === 'string' ? statusColor(status) : 'grey';
  const lines = changeLines(event);
  const month = event.occurred_on.slice(0, 7);
  return (
    <li className="group relative pb-5 pl-6 last:pb-0">
      {/* The rail between events, and the event's dot in its status colour. */}
      <span aria-hidden="true" className="absolute top-2 bottom-0 left-[5px] w-px bg-slate-200 group-last:hidden dark:bg-slate-700" />
      <span aria-hidden="true" className={`absolute top-1.5 left-0 size-[11px] rounded-full ring-2 ring-white dark:ring-slate-900 ${DOT[color]}`} />
      <p className="text-sm text-slate-900 dark:text-slate-100">
        <strong className="font-semibold">{eventHeadline(event)}</strong>
        {' — '}
        <time dateTime={event.occurred_on} title={formatDate(event.occurred_on)} className="tabular-nums">
          {month}
        </time>
        {', kaynak: '}
        {event.source ? (
          event.source.url ? (
            <a href={event.source.url} target="_blank" rel="noopener noreferrer" className="font-medium text-amber-700 hover:underline dark:text-amber-400">
              {event.source.name}
              <span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          ) : (
            <span>{event.source.name}</span>
          )
        ) : (
          <span className="text-slate-500 dark:text-slate-400">{TIMELINE_TEXTS.noSource}</span>
        )}
        {event.source?.is_generated && (
          <span className="ml-2 inline-flex rounded-full border border-dashed border-slate-400 px-2 py-0.5 align-middle text-[11px] font-semibold text-slate-700 dark:border-slate-500 dark:text-slate-300">
            {TIMELINE_TEXTS.sample}
          </span>
        )}
      </p>
      {lines.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
          {lines.map((change) => (
            <li key={change.field} className="break-words">
              <span className="text-slate-500 dark:text-slate-400">{change.label}:</span>{' '}
              {event.kind === 'created' || change.before === null ? (
                shownValue(change, change.after, unitOf(event, change)?.after)
              ) : (
                <>
                  {shownValue(change, change.before, unitOf(event, change)?.before)} <span aria-hidden="true">→</span>
                  <span className="sr-only">, yeni değer:</span> {shownValue(change, change.after, unitOf(event, change)?.after)}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
        {RECORD_EVENT_ORIGIN_LABELS[event.origin]}
        {event.source ? ` · ${event.source.licence}` : ''}
      </p>
    </li>
  );
}

/** The timeline, newest first, or a line saying there is nothing yet. */
export function ProjectTimeline({ events }: { events: RecordEventItem[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{TIMELINE_TEXTS.empty}</p>;
  return (
    <ol aria-label="Proje geçmişi" className="mt-1">
      {events.map((event) => (
        <TimelineEvent key={event.id} event={event} />
      ))}
    </ol>
  );
}
