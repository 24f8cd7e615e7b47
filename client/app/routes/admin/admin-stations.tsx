import { STATION_ADMIN_MESSAGES as M, type StationCapacityRow, type StationDefinitionRow } from '../../../../shared/schemas/admin/stations';
import { adminPaths } from '../../../config/paths';
import { AdminPage, AdminTabs } from '../../../features/admin/components/admin-page';
import { confirmBody, ResourceList } from '../../../features/admin/components/resource-list';
import { cityFilter, type ListResource } from '../../../features/admin/resources/resource';
import { STATION_PAGES } from '../../../features/admin/resources/stations';
import { useStationYears } from '../../../features/stations/api/get-station-years';
import { SampleBadge } from '../../../features/stations/components/sample-badge';
import { formatDate, formatInteger, formatNumber, monthName } from '../../../lib/format';

// /admin/transformer-stations (docs/product-rules.md#transformer-stations): Tanımlar (the default) and Kapasiteler, two resource
// lists (defined here: the year filter and the sample mark come from the stations feature).

const stationName = (info: { getValue: () => string; row: { original: { is_generated: boolean } } }) => (
  <span className="font-medium text-slate-900 dark:text-white">
    {info.getValue()}
    <SampleBadge sample={info.row.original.is_generated} />
  </span>
);

const stationDefinitionList: ListResource<StationDefinitionRow> = {
  path: '/stations/definitions',
  title: 'Trafo merkezi tanımları',
  singular: 'Trafo merkezi',
  search: { label: 'Ad, işletmeci veya bara ile ara', placeholder: 'Ad, işletmeci veya bara', help: null },
  filters: [cityFilter('Şehir', 'w-56', M.citiesLoadFailed)],
  sort: { column: 'station_name', dir: 'asc' },
  pagerLabel: 'Tanım sayfaları',
  editPath: adminPaths.stationDefinition,
  nameOf: (row) => row.station_name,
  columns: (definition) => [
    definition.accessor('station_name', { header: 'Trafo Merkezi', meta: { sortKey: 'station_name' }, cell: stationName }),
    definition.accessor((row) => row.city.name, { id: 'city', header: 'İl', meta: { sortKey: 'city' } }),
    definition.accessor('operator', { header: 'İşletmeci', meta: { sortKey: 'operator' }, cell: (info) => info.getValue() ?? '–' }),
    definition.accessor('busbar', { header: 'Bara', cell: (info) => info.getValue() ?? '–' }),
    definition.accessor('has_kml', { header: 'KML/KMZ', cell: (info) => (info.getValue() ? 'Var' : 'Yok') }),
    definition.accessor('capacity_count', { header: 'Kapasite kaydı', cell: (info) => formatInteger(info.getValue()) }),
    definition.accessor('created_at', { header: 'Eklenme', meta: { sortKey: 'created_at' }, cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDate(info.getValue())}</span> }),
  ],
  remove: {
    title: 'Trafo merkezi silinsin mi?',
    body: (row) => confirmBody(row.station_name, M.deleteDefinitionWarning(row.capacity_count)),
    also: STATION_PAGES,
  },
  messages: { loadFailed: M.definitionsLoadFailed, empty: M.definitionsEmpty, noMatch: M.definitionsNoMatch, deleteFailed: M.deleteFailed },
};

const stationCapacityList: ListResource<StationCapacityRow> = {
  path: '/stations/capacities',
  title: 'Trafo merkezi kapasiteleri',
  singular: 'Kapasite kaydı',
  search: { label: 'Trafo merkezi adıyla ara', placeholder: 'Trafo merkezi adı', help: null },
  filters: [
    {
      name: 'year',
      label: 'Yıl',
      placeholder: 'Tüm Yıllar',
      width: 'w-44',
      useOptions: function useYears() {
        const years = useStationYears();
        return { options: (years.data?.years ?? []).map((y) => ({ value: String(y), label: String(y) })) };
      },
    },
  ],
  sort: { column: 'year', dir: 'desc' },
  pagerLabel: 'Kapasite sayfaları',
  editPath: adminPaths.stationCapacity,
  nameOf: (row) => `${row.station_name} ${monthName(row.month)} ${row.year}`,
  columns: (capacity) => [
    capacity.accessor('station_name', { header: 'Trafo Merkezi', meta: { sortKey: 'station_name' }, cell: stationName }),
    capacity.accessor('city_name', { header: 'İl', meta: { sortKey: 'city' } }),
    capacity.accessor('year', { header: 'Yıl', meta: { sortKey: 'year' }, cell: (info) => <span className="tabular-nums">{info.getValue()}</span> }),
    capacity.accessor('month', { header: 'Ay', meta: { sortKey: 'month' }, cell: (info) => monthName(info.getValue()) }),
    capacity.accessor('available_capacity', {
      header: 'Kapasite (MWe)',
      meta: { sortKey: 'available_capacity' },
      cell: (info) => <span className="font-semibold tabular-nums">{formatNumber(info.getValue(), 2)}</span>,
    }),
    // Who entered a figure by hand; a dataset's or the sample's figure has no author (decision 052).
    capacity.accessor('entered_by', { header: 'Giren', cell: (info) => info.getValue() ?? '–' }),
  ],
  remove: {
    confirmLabel: 'Sil',
    body: (row) => (
      <p>
        <strong className="text-slate-900 dark:text-white">{row.station_name}</strong> · {monthName(row.month)} {row.year}: {formatNumber(row.available_capacity, 2)} MWe
      </p>
    ),
    also: STATION_PAGES,
  },
  messages: { loadFailed: M.capacitiesLoadFailed, empty: M.capacitiesEmpty, noMatch: M.capacitiesNoMatch, deleteFailed: M.deleteFailed },
};

export default function AdminStationsPage() {
  return (
    <AdminPage
      title="Trafo Merkezleri"
      description="Trafo merkezi tanımları ve aylık bağlanabilir kapasiteler. Bir kayıt düzenlendiğinde 'Örnek veri' işareti kalkar."
      links={[
        { label: 'Birleşik Kayıt Ekle', to: adminPaths.newStationRecord() },
        { label: 'Yeni Tanım', to: adminPaths.newStationDefinition() },
        { label: 'Yeni Kapasite', to: adminPaths.newStationCapacity() },
      ]}
    >
      <AdminTabs
        idPrefix="stations"
        label="Trafo merkezi görünümleri"
        tabs={[
          { key: 'definitions', label: 'Tanımlar', panel: () => <div className="mt-5"><ResourceList resource={stationDefinitionList} /></div> },
          { key: 'capacities', label: 'Kapasiteler', panel: () => <div className="mt-5"><ResourceList resource={stationCapacityList} /></div> },
        ]}
      />
    </AdminPage>
  );
}
