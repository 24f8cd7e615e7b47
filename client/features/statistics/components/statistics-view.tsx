import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { STATISTICS_MESSAGES } from '../../../../shared/statistics-display';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { ChartIcon, DatabaseIcon } from '../../../components/ui/icons';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { Skeleton } from '../../../components/ui/skeleton';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import { useStatistics } from '../hooks/use-statistics';
import { ESTIMATE_MEANING, sourcesOf, STAT_LABELS, type StatKind } from '../series';
import { SourceLines } from '../../../components/detail/source-lines';
import { ALL, defaultChoice, pointsOf, spansYears, TREND, trendLabel, type YearChoice } from '../selection';
import { StatisticsCards, StatisticsTable } from './statistics-table';
import { CoverageSentence } from './coverage-sentence';
import { ExportButton } from '../../../components/exports/export-dialog';
import { statisticsExportBody } from '../../../api/exports';
import { useSession } from '../../../api/session';
import { viewerTier } from '../../../lib/viewer';

// The charts' code loads when the chart view is chosen, not with the page (the home page opens on the table).
const loadCharts = () => import('./statistics-charts');
const StatisticsCharts = lazy(loadCharts);

export type StatView = 'table' | 'chart';

const VIEW_OPTIONS = [
  { key: 'table', label: 'Tablo', icon: DatabaseIcon },
  { key: 'chart', label: 'Grafik', icon: ChartIcon },
] as const;

function ViewSkeleton() {
  return (
    <div role="status" aria-label="Yükleniyor" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <Skeleton className="h-4 w-1/3" />
      <div className="mt-5 space-y-4">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex gap-4">
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="hidden h-4 flex-1 sm:block" />
            <Skeleton className="hidden h-4 flex-1 md:block" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Placeholder of the two chart cards while their code or the data loads. */
export function ChartSkeleton() {
  return (
    <div role="status" aria-label="Grafik yükleniyor" className="grid gap-5">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <Skeleton className="h-4 w-1/3" />
        {/* The charts' own heights (statistics-charts.tsx: 280 / 340 and 220 / 260 px). */}
        <Skeleton className="mt-4 h-[280px] w-full sm:h-[340px]" />
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="mt-4 h-[220px] w-full sm:h-[260px]" />
      </div>
    </div>
  );
}

interface StatisticsViewProps {
  kind: StatKind;
  /** "table" on the home page, "chart" on the dashboard. */
  defaultView?: StatView;
}

/**
 * Installed power (MW) or production (GWh) by month (docs/product-rules.md#statistics): a year filter (the trend of the
 * last 24 months by default — decision 042 — any year, or "Tüm Yıllar"), a table/chart toggle,
 * cards under 768 px, the four states and the sources of the months shown, and "Dışa Aktar" for
 * the months chosen (docs/product-rules.md#exports) when there are any.
 */
export function StatisticsView({ kind, defaultView = 'table' }: StatisticsViewProps) {
  const labels = STAT_LABELS[kind];
  const headingId = useId();
  const yearId = useId();
  const query = useStatistics(kind);
  const [view, setView] = useState<StatView>(defaultView);
  const [chosen, setChosen] = useState<YearChoice | null>(null);
  const narrow = useMediaQuery(BELOW_MD);
  const session = useSession();
  // Opened on the charts (the dashboard): their code downloads while the data is asked for, not after.
  useEffect(() => {
    // A failed download is the lazy component's to report.
    if (view === 'chart') loadCharts().catch(() => {});
  }, [view]);

  const data = query.data;
  const year: YearChoice | null = chosen ?? (data ? defaultChoice(data) : null);
  const points = data ? pointsOf(data, year) : [];
  const hasData = !!data && data.points.length > 0;
  // A chosen year whose rows went away (data changed since) stays selectable, and says so.
  const yearOptions = data && typeof year === 'number' && !data.years.includes(year) ? [year, ...data.years] : (data?.years ?? []);
  const trend = data?.trend && !data.trend.annual ? data.trend : null;

  let body;
  if (!data) {
    body = query.isError ? (
      <DataError message={STATISTICS_MESSAGES.loadFailed} retryLabel={STATISTICS_MESSAGES.retry} onRetry={() => void query.refetch()} />
    ) : view === 'chart' ? (
      // The placeholder of what will be drawn: the charts are taller than a table's rows.
      <ChartSkeleton />
    ) : (
      <ViewSkeleton />
    );
  } else if (!hasData) {
    body = <DataEmpty message={STATISTICS_MESSAGES.empty} />;
  } else if (points.length === 0) {
    body = <DataEmpty message={STATISTICS_MESSAGES.emptyYear(year as number)} />;
  } else if (view === 'chart') {
    body = (
      <Suspense fallback={<ChartSkeleton />}>
        <StatisticsCharts points={points} labels={labels} multiYear={spansYears(points)} />
      </Suspense>
    );
  } else {
    body = (
      <>
        {narrow ? <StatisticsCards points={points} labels={labels} /> : <StatisticsTable points={points} labels={labels} />}
        {points.some((p) => p.is_estimate) && (
          <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
            <span className="font-semibold text-slate-600 dark:text-slate-300">tahmini:</span> {ESTIMATE_MEANING}
          </p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">
            {labels.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{labels.description}</p>
        </div>
        {/* Kept (invisible) while the data loads, so the view below does not move down when they appear. */}
        {(hasData || (!data && !query.isError)) && (
          <div className={`flex flex-wrap items-end gap-3 ${hasData ? '' : 'invisible'}`} aria-hidden={hasData ? undefined : true} inert={!hasData}>
            <div className="w-36 sm:w-40">
              <label htmlFor={yearId} className={labelClass}>
                Yıl
              </label>
              <select
                id={yearId}
                className={`${inputClass} select-chevron mt-1 h-10 appearance-none pr-9`}
                value={String(year)}
                onChange={(event) => {
                  const value = event.target.value;
                  setChosen(value === ALL || value === TREND ? value : Number(value));
                }}
              >
                {trend && <option value={TREND}>{trendLabel(trend)}</option>}
                <option value={ALL}>Tüm Yıllar</option>
                {yearOptions.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
            <SegmentedToggle label="Görünüm" options={VIEW_OPTIONS} value={view} onChange={setView} className="mb-px" />
            {year !== null && points.length > 0 && (
              <div className="mb-px flex h-10 items-center">
                <ExportButton body={statisticsExportBody(kind, year)} tier={viewerTier(session.user)} sessionPending={session.isPending} subject={labels.title} />
              </div>
            )}
          </div>
        )}
      </div>

      {body}

      {/* The sources of the months shown, not a fixed credit (docs/product-rules.md#provenance). */}
      {data && <SourceLines sources={sourcesOf(data, points)} label="Gösterilen verilerin kaynakları" className="mt-4" />}
      {/* How much of the official figure the catalogue covers (decision 067), under the figures it compares with. */}
      {kind === 'installed-power' && data && <CoverageSentence />}
    </section>
  );
}
