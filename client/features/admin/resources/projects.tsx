import { AC_POWER_UNITS, CURRENCIES, DC_POWER_UNITS, PROJECT_COMPANY_ROLES, STORAGE_UNITS } from '../../../../shared/constants';
import { PROJECT_FIELD_LABELS } from '../../../../shared/catalog-fields';
import { ADMIN_CATALOG_MESSAGES as M, adminProjectFormSchema, type AdminProjectRow } from '../../../../shared/schemas/admin/catalog';
import { StatusBadge } from '../../../components/detail/status-badge';
import { DatabaseIcon } from '../../../components/ui/icons';
import { adminPaths } from '../../../config/paths';
import { useSourceSelectOptions } from '../api/history-api';
import { MarkedName, VerifiedTick } from '../components/cells';
import { CompanyPicker } from '../../../components/pickers/company-picker';
import type { FormResource, PickerComponent } from '../registry/form';
import type { ListResource } from '../registry/list';
import { formScreens, type AdminResource } from '../registry/resource';

// Projects (docs/product-rules.md#admin-catalogue): the list is the admin home's first tab, the form a page of its own.

/** Free-text parties of a project; inspection consulting is the text beside its company picker below. */
const STAKEHOLDER_TEXT_FIELDS = ['investor', 'contractor', 'pv_module', 'inverter', 'construction', 'maintenance_repair', 'financial_institution'] as const;

export const projectList: ListResource<AdminProjectRow> = {
  path: '/projects',
  title: 'Projeler',
  singular: 'Proje',
  search: { label: 'Proje adıyla ara' },
  newLabel: 'Yeni Proje',
  newPath: adminPaths.newProject(),
  editPath: adminPaths.project,
  nameOf: (row) => row.project_name,
  columns: (column) => [
    column.accessor('project_name', {
      header: 'Proje Adı',
      cell: (info) => (
        <MarkedName name={info.getValue()}>
          <VerifiedTick verified={info.row.original.is_verified} />
        </MarkedName>
      ),
    }),
    column.accessor('status', { header: 'Durum', cell: (info) => <StatusBadge name={info.getValue()} /> }),
    column.accessor('city', { header: 'Şehir', cell: (info) => info.getValue() ?? '–' }),
  ],
  messages: { loadFailed: M.projectsLoadFailed, empty: 'Henüz proje bulunmuyor.', deleteFailed: M.projectDeleteFailed, deleteWarning: M.projectDeleteWarning },
};

/** A related company picked from the catalogue by name. */
const CompanyField: PickerComponent = ({ id, onChange, markRequired: _required, ...props }) => (
  <CompanyPicker {...props} companyId={id} onChange={(next) => onChange({ id: next.companyId, text: next.text })} />
);

export const projectForm: FormResource = {
  titles: { create: 'Yeni Proje', edit: 'Projeyi Düzenle' },
  path: '/projects',
  singular: 'Proje',
  remove: { warning: M.projectDeleteWarning, failed: M.projectDeleteFailed },
  draftKey: 'admin:projects',
  schema: adminProjectFormSchema,
  // The spec's 0 for a number is where a NEW project's form starts, nothing more: an edit shows a
  // stored unknown as empty and saves it back as unknown (decision 052).
  defaults: () => ({ dc_power: '0', ac_power: '0', storage_capacity: '0', total_investment_cost: '0' }),
  listPath: adminPaths.dashboard('projects'),
  sections: [
    {
      title: 'Temel bilgiler',
      fields: [
        { kind: 'text', name: 'project_name', label: 'Proje adı', required: true, wide: true },
        { kind: 'select', name: 'status_type_id', label: 'Proje durumu', required: true, options: 'project_status_types' },
        { kind: 'select', name: 'type_id', label: 'Proje tipi', required: true, options: 'project_types' },
        { kind: 'select', name: 'location_id', label: 'Uygulama yeri', required: true, options: 'project_locations' },
        { kind: 'select', name: 'city_id', label: 'Şehir', required: true, options: 'cities' },
        { kind: 'district', name: 'district_id', city: 'city_id', label: 'İlçe', required: true },
        { kind: 'text', name: 'permission_status', label: 'İzin durumu' },
        // Without them the map places the plant at its province's centre, marked approximate (decision 067's "Koordinatı yok").
        { kind: 'number', name: 'latitude', label: 'Enlem', placeholder: '37,871234', hint: 'Enlem ve boylam birlikte girilir.' },
        { kind: 'number', name: 'longitude', label: 'Boylam', placeholder: '32,484567' },
      ],
    },
    {
      title: 'Güç ve yatırım',
      fields: [
        { kind: 'amount', name: 'dc_power', unit: 'dc_power_unit', label: 'DC güç', unitLabel: 'DC güç birimi', units: DC_POWER_UNITS },
        { kind: 'amount', name: 'ac_power', unit: 'ac_power_unit', label: 'AC güç', unitLabel: 'AC güç birimi', units: AC_POWER_UNITS },
        { kind: 'amount', name: 'storage_capacity', unit: 'storage_capacity_unit', label: 'Depolama kapasitesi', unitLabel: 'Depolama birimi', units: STORAGE_UNITS },
        { kind: 'amount', name: 'total_investment_cost', unit: 'investment_currency', label: 'Toplam yatırım maliyeti', unitLabel: 'Para birimi', units: CURRENCIES },
        { kind: 'date', name: 'project_start_date', label: 'Proje başlangıç tarihi' },
        { kind: 'date', name: 'commissioning_date', label: 'Devreye alma tarihi' },
      ],
    },
    {
      // The parties as the source names them, beside the linked companies below: what premium
      // members open a project for, so the form shows (and keeps) every one of them.
      title: 'Paydaşlar (kaynaktaki adıyla)',
      fields: STAKEHOLDER_TEXT_FIELDS.map((name) => ({ kind: 'text' as const, name, label: PROJECT_FIELD_LABELS[name] })),
    },
    {
      title: 'İlgili firmalar',
      fields: [
        ...PROJECT_COMPANY_ROLES.map(({ role, label }) => ({ kind: 'picker' as const, name: role, label, picker: CompanyField })),
        { kind: 'text-unless', name: 'inspection_consulting', label: 'Denetim / müşavirlik (serbest metin)', unless: 'owners_engineering_company_id' },
      ],
    },
    {
      // Not columns of the project: they date and source the history a save writes (decision 042).
      title: 'Değişiklik kaydı',
      fields: [
        {
          kind: 'date',
          name: 'history_date',
          label: 'Değişiklik tarihi',
          hint: 'Durum, kapasite ya da paydaş değişikliğinin gerçekleştiği gün; boş bırakılırsa bugün.',
        },
        {
          kind: 'select',
          name: 'history_source_id',
          label: 'Kaynak',
          hint: 'Değişikliğin okunduğu yayın; proje geçmişinde gösterilir.',
          options: useSourceSelectOptions,
          placeholder: 'Kaynak belirtilmedi',
        },
      ],
    },
    {
      title: 'Doğrulama',
      fields: [{ kind: 'checkbox', name: 'is_verified', label: 'Doğrulanmış proje', hint: 'Kullanıcılar proje adının yanında yeşil bir onay işareti görür.' }],
    },
  ],
  messages: {
    loadFailed: M.projectLoadFailed,
    saveFailed: M.projectSaveFailed,
    saved: M.saved,
    notFound: M.projectNotFound,
  },
};

export default {
  screens: formScreens('projects', projectForm),
  nav: { 'projects/new': { group: 'Katalog', order: 1, description: 'Proje formu' } },
  home: { key: 'projects', label: 'Projeler', icon: DatabaseIcon, order: 1, list: projectList },
} satisfies AdminResource;
