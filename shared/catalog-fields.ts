import { PROJECT_COMPANY_ROLES } from './constants';

// Turkish labels of the project and company fields, wherever a field is named to a reader: the
// member's suggestion form, the admin's suggestion and submission review.

export const PROJECT_FIELD_LABELS = {
  project_name: 'Proje adı',
  status_type_id: 'Proje durumu',
  type_id: 'Proje tipi',
  location_id: 'Uygulama yeri',
  city_id: 'Şehir',
  district_id: 'İlçe',
  dc_power: 'DC güç',
  dc_power_unit: 'DC güç birimi',
  ac_power: 'AC güç',
  ac_power_unit: 'AC güç birimi',
  storage_capacity: 'Depolama kapasitesi',
  storage_capacity_unit: 'Depolama birimi',
  investor: 'Yatırımcı',
  contractor: 'Yüklenici (EPC)',
  pv_module: 'PV modül',
  inverter: 'İnverter',
  construction: 'İnşaat',
  inspection_consulting: 'Denetim / müşavirlik',
  maintenance_repair: 'Bakım-onarım',
  total_investment_cost: 'Toplam yatırım maliyeti',
  investment_currency: 'Para birimi',
  financial_institution: 'Finansman kuruluşu',
  permission_status: 'İzin durumu',
  project_start_date: 'Proje başlangıç tarihi',
  commissioning_date: 'Devreye alma tarihi',
  owners_engineering: 'Müşavir mühendislik (serbest metin)',
  ...(Object.fromEntries(PROJECT_COMPANY_ROLES.map(({ role, label }) => [role, `${label} firması`])) as Record<string, string>),
} satisfies Record<string, string>;

export const COMPANY_FIELD_LABELS = {
  company_name: 'Firma adı',
  activity_type_id: 'Faaliyet alanı',
  product_type_id: 'Ürün / hizmet tipi',
  city_id: 'Şehir',
  establishment_year: 'Kuruluş yılı',
  website: 'Web sitesi',
  linkedin: 'LinkedIn',
  relevant_person: 'İlgili kişi',
  title: 'Unvan',
  email: 'E-posta',
  phone: 'Telefon',
} satisfies Record<string, string>;
