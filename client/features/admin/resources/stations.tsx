import {
  STATION_ADMIN_MESSAGES as M,
  stationCapacityFormSchema,
  stationCombinedFormSchema,
  stationDefinitionFormSchema,
  type StationCapacityRow,
  type StationDefinitionRow,
  type StationOption,
} from '../../../../shared/schemas/admin/stations';
import { queryKeys } from '../../../api/query-keys';
import { useStationYears } from '../../../api/station-years';
import { SampleBadge } from '../../../components/detail/sample-badge';
import { SearchPicker } from '../../../components/pickers/search-picker';
import { Alert } from '../../../components/ui/alert';
import { adminPaths } from '../../../config/paths';
import { formatDate, formatInteger, formatNumber, monthName } from '../../../lib/format';
import { adminOptions, adminSaver } from '../api/admin-resource-api';
import { confirmBody } from '../components/cells';
import { MONTHS, type FieldDef, type FormResource, type PickerComponent } from '../registry/form';
import { cityFilter, type ListResource } from '../registry/list';
import { formScreens, type AdminResource } from '../registry/resource';

// Transformer stations (docs/product-rules.md#transformer-stations): Tanımlar (the default tab) and
// Kapasiteler, two lists; the combined record (a station and one month, with an optional KML/KMZ), the
// definition and the capacity with a station search, each a form page that saves, says so, and goes
// back to its tab after 2 s.

/** Counts, years and markers change together: every admin list and the public station pages are read again after a save or a delete. */
export const STATION_PAGES = [queryKeys.admin.all, queryKeys.stations.all];

const definitionFields = (required: boolean): FieldDef[] => [
  { kind: 'select', name: 'city_id', label: 'Şehir', required: true, options: 'cities', placeholder: 'Şehir seçin' },
  { kind: 'text', name: 'station_name', label: 'Trafo merkezi adı', required: true, maxLength: 200 },
  { kind: 'text', name: 'busbar', label: 'Bara', required, maxLength: 200 },
  { kind: 'text', name: 'operator', label: 'İşletmeci', required, maxLength: 200 },
  { kind: 'text', name: 'connection_level', label: 'Bağlantı seviyesi', required, maxLength: 100 },
  { kind: 'number', name: 'latitude', label: 'Enlem', placeholder: '39,925533' },
  { kind: 'number', name: 'longitude', label: 'Boylam', placeholder: '32,866287' },
  {
    kind: 'file',
    name: 'file',
    accept: 'station',
    label: 'KML veya KMZ dosyası (isteğe bağlı)',
    hint: ({ record }) => ((record as StationDefinitionRow | undefined)?.has_kml ? 'Bu trafo merkezinin bir dosyası var; yeni dosya seçilirse yerine geçer. KML veya KMZ, en fazla 10 MB' : undefined),
  },
];

const capacityFields: FieldDef[] = [
  { kind: 'number', name: 'available_capacity', label: 'Kullanılabilir kapasite (MWe)', required: true },
  { kind: 'select', name: 'month', label: 'Ay', required: true, options: MONTHS, placeholder: false },
  { kind: 'number', name: 'year', label: 'Yıl', required: true, integer: true, maxLength: 4 },
  // The figure is recorded as this admin's entry, dated today (decision 052); this names where it was read.
  {
    kind: 'text',
    name: 'entry_note',
    label: 'Kaynak (bağlantı ya da açıklama, isteğe bağlı)',
    hint: 'Değerin okunduğu yayın; okuyucular kaynak satırında editör girişi olarak görür.',
    wide: true,
  },
];

const thisMonth = () => ({ year: String(new Date().getFullYear()), month: String(new Date().getMonth() + 1) });

const common = {
  singular: 'Kayıt',
  messages: { loadFailed: M.definitionsLoadFailed, saveFailed: M.saveFailed, notFound: M.definitionNotFound },
};

export const stationCombinedForm: FormResource = {
  ...common,
  path: '/stations/combined',
  titles: { create: 'Trafo Merkezi Kaydı', edit: 'Trafo Merkezi Kaydı' },
  label: () => 'Birleşik trafo merkezi kaydı',
  listPath: adminPaths.stations('definitions'),
  schema: stationCombinedFormSchema,
  draftKey: 'admin:stations:combined',
  sections: [{ title: 'Trafo merkezi', fields: definitionFields(true) }, { title: 'Aylık kapasite', fields: capacityFields }],
  defaults: thisMonth,
  useSave: adminSaver('/stations/combined', { multipart: true, also: STATION_PAGES }),
};

export const stationDefinitionForm: FormResource = {
  ...common,
  path: '/stations/definitions',
  titles: { create: 'Yeni Trafo Merkezi Tanımı', edit: 'Trafo Merkezi Tanımını Düzenle' },
  label: () => 'Trafo merkezi tanımı',
  listPath: adminPaths.stations('definitions'),
  schema: stationDefinitionFormSchema,
  draftKey: 'admin:stations:definitions',
  sections: [{ fields: definitionFields(false) }],
  storedOf: (row: StationDefinitionRow) => ({ ...row, city_id: row.city.id }),
  notice: (row: StationDefinitionRow) =>
    row.is_generated && (
      <Alert tone="info" role="status">
        Bu kayıt örnek amaçlı üretilmiştir. Gerçek bilgileri girip kaydettiğinizde sitede "Örnek veri" işareti kalkar.
      </Alert>
    ),
  useSave: adminSaver('/stations/definitions', { multipart: true, also: STATION_PAGES }),
};

const useStationOptions = adminOptions<StationOption>('/stations', 2);

/** The station a capacity belongs to, searched by name from two letters. */
const StationPicker: PickerComponent = (props) => (
  <SearchPicker<StationOption>
    {...props}
    useOptions={useStationOptions}
    labelOf={(s) => `${s.station_name} (${s.city_name})`}
    minChars={2}
    placeholder="Trafo merkezi adı yazın"
    notFound="Trafo merkezi bulunamadı"
    failed={M.definitionsLoadFailed}
    chosenHint="Trafo merkezi seçildi."
  />
);

export const stationCapacityForm: FormResource = {
  ...common,
  path: '/stations/capacities',
  titles: { create: 'Yeni Kapasite Kaydı', edit: 'Kapasite Kaydını Düzenle' },
  label: () => 'Kapasite kaydı',
  listPath: adminPaths.stations('capacities'),
  schema: stationCapacityFormSchema,
  draftKey: 'admin:stations:capacities',
  sections: [{ fields: [{ kind: 'picker', name: 'station_id', label: 'Trafo merkezi', required: true, picker: StationPicker, wide: true }, ...capacityFields] }],
  defaults: thisMonth,
  labelsOf: (row: StationCapacityRow) => ({ station_id: `${row.station_name} (${row.city_name})` }),
  // Saving waits for a chosen station.
  canSubmit: (values) => Boolean(values.station_id),
  useSave: adminSaver('/stations/capacities', { also: STATION_PAGES }),
  messages: { ...common.messages, loadFailed: M.capacitiesLoadFailed, notFound: M.capacityNotFound },
};

const stationName = (info: { getValue: () => string; row: { original: { is_generated: boolean } } }) => (
  <span className="font-medium text-slate-900 dark:text-white">
    {info.getValue()}
    <SampleBadge sample={info.row.original.is_generated} />
  </span>
);

const definitionList: ListResource<StationDefinitionRow> = {
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

const capacityList: ListResource<StationCapacityRow> = {
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

export default {
  screens: [
    {
      path: 'transformer-stations',
      title: 'Trafo Merkezleri',
      description: "Trafo merkezi tanımları ve aylık bağlanabilir kapasiteler. Bir kayıt düzenlendiğinde 'Örnek veri' işareti kalkar.",
      links: [
        { label: 'Birleşik Kayıt Ekle', to: adminPaths.newStationRecord() },
        { label: 'Yeni Tanım', to: adminPaths.newStationDefinition() },
        { label: 'Yeni Kapasite', to: adminPaths.newStationCapacity() },
      ],
      tabsLabel: 'Trafo merkezi görünümleri',
      tabs: [
        { key: 'definitions', label: 'Tanımlar', list: definitionList },
        { key: 'capacities', label: 'Kapasiteler', list: capacityList },
      ],
    },
    { path: 'transformer-stations/new', form: stationCombinedForm },
    ...formScreens('transformer-stations/definition', stationDefinitionForm),
    ...formScreens('transformer-stations/capacity', stationCapacityForm),
  ],
  nav: { 'transformer-stations': { group: 'Yayın', order: 7, description: 'Tanımlar, aylık kapasiteler, KML/KMZ' } },
} satisfies AdminResource;
