import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { STATION_ADMIN_MESSAGES as M, type StationCapacityRow, type StationDefinitionRow } from '../../../../shared/schemas/admin/stations';
import { Pager } from '../../../components/list/pager';
import { buttonClass } from '../../../components/ui/button-styles';
import { SelectField } from '../../../components/ui/form-field';
import { SearchField } from '../../../components/ui/search-field';
import { TabBar, TabPanel } from '../../../components/ui/tab-bar';
import { useReference } from '../../../api/reference';
import { adminPaths } from '../../../config/paths';
import { useAdminList } from '../../../features/admin/api/admin-resource-api';
import { useDeleteStationRecord } from '../../../features/admin/api/stations-api';
import { useStationYears } from '../../../features/stations/api/get-station-years';
import { SampleBadge } from '../../../features/stations/components/sample-badge';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ConfirmDialog } from '../../../features/admin/components/confirm-dialog';
import { DataTable, type TableSort } from '../../../features/admin/components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatInteger, formatNumber, monthName } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

// /admin/transformer-stations (spec 3 §2.12): Tanımlar (the default) and Kapasiteler, each with a
// search, its filter (city / year), sortable columns, edit and delete per row.

type Tab = 'definitions' | 'capacities';

function useListState<S extends string>(defaultSort: S, defaultDir: 'asc' | 'desc') {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ column: S; dir: 'asc' | 'desc' }>({ column: defaultSort, dir: defaultDir });
  const search = useDebouncedValue(text.trim(), 300);
  const tableSort: TableSort = {
    column: sort.column,
    dir: sort.dir,
    onSort: (column) => {
      setSort((s) => ({ column: column as S, dir: s.column === column && s.dir === 'asc' ? 'desc' : 'asc' }));
      setPage(1);
    },
  };
  return { text, setText, page, setPage, search, sort, tableSort };
}

function Total({ total, capped }: { total: number; capped: boolean }) {
  return (
    <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
      Toplam {capped ? `${formatInteger(total)}+` : formatInteger(total)} kayıt
    </p>
  );
}

function DefinitionsTab() {
  const state = useListState<'station_name' | 'city' | 'operator' | 'created_at'>('station_name', 'asc');
  const [cityId, setCityId] = useState('');
  const reference = useReference();
  const list = useAdminList<StationDefinitionRow>('/stations/definitions', { search: state.search, city_id: cityId, sort: state.sort.column, dir: state.sort.dir, page: state.page });
  const remove = useDeleteStationRecord('definitions');
  const [deleting, setDeleting] = useState<StationDefinitionRow | null>(null);
  const columns = useMemo(() => {
    const column = createColumnHelper<StationDefinitionRow>();
    return [
      column.accessor('station_name', {
        header: 'Trafo Merkezi',
        meta: { sortKey: 'station_name' },
        cell: (info) => (
          <span className="font-medium text-slate-900 dark:text-white">
            {info.getValue()}
            <SampleBadge sample={info.row.original.is_generated} />
          </span>
        ),
      }),
      column.accessor((row) => row.city.name, { id: 'city', header: 'İl', meta: { sortKey: 'city' } }),
      column.accessor('operator', { header: 'İşletmeci', meta: { sortKey: 'operator' }, cell: (info) => info.getValue() ?? '–' }),
      column.accessor('busbar', { header: 'Bara', cell: (info) => info.getValue() ?? '–' }),
      column.accessor('has_kml', { header: 'KML/KMZ', cell: (info) => (info.getValue() ? 'Var' : 'Yok') }),
      column.accessor('capacity_count', { header: 'Kapasite kaydı', cell: (info) => formatInteger(info.getValue()) }),
      column.accessor('created_at', { header: 'Eklenme', meta: { sortKey: 'created_at' }, cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDate(info.getValue())}</span> }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">İşlemler</span>,
        cell: (info) => (
          <div className="flex justify-end gap-2 whitespace-nowrap">
            <Link to={adminPaths.stationDefinition(info.row.original.id)} className={buttonClass('secondary', 'sm')}>
              Düzenle<span className="sr-only">: {info.row.original.station_name}</span>
            </Link>
            <button type="button" className={buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-300')} onClick={() => setDeleting(info.row.original)}>
              Sil<span className="sr-only">: {info.row.original.station_name}</span>
            </button>
          </div>
        ),
      }),
    ] as ColumnDef<StationDefinitionRow, unknown>[];
  }, []);
  const data = list.data;
  const filtered = Boolean(state.search || cityId);
  return (
    <>
      <div className="flex flex-wrap items-start gap-3">
        <SearchField
          label="Ad, işletmeci veya bara ile ara"
          placeholder="Ad, işletmeci veya bara"
          text={state.text}
          hint={null}
          onChange={(next) => {
            state.setText(next);
            state.setPage(1);
          }}
        />
        <div className="w-56">
          <SelectField
            label="Şehir"
            hideLabel
            value={cityId}
            placeholder="Tüm şehirler"
            options={(reference.data?.cities ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onValueChange={(v) => {
              setCityId(v);
              state.setPage(1);
            }}
            error={reference.isError ? M.citiesLoadFailed : undefined}
          />
        </div>
      </div>
      {data && <Total total={data.total} capped={data.capped} />}
      <DataTable
        caption="Trafo merkezi tanımları"
        columns={columns}
        rows={data?.items}
        getRowId={(row) => row.id}
        loading={list.isFetching}
        error={list.isError ? M.definitionsLoadFailed : null}
        onRetry={() => void list.refetch()}
        empty={filtered ? M.definitionsNoMatch : M.definitionsEmpty}
        sort={state.tableSort}
      />
      <div className="mt-5">
        <Pager page={state.page} totalPages={data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1} onPageChange={state.setPage} label="Tanım sayfaları" disabled={list.isFetching} />
      </div>
      {deleting && (
        <ConfirmDialog
          title="Trafo merkezi silinsin mi?"
          confirmLabel="Kalıcı Olarak Sil"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) || M.deleteFailed : null}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: (res) => {
                showToast(res.message);
                setDeleting(null);
              },
            })
          }
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        >
          <p className="font-semibold text-slate-900 dark:text-white">{deleting.station_name}</p>
          <p className="mt-2">{M.deleteDefinitionWarning(deleting.capacity_count)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function CapacitiesTab() {
  const state = useListState<'station_name' | 'city' | 'year' | 'month' | 'available_capacity'>('year', 'desc');
  const [year, setYear] = useState('');
  const years = useStationYears();
  const list = useAdminList<StationCapacityRow>('/stations/capacities', { search: state.search, year, sort: state.sort.column, dir: state.sort.dir, page: state.page });
  const remove = useDeleteStationRecord('capacities');
  const [deleting, setDeleting] = useState<StationCapacityRow | null>(null);
  const columns = useMemo(() => {
    const column = createColumnHelper<StationCapacityRow>();
    return [
      column.accessor('station_name', {
        header: 'Trafo Merkezi',
        meta: { sortKey: 'station_name' },
        cell: (info) => (
          <span className="font-medium text-slate-900 dark:text-white">
            {info.getValue()}
            <SampleBadge sample={info.row.original.is_generated} />
          </span>
        ),
      }),
      column.accessor('city_name', { header: 'İl', meta: { sortKey: 'city' } }),
      column.accessor('year', { header: 'Yıl', meta: { sortKey: 'year' }, cell: (info) => <span className="tabular-nums">{info.getValue()}</span> }),
      column.accessor('month', { header: 'Ay', meta: { sortKey: 'month' }, cell: (info) => monthName(info.getValue()) }),
      column.accessor('available_capacity', {
        header: 'Kapasite (MWe)',
        meta: { sortKey: 'available_capacity' },
        cell: (info) => <span className="font-semibold tabular-nums">{formatNumber(info.getValue(), 2)}</span>,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">İşlemler</span>,
        cell: (info) => (
          <div className="flex justify-end gap-2 whitespace-nowrap">
            <Link to={adminPaths.stationCapacity(info.row.original.id)} className={buttonClass('secondary', 'sm')}>
              Düzenle<span className="sr-only">: {info.row.original.station_name} {monthName(info.row.original.month)} {info.row.original.year}</span>
            </Link>
            <button type="button" className={buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-300')} onClick={() => setDeleting(info.row.original)}>
              Sil<span className="sr-only">: {info.row.original.station_name} {monthName(info.row.original.month)} {info.row.original.year}</span>
            </button>
          </div>
        ),
      }),
    ] as ColumnDef<StationCapacityRow, unknown>[];
  }, []);
  const data = list.data;
  const filtered = Boolean(state.search || year);
  return (
    <>
      <div className="flex flex-wrap items-start gap-3">
        <SearchField
          label="Trafo merkezi adıyla ara"
          placeholder="Trafo merkezi adı"
          text={state.text}
          hint={null}
          onChange={(next) => {
            state.setText(next);
            state.setPage(1);
          }}
        />
        <div className="w-44">
          <SelectField
            label="Yıl"
            hideLabel
            value={year}
            placeholder="Tüm Yıllar"
            options={(years.data?.years ?? []).map((y) => ({ value: String(y), label: String(y) }))}
            onValueChange={(v) => {
              setYear(v);
              state.setPage(1);
            }}
          />
        </div>
      </div>
      {data && <Total total={data.total} capped={data.capped} />}
      <DataTable
        caption="Trafo merkezi kapasiteleri"
        columns={columns}
        rows={data?.items}
        getRowId={(row) => row.id}
        loading={list.isFetching}
        error={list.isError ? M.capacitiesLoadFailed : null}
        onRetry={() => void list.refetch()}
        empty={filtered ? M.capacitiesNoMatch : M.capacitiesEmpty}
        sort={state.tableSort}
      />
      <div className="mt-5">
        <Pager page={state.page} totalPages={data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1} onPageChange={state.setPage} label="Kapasite sayfaları" disabled={list.isFetching} />
      </div>
      {deleting && (
        <ConfirmDialog
          title="Kapasite kaydı silinsin mi?"
          confirmLabel="Sil"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) || M.deleteFailed : null}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: (res) => {
                showToast(res.message);
                setDeleting(null);
              },
            })
          }
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        >
          <p>
            <strong className="text-slate-900 dark:text-white">{deleting.station_name}</strong> · {monthName(deleting.month)} {deleting.year}: {formatNumber(deleting.available_capacity, 2)} MWe
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

export default function AdminStationsPage() {
  const [params, setParams] = useSearchParams();
  const active: Tab = params.get('tab') === 'capacities' ? 'capacities' : 'definitions';
  return (
    <AdminPage
      title="Trafo Merkezleri"
      description="Trafo merkezi tanımları ve aylık bağlanabilir kapasiteler. Bir kayıt düzenlendiğinde 'Örnek veri' işareti kalkar."
      actions={
        <>
          <Link to={adminPaths.newStationRecord()} className={buttonClass('primary', 'md')}>
            Birleşik Kayıt Ekle
          </Link>
          <Link to={adminPaths.newStationDefinition()} className={buttonClass('secondary', 'md')}>
            Yeni Tanım
          </Link>
          <Link to={adminPaths.newStationCapacity()} className={buttonClass('secondary', 'md')}>
            Yeni Kapasite
          </Link>
        </>
      }
    >
      <TabBar
        idPrefix="stations"
        label="Trafo merkezi görünümleri"
        tabs={[
          { key: 'definitions', label: 'Tanımlar' },
          { key: 'capacities', label: 'Kapasiteler' },
        ]}
        active={active}
        onChange={(tab) => setParams({ tab }, { replace: true })}
      />
      <TabPanel key={active} idPrefix="stations" tab={active} active>
        <div className="mt-5">{active === 'definitions' ? <DefinitionsTab /> : <CapacitiesTab />}</div>
      </TabPanel>
    </AdminPage>
  );
}
