import { PHONE_PREFIX } from '../../../../shared/constants';
import { ADMIN_CATALOG_MESSAGES as M, adminCompanyFormSchema, type AdminCompanyRow } from '../../../../shared/schemas/admin/catalog';
import { BuildingIcon } from '../../../components/ui/icons';
import { adminPaths } from '../../../config/paths';
import { MarkedName, VerifiedTick } from '../components/cells';
import { UserPicker } from '../components/user-picker';
import { CompanyRepresentatives } from '../components/company-representatives';
import type { FormResource } from '../registry/form';
import type { ListResource } from '../registry/list';
import { formScreens, type AdminResource } from '../registry/resource';

// Companies (docs/product-rules.md#admin-catalogue): the list is the admin home's second tab, the form a page of its own.

export const companyList: ListResource<AdminCompanyRow> = {
  path: '/companies',
  title: 'Firmalar',
  singular: 'Firma',
  search: { label: 'Firma adıyla ara' },
  newLabel: 'Yeni Firma',
  newPath: adminPaths.newCompany(),
  editPath: adminPaths.company,
  nameOf: (row) => row.company_name,
  columns: (column) => [
    column.accessor('company_name', {
      header: 'Firma Adı',
      cell: (info) => (
        <MarkedName name={info.getValue()}>
          <VerifiedTick verified={info.row.original.is_verified} tone="blue" />
        </MarkedName>
      ),
    }),
    column.accessor('email', { header: 'E-posta', cell: (info) => <span className="break-all">{info.getValue() ?? '–'}</span> }),
    column.accessor('phone', { header: 'Telefon', cell: (info) => <span className="whitespace-nowrap">{info.getValue() ?? '–'}</span> }),
    column.accessor('user_email', {
      header: 'Bağlı Kullanıcı',
      cell: (info) => info.getValue() ?? <span className="text-slate-500 dark:text-slate-400">{M.noUser}</span>,
    }),
  ],
  messages: { loadFailed: M.companiesLoadFailed, empty: 'Henüz firma bulunmuyor.', deleteFailed: M.companyDeleteFailed, deleteWarning: M.companyDeleteWarning },
};

export const companyForm: FormResource = {
  titles: { create: 'Yeni Firma', edit: 'Firmayı Düzenle' },
  path: '/companies',
  singular: 'Firma',
  remove: { warning: M.companyDeleteWarning, failed: M.companyDeleteFailed },
  draftKey: 'admin:companies',
  schema: adminCompanyFormSchema,
  listPath: adminPaths.dashboard('companies'),
  sections: [
    {
      title: 'Temel bilgiler',
      fields: [
        { kind: 'text', name: 'company_name', label: 'Firma adı', required: true, wide: true },
        { kind: 'select', name: 'activity_type_id', label: 'Faaliyet alanı', required: true, options: 'company_activity_types' },
        { kind: 'select', name: 'product_type_id', label: 'Ürün / hizmet tipi', required: true, options: 'company_product_types' },
        { kind: 'select', name: 'city_id', label: 'Şehir', required: true, options: 'cities' },
        { kind: 'number', name: 'establishment_year', label: 'Kuruluş yılı', integer: true, placeholder: '2010' },
      ],
    },
    {
      title: 'İletişim',
      fields: [
        { kind: 'text', name: 'website', label: 'Web sitesi', type: 'url', placeholder: 'https://' },
        { kind: 'text', name: 'linkedin', label: 'LinkedIn', type: 'url', placeholder: 'https://linkedin.com/company/…' },
        { kind: 'text', name: 'relevant_person', label: 'İlgili kişi' },
        { kind: 'text', name: 'title', label: 'Unvan' },
        { kind: 'text', name: 'email', label: 'E-posta', type: 'email' },
        { kind: 'text', name: 'phone', label: `Telefon (${PHONE_PREFIX})`, type: 'tel', placeholder: '5XX XXX XX XX', prefix: PHONE_PREFIX },
      ],
    },
    {
      title: 'Yönetim ve doğrulama',
      fields: [
        { kind: 'picker', name: 'user_id', label: 'Bağlı kullanıcı (e-posta ile ara)', picker: UserPicker },
        // The editor's check of the record's data (is_verified): named apart from the representative's
        // "Doğrulanmış firma" mark, which a verified claim makes (docs/decisions/069, 074).
        {
          kind: 'checkbox',
          name: 'is_verified',
          label: 'Editör tarafından doğrulandı',
          hint: 'Kayıttaki bilgileri bir editör kontrol etti; kullanıcılar firmanın yanında “Doğrulanmış” işaretini görür. Firma temsilcisinin doğrulanması bundan ayrıdır (aşağıda).',
        },
        { kind: 'part', name: 'representatives', wide: true, part: CompanyRepresentatives },
      ],
    },
  ],
  messages: {
    loadFailed: M.companyLoadFailed,
    saveFailed: M.companySaveFailed,
    saved: M.saved,
    notFound: M.companyNotFound,
  },
};

export default {
  screens: formScreens('companies', companyForm),
  nav: { 'companies/new': { group: 'Katalog', order: 2, description: 'Firma formu' } },
  home: { key: 'companies', label: 'Firmalar', icon: BuildingIcon, order: 2, list: companyList },
} satisfies AdminResource;
