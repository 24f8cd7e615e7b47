import {
  STATION_ADMIN_MESSAGES as M,
  stationCapacityFormSchema,
  stationCombinedFormSchema,
  stationDefinitionFormSchema,
  type StationCapacityRow,
  type StationDefinitionRow,
  type StationOption,
} from '../../../../shared/schemas/admin/stations';
import { SearchPicker } from '../../../components/pickers/search-picker';
import { Alert } from '../../../components/ui/alert';
import { adminPaths } from '../../../config/paths';
import { adminOptions, adminSaver } from '../api/admin-resource-api';
import { MONTHS, type FieldDef, type FormResource, type PickerComponent } from './form-resource';
import { queryKeys } from '../../../api/query-keys';

// The station forms (docs/product-rules.md#transformer-stations): the combined record (a station and
// one month, with an optional KML/KMZ), the definition and the capacity with a station search. Each
// saves, says so, and goes back to its tab after 2 s.

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
