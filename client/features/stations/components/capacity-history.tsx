import type { StationDetail } from '../../../../shared/schemas/stations';
import { formatNumber } from '../../../lib/format';
import { formatCapacity, formatPeriod } from '../../../lib/station-format';
import { CapacityHistoryChart } from './capacity-history-chart';
import { SampleBadge } from '../../../components/detail/sample-badge';

// A station's capacity history on its detail (decision 042): the change against the month before,
// a line of its monthly figures (the app's own SVG band chart: no chart library in the dialog), and
// the same figures as a table.

export const CAPACITY_HISTORY_TEXTS = {
  single: 'Bu trafo merkezi için yalnızca bu ayın kapasitesi girilmiş.',
  noPrevious: 'Önceki aylara ait kapasite yok.',
  table: 'Aylık değerler',
} as const;

/** "+2,50 MWe", "−1,25 MWe", "değişmedi". */
export function formatChange(change: number): string {
  if (change === 0) return 'değişmedi';
  return `${change > 0 ? '+' : '−'}${formatNumber(Math.abs(change), 2)} MWe`;
}

function ChangeLine({ station }: { station: StationDetail }) {
  const { change } = station;
  if (!change) return <p className="text-sm text-slate-600 dark:text-slate-400">{CAPACITY_HISTORY_TEXTS.noPrevious}</p>;
  const { previous } = change;
  const since = change.consecutive ? 'Önceki aya göre' : `${formatPeriod(previous.month, previous.year)} ayına göre`;
  const tone = change.change > 0 ? 'text-emerald-700 dark:text-emerald-400' : change.change < 0 ? 'text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-300';
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {since}: <strong className={`font-semibold tabular-nums ${tone}`}>{formatChange(change.change)}</strong>{' '}
      <span className="text-slate-500 dark:text-slate-400">
        ({formatPeriod(previous.month, previous.year)}: {formatCapacity(previous.available_capacity)})
      </span>
    </p>
  );
}

export function CapacityHistory({ station }: { station: StationDetail }) {
  const { history } = station;
  return (
    <div className="space-y-3">
      <ChangeLine station={station} />
      {history.length < 2 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{CAPACITY_HISTORY_TEXTS.single}</p>
      ) : (
        <>
          <CapacityHistoryChart history={history} />
          <details className="rounded-xl border border-slate-200 text-sm dark:border-slate-800">
            <summary className="cursor-pointer rounded-xl px-3 py-2 font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-slate-300">
              {CAPACITY_HISTORY_TEXTS.table} ({history.length} ay)
            </summary>
            <div tabIndex={0} role="region" aria-label={CAPACITY_HISTORY_TEXTS.table} className="max-h-56 overflow-y-auto px-3 pb-2 focus-visible:outline-2 focus-visible:outline-amber-500">
              <table className="w-full">
                <thead>
                  <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
                    <th scope="col" className="py-1 font-medium">Dönem</th>
                    <th scope="col" className="py-1 text-right font-medium">Kapasite</th>
                  </tr>
                </thead>
                <tbody>
                  {[...history].reverse().map((p) => (
                    <tr key={`${p.year}-${p.month}`} className="border-t border-slate-100 dark:border-slate-800">
                      <th scope="row" className="py-1 text-left font-normal text-slate-700 dark:text-slate-300">
                        {formatPeriod(p.month, p.year)}
                        <SampleBadge sample={p.sample} />
                      </th>
                      <td className="py-1 text-right text-slate-900 tabular-nums dark:text-slate-100">{formatCapacity(p.available_capacity)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </div>
  );
}
