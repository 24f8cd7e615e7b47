import { COMMISSIONED_STATUS } from '../../../../shared/constants';
import type { TrackRecord } from '../../../../shared/schemas/history';
import { StatusBadge, statusColor } from '../../../components/detail/status-badge';
import { formatDecimal, formatInteger, formatPercent } from '../../../lib/format';

// A company's track record on its paid detail (decision 042): its projects by status, the share
// that reached "Devreye Alınan" and the median time to get there. Plain HTML bars: a handful of
// statuses read better as a list than as a chart, and need no chart library.

export const TRACK_RECORD_TEXTS = {
  empty: 'Bu firmanın katalogda rol aldığı bir proje yok.',
  total: 'Toplam proje',
  commissioned: `${COMMISSIONED_STATUS} payı`,
  median: 'Devreye almaya kadar (medyan)',
  noMedian: 'Geçmişi devreye almadan önce başlayan proje yok',
  noStatus: 'Durumu girilmemiş',
} as const;

const BAR: Record<string, string> = {
  blue: 'bg-blue-500',
  yellow: 'bg-yellow-500',
  orange: 'bg-orange-500',
  green: 'bg-emerald-500',
  red: 'bg-red-500',
  grey: 'bg-slate-400 dark:bg-slate-500',
};

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-800/40">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-slate-900 tabular-nums dark:text-white">{value}</dd>
      {note && <dd className="text-xs text-slate-500 dark:text-slate-400">{note}</dd>}
    </div>
  );
}

export function CompanyTrackRecord({ record }: { record: TrackRecord }) {
  if (record.total === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{TRACK_RECORD_TEXTS.empty}</p>;
  const median = record.median_months_to_commissioning;
  const largest = Math.max(...record.by_status.map((s) => s.count));
  return (
    <div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label={TRACK_RECORD_TEXTS.total} value={formatInteger(record.total)} />
        <Figure
          label={TRACK_RECORD_TEXTS.commissioned}
          value={formatPercent(record.commissioned_share === null ? null : record.commissioned_share * 100, 0)}
          note={`${formatInteger(record.commissioned)} / ${formatInteger(record.total)} proje`}
        />
        <Figure
          label={TRACK_RECORD_TEXTS.median}
          value={median === null ? '–' : `${formatDecimal(median, 1)} ay`}
          note={median === null ? TRACK_RECORD_TEXTS.noMedian : `${formatInteger(record.measured)} projenin geçmişinden`}
        />
      </dl>
      <ul aria-label="Durumlarına göre projeler" className="mt-4 space-y-2">
        {record.by_status.map(({ status, count }) => (
          <li key={status?.id ?? 'none'} className="grid grid-cols-[minmax(0,11rem)_minmax(0,1fr)_auto] items-center gap-3 text-sm">
            <span className="min-w-0 truncate">
              {status ? <StatusBadge name={status.name} /> : <span className="text-slate-600 dark:text-slate-400">{TRACK_RECORD_TEXTS.noStatus}</span>}
            </span>
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
              <span className={`block h-full rounded-full ${BAR[statusColor(status?.name)]}`} style={{ width: `${(count / largest) * 100}%` }} />
            </span>
            <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {formatInteger(count)}
              <span className="sr-only"> proje</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
