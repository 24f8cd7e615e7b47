import { useState, type ReactNode } from 'react';
import { STATION_MESSAGES, STATION_SORTS, type StationSort } from '../../../../shared/station-constants';
import { MapPinIcon } from '../../../components/ui/icons';
import { SegmentedToggle, type SegmentOption } from '../../../components/ui/segmented-toggle';
import { Spinner } from '../../../components/ui/spinner';
import { formatInteger } from '../../../lib/format';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import { ListSkeleton } from '../../../components/list/list-states';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { SortPicker } from '../../../components/list/sort-picker';
import { Pager } from '../../../components/list/pager';
import { useStations } from '../api/get-stations';
import type { SortDir, StationListParams, StationMapSlot } from '../../../lib/station-params';
import { useStationParams, type StationView } from '../hooks/use-station-params';
import { SourceLines } from '../../../components/detail/source-lines';
import { StationDetailModal } from './station-detail-modal';
import { StationFilterBar } from './station-filters';
import { StationCards, StationTable } from './station-rows';
import { ExportButton } from '../../../components/exports/export-dialog';
import { stationExportBody } from '../../../api/exports';
import { useSession } from '../../../api/session';
import { viewerTier, type ViewerTier } from '../../../lib/viewer';

const SORT_LABELS: Record<StationSort, string> = {
  station_name: 'Trafo Merkezi',
  city: 'İl',
  year: 'Yıl',
  month: 'Ay',
  available_capacity: 'Kapasite',
};

function ListIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
      <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
    </svg>
  );
}

const VIEWS: SegmentOption<StationView>[] = [
  { key: 'list', label: 'Liste', icon: ListIcon },
  { key: 'map', label: 'Harita', icon: MapPinIcon },
];

/** The narrow screens' order picker (the cards have no column headers). */
function SortSelect({ sort, dir, onChange }: { sort: StationSort | null; dir: SortDir; onChange: (sort: StationSort | null, dir: SortDir) => void }) {
  return (
    <SortPicker
      value={sort ? `${sort}:${dir}` : ''}
      first={{ value: '', label: 'En yeni dönem' }}
      columns={STATION_SORTS.map((column) => ({ column, label: SORT_LABELS[column] }))}
      onChange={(value) => {
        const [column, direction] = value.split(':') as [StationSort | '', SortDir | undefined];
        onChange(column || null, direction ?? 'desc');
      }}
    />
  );
}

interface StationRowsProps {
  params: StationListParams;
  /** Who is looking: "Dışa Aktar" sends a visitor to sign in. */
  tier: ViewerTier;
  sessionPending: boolean;
  narrow: boolean;
  onSort: (column: StationSort) => void;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}

/**
 * One page of rows with its four states (loading, error with "Yeniden Dene", empty, data), the pager
 * and, beside the count when there are rows, "Dışa Aktar" for the list's filters and order
 * (docs/product-rules.md#exports).
 */
function StationRows({ params, tier, sessionPending, narrow, onSort, onPage, onOpen }: StationRowsProps) {
  const query = useStations(params);
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const changing = query.isPlaceholderData;

  let body: ReactNode;
  if (data) {
    body =
      data.items.length === 0 ? (
        <DataEmpty message={STATION_MESSAGES.empty} />
      ) : (
        <div aria-busy={changing || undefined} className={`transition-opacity ${changing ? 'opacity-60' : ''}`}>
          {narrow ? (
            <StationCards items={data.items} onOpen={onOpen} />
          ) : (
            <StationTable items={data.items} onOpen={onOpen} sort={params.sort} dir={params.dir} onSort={onSort} />
          )}
        </div>
      );
  } else if (query.isError) {
    body = <DataError message={STATION_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
  } else {
    body = <ListSkeleton />;
  }

  return (
    <>
      <div className="mt-5 mb-3 flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-400">
        <p aria-live="polite">
          {data && !changing && (
            <>
              <strong className="font-semibold text-slate-900 tabular-nums dark:text-white">
                {formatInteger(data.total)}
                {data.capped ? '+' : ''}
              </strong>{' '}
              kayıt
              bulundu
              {totalPages > 1 && (
                <span className="tabular-nums">
                  {' '}
                  · Sayfa {formatInteger(params.page)} / {formatInteger(totalPages)}
                </span>
              )}
            </>
          )}
        </p>
        <div className="flex items-center gap-3">
          {changing && (
            <span role="status" className="inline-flex items-center gap-2 text-amber-700 dark:text-amber-400">
              <Spinner className="size-4" />
              Yükleniyor…
            </span>
          )}
          {data && !changing && data.total > 0 && <ExportButton body={stationExportBody(params)} tier={tier} sessionPending={sessionPending} />}
        </div>
      </div>
      {body}
      {data && (
        <div className="mt-6">
          <Pager page={params.page} totalPages={totalPages} onPageChange={onPage} label="Trafo merkezi sayfaları" disabled={changing} />
        </div>
      )}
      {/* The sources of the rows shown, not a fixed credit (docs/product-rules.md#provenance). */}
      {data && <SourceLines sources={data.sources} label="Listelenen verilerin kaynakları" className="mt-6" />}
    </>
  );
}

interface StationCapacityListProps {
  /** The "Harita" view: the sector map, composed by the screen (docs/decisions/037). */
  renderMap: (slot: StationMapSlot) => ReactNode;
}

/**
 * Transformer-station capacities (docs/product-rules.md#transformer-stations): a list of monthly rows or a map of the stations,
 * filtered by Yıl, Ay and İl, with the detail modal. Its state is in the host page's URL ("st_…").
 */
export function StationCapacityList({ renderMap }: StationCapacityListProps) {
  const station = useStationParams();
  const { params, filters, view } = station;
  const narrow = useMediaQuery(BELOW_MD);
  const [detailId, setDetailId] = useState<string | null>(null);
  const session = useSession();

  return (
    <div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-4">
          <SegmentedToggle label="Görünüm" options={VIEWS} value={view} onChange={(next) => next !== view && station.setView(next)} />
        </div>
        <StationFilterBar
          filters={filters}
          onChange={station.setFilter}
          onClear={station.clearFilters}
          extra={view === 'list' && narrow ? <SortSelect sort={params.sort} dir={params.dir} onChange={station.setSort} /> : undefined}
        />
      </div>

      {view === 'list' ? (
        <StationRows
          params={params}
          tier={viewerTier(session.user)}
          sessionPending={session.isPending}
          narrow={narrow}
          onSort={station.sortBy}
          onPage={station.goToPage}
          onOpen={setDetailId}
        />
      ) : (
        <div className="mt-5">
          {renderMap({
            filters,
            onOpenStation: setDetailId,
            onSelectCity: (cityId) => station.setFilter('city_id', cityId ?? ''),
            onShowList: () => station.setView('list'),
          })}
        </div>
      )}

      {detailId && <StationDetailModal id={detailId} onClose={() => setDetailId(null)} />}
    </div>
  );
}
