import type { ChangeLogEntry } from '../../../../shared/schemas/corrections';
import { CORRECTION_MESSAGES } from '../../../../shared/schemas/corrections';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useChangeLog, type ChangeLogEntity } from '../api/get-change-log';

// A record's public change log (docs/decisions/070-field-corrections-and-change-log.md): each accepted
// change with its date, who made it (a role, never a person) and its source. Premium fields' changes
// reach only a viewer entitled to them; the server leaves the others out.

const ORIGIN_TONES: Record<ChangeLogEntry['origin'], string> = {
  company: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300',
  admin: 'bg-sky-100 text-sky-800 dark:bg-sky-400/10 dark:text-sky-300',
  suggestion: 'bg-violet-100 text-violet-800 dark:bg-violet-400/10 dark:text-violet-300',
  import: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  seed: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

const shown = (value: string | number | boolean | null) =>
  value === null || value === '' ? '–' : typeof value === 'number' ? value.toLocaleString('tr-TR', { maximumFractionDigits: 3 }) : String(value);

type Source = ChangeLogEntry['changes'][number]['source'];

function SourceLine({ source }: { source: NonNullable<Source> }) {
  return (
    <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
      Kaynak:{' '}
      {source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer nofollow" className="font-medium break-all text-amber-700 underline underline-offset-2 hover:text-amber-800 dark:text-amber-300">
          {source.name}
        </a>
      ) : (
        <span className="font-medium">{source.name}</span>
      )}
      {source.date && ` · ${formatDate(source.date)}`}
    </span>
  );
}

function Entry({ entry }: { entry: ChangeLogEntry }) {
  // One source for every field (an import, an editor's publication) is said once, under the fields.
  const first = entry.changes[0]?.source ?? null;
  const shared = entry.changes.length > 1 && first !== null && entry.changes.every((c) => JSON.stringify(c.source) === JSON.stringify(first)) ? first : null;
  return (
    <li className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
        <time dateTime={entry.occurred_on} className="font-semibold text-slate-900 tabular-nums dark:text-white">
          {formatDate(entry.occurred_on)}
        </time>
        <span className="text-slate-600 dark:text-slate-400">{entry.kind_label}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ORIGIN_TONES[entry.origin]}`}>{entry.origin_label}</span>
      </div>
      {entry.changes.length > 0 && (
        <ul className="mt-2 space-y-2">
          {entry.changes.map((change) => (
            <li key={change.field} className="text-sm">
              <span className="font-medium text-slate-800 dark:text-slate-200">{change.label}: </span>
              <span className="break-words text-slate-500 line-through decoration-slate-400/70 dark:text-slate-400">{shown(change.before)}</span>
              <span aria-label="yerine" className="mx-1.5 text-slate-400">
                →
              </span>
              <span className="font-semibold break-words text-slate-900 dark:text-white">{shown(change.after)}</span>
              {change.source && !shared && <SourceLine source={change.source} />}
            </li>
          ))}
        </ul>
      )}
      {shared && <SourceLine source={shared} />}
    </li>
  );
}

export function ChangeLog({ entity, id, access }: { entity: ChangeLogEntity; id: string; access: string }) {
  const log = useChangeLog(entity, id, access);
  if (log.isPending) return <Skeleton className="h-16 w-full" />;
  if (log.isError)
    return (
      <Alert action={<button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void log.refetch()}>Yeniden Dene</button>}>
        {errorMessage(log.error) || CORRECTION_MESSAGES.changeLogLoadFailed}
      </Alert>
    );
  const { entries, masked } = log.data;
  return (
    <div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{CORRECTION_MESSAGES.changeLogEmpty}</p>
      ) : (
        <ol className="space-y-2.5" aria-label="Değişiklik geçmişi">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {masked && <p className="mt-2.5 text-xs text-slate-500 dark:text-slate-400">Premium alanlardaki değişiklikler, kaydın tüm ayrıntılarını görebilen üyelere gösterilir.</p>}
    </div>
  );
}
