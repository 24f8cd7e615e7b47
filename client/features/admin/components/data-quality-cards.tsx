import { Link } from 'react-router';
import { DATA_QUALITY_MESSAGES as M, GAPS, GAP_TREND_DAYS } from '../../../../shared/data-quality';
import type { GapSummary } from '../../../../shared/schemas/data-quality';
import { adminPaths } from '../../../config/paths';
import { DataError } from '../../../components/ui/data-states';
import { formatInteger } from '../../../lib/format';
import { useGapSummary } from '../api/quality-api';
import { Loading } from './admin-page';

// The dashboard's "Veri kalitesi" (docs/decisions/067-data-quality-gaps-and-coverage.md): each gap's
// count now, how it moved since yesterday's snapshot and a line of the last 30 days' snapshots, each
// card a link to its list.

/** The stored days as a small line (no axes: its title says what it shows). */
function Sparkline({ points }: { points: readonly number[] }) {
  if (points.length < 2) return null;
  const max = Math.max(...points, 1);
  const min = Math.min(...points);
  const span = max - min || 1;
  const line = points.map((v, i) => `${((i / (points.length - 1)) * 100).toFixed(1)},${(22 - ((v - min) / span) * 20).toFixed(1)}`).join(' ');
  return (
    <svg viewBox="0 0 100 24" preserveAspectRatio="none" aria-hidden="true" className="mt-2 h-6 w-full">
      <polyline points={line} fill="none" strokeWidth={1.5} vectorEffect="non-scaling-stroke" className="stroke-amber-500" />
    </svg>
  );
}

function sinceYesterday(summary: GapSummary, key: keyof GapSummary['counts']): string | null {
  const trend = summary.trends[key];
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
  const yesterday = [...trend].reverse().find((p) => p.day < today);
  if (!yesterday) return null;
  const delta = summary.counts[key] - yesterday.count;
  return `dün: ${formatInteger(yesterday.count)}${delta === 0 ? '' : ` (${delta > 0 ? '+' : '−'}${formatInteger(Math.abs(delta))})`}`;
}

export function DataQualityCards() {
  const summary = useGapSummary();
  const data = summary.data;
  return (
    <section aria-labelledby="data-quality" className="mt-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="data-quality" className="text-lg font-semibold text-slate-900 dark:text-white">
          Veri kalitesi
        </h2>
        <Link to={adminPaths.dataQualityCoverage()} className="text-sm font-medium text-amber-700 underline-offset-2 hover:underline dark:text-amber-400">
          Kataloğun kapsaması
        </Link>
      </div>
      {summary.isError && !data ? (
        <DataError message={M.gapsLoadFailed} retryLabel="Tekrar Dene" onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <Loading count={GAPS.length} className="grid grid-cols-2 gap-4 lg:grid-cols-4" block="h-28 w-full" />
      ) : (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {GAPS.map((gap) => {
            const note = sinceYesterday(data, gap.key);
            return (
              <li key={gap.key}>
                <Link
                  to={adminPaths.dataQualityGaps(gap.key)}
                  title={gap.description}
                  className="block h-full rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-amber-400 focus-visible:border-amber-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-amber-400/60"
                >
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{gap.title}</span>
                  <span className="mt-1 block text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{formatInteger(data.counts[gap.key])}</span>
                  <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{note ?? `Son ${GAP_TREND_DAYS} gün izleniyor`}</span>
                  <Sparkline points={[...data.trends[gap.key].map((p) => p.count)]} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
