import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { StationSummary as StationSummaryData } from '../../../../shared/schemas/dashboard';
import { STATION_MESSAGES } from '../../../../shared/station-constants';
import { buttonClass } from '../../../components/ui/button-styles';
import { ArrowRightIcon, BuildingIcon, ChartIcon, MapPinIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatInteger } from '../../../lib/format';
import { DataError } from '../../../components/ui/data-states';
import { SELECT_CLASS } from '../../../components/list/list-toolbar';
import { useStationSummary } from '../api/get-station-summary';
import { formatPeriod, formatTotalCapacity } from '../../../lib/station-format';
import { StationCapacityList } from './station-capacity-list';
import { accessRefusal } from '../../../lib/viewer';
import type { StationMapSlot } from '../../../lib/station-params';

/** The summary's URL parameters (next to the list's "st_…" ones). */
const MODE_PARAM = 'st_mode';
const YEAR_PARAM = 'st_sum_year';

function StatCard({ label, value, icon, className = '' }: { label: string; value: string; icon: ReactNode; className?: string }) {
  return (
    <div
      className={`flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:gap-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700 sm:size-11 dark:bg-amber-400/10 dark:text-amber-400">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="mt-0.5 text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-2xl dark:text-white">{value}</p>
      </div>
    </div>
  );
}

/** The top 10 cities by capacity as horizontal bars (plain CSS: no chart library needed). */
function CityBars({ cities }: { cities: StationSummaryData['top_cities'] }) {
  const max = Math.max(...cities.map((city) => city.total_capacity), 0);
  return (
    <ol className="space-y-3">
      {cities.map((city, index) => (
        <li key={city.city_id}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-800 dark:text-slate-200">
              <span className="mr-2 inline-block w-5 text-right text-slate-500 tabular-nums dark:text-slate-400">{index + 1}.</span>
              {city.name}
            </span>
            <span className="shrink-0 text-right tabular-nums">
              <strong className="font-semibold text-slate-900 dark:text-white">{formatTotalCapacity(city.total_capacity)}</strong>
              <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">{formatInteger(city.station_count)} TM</span>
            </span>
          </div>
          <div className="mt-1.5 ml-7 h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
            <div
              className="h-full rounded-full bg-gradient-to-r from-amber-400 to-orange-500"
              style={{ width: `${max > 0 ? Math.max(2, (city.total_capacity / max) * 100) : 0}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

function SummarySkeleton() {
  return (
    <div role="status" aria-label="Yükleniyor">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="mt-3 h-6 w-32" />
          </div>
        ))}
      </div>
      <div className="mt-5 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}

function SummaryView({ year, onYear, onShowList }: { year: number | null; onYear: (year: number) => void; onShowList: () => void }) {
  const selectId = useId();
  const summary = useStationSummary(year);
  const data = summary.data;
  const changing = summary.isPlaceholderData;

  let body: ReactNode;
  if (data) {
    body =
      data.year === null || data.month === null ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
          Henüz veri girilmemiş
        </p>
      ) : (
        <div aria-busy={changing || undefined} className={`transition-opacity ${changing ? 'opacity-60' : ''}`}>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
            <StatCard
              label="Toplam Kapasite"
              value={formatTotalCapacity(data.total_capacity)}
              icon={<ChartIcon className="size-6" />}
              className="col-span-2 sm:col-span-1"
            />
            <StatCard label="Trafo Merkezi Sayısı" value={formatInteger(data.station_count)} icon={<BuildingIcon className="size-6" />} />
            <StatCard label="İl Sayısı" value={formatInteger(data.city_count)} icon={<MapPinIcon className="size-6" />} />
          </div>
          <section
            aria-labelledby={`${selectId}-cities`}
            className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 id={`${selectId}-cities`} className="font-semibold text-slate-900 dark:text-white">
              En Yüksek Kapasiteli 10 İl
            </h3>
            <p className="mt-0.5 mb-5 text-sm text-slate-500 dark:text-slate-400">Bağlanabilir kapasite toplamı (MWe) ve trafo merkezi (TM) sayısı</p>
            {data.top_cities.length > 0 ? <CityBars cities={data.top_cities} /> : <p className="text-sm text-slate-600 dark:text-slate-400">{STATION_MESSAGES.empty}</p>}
          </section>
        </div>
      );
  } else if (summary.isError) {
    const refused = accessRefusal(summary.error) !== null;
    body = <DataError message={refused ? summary.error.message : STATION_MESSAGES.loadFailed} onRetry={() => void summary.refetch()} />;
  } else {
    body = <SummarySkeleton />;
  }

  const years = data?.years ?? [];
  return (
    <div>
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">Trafo Merkezi Kapasiteleri</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {data?.year && data.month ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-800 dark:bg-amber-400/10 dark:text-amber-300">
                {formatPeriod(data.month, data.year)} verisi
              </span>
            ) : (
              'Seçilen yılın en son ayı'
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-36">
            <label htmlFor={selectId} className="mb-1 block text-xs font-medium text-slate-800 dark:text-slate-200">
              Yıl
            </label>
            <select
              id={selectId}
              className={SELECT_CLASS}
              value={String(year ?? data?.year ?? '')}
              disabled={years.length === 0}
              onChange={(event) => onYear(Number(event.target.value))}
            >
              {years.length === 0 && <option value="">–</option>}
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={onShowList} className={buttonClass('primary', 'md')}>
            Tüm Listeyi Gör
            <ArrowRightIcon className="size-4" />
          </button>
        </div>
      </div>
      {body}
    </div>
  );
}

/**
 * The dashboard's transformer-station summary (docs/product-rules.md#dashboard): the latest month of the chosen year,
 * total capacity, station and city counts, the top 10 cities, and a switch to the full list.
 */
export function StationSummary({ renderMap }: { renderMap: (slot: StationMapSlot) => ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const showList = search.get(MODE_PARAM) === 'list';
  const rawYear = search.get(YEAR_PARAM);
  const year = rawYear && /^\d{4}$/.test(rawYear) ? Number(rawYear) : null;

  const update = (change: (next: URLSearchParams) => void, push: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: !push, preventScrollReset: true },
    );

  if (showList) {
    return (
      <div>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">Tüm Trafo Merkezleri</h2>
          <button type="button" onClick={() => update((next) => next.delete(MODE_PARAM), true)} className={buttonClass('secondary', 'md')}>
            <span aria-hidden="true">←</span> Özete Dön
          </button>
        </div>
        <StationCapacityList renderMap={renderMap} />
      </div>
    );
  }
  return (
    <SummaryView
      year={year}
      onYear={(value) => update((next) => next.set(YEAR_PARAM, String(value)), false)}
      onShowList={() => update((next) => next.set(MODE_PARAM, 'list'), true)}
    />
  );
}
