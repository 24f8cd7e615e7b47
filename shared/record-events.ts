/** What a record's history holds (server/db/schema/history.ts); shared so the timeline reads the same words. */
export const RECORD_EVENT_ENTITIES = ['project', 'company', 'station'] as const;
export type RecordEventEntity = (typeof RECORD_EVENT_ENTITIES)[number];

/**
 * created: the record appeared; status / capacity / parties: a project's fields of that group
 * changed; station_capacity: a station's monthly available capacity was entered or changed;
 * merged: a duplicate record was merged into this one, or this one into another (decision 066);
 * details: any other field of a project or a company changed (decision 070: every accepted change is
 * kept), and a company representative's approved correction that spans several groups.
 */
export const RECORD_EVENT_KINDS = ['created', 'status', 'capacity', 'parties', 'station_capacity', 'merged', 'details'] as const;
export type RecordEventKind = (typeof RECORD_EVENT_KINDS)[number];

/** company: a company representative's correction, approved by an admin (decision 070). */
export const RECORD_EVENT_ORIGINS = ['admin', 'suggestion', 'import', 'seed', 'company'] as const;
export type RecordEventOrigin = (typeof RECORD_EVENT_ORIGINS)[number];

/** Who wrote an event, as the timeline says it. */
export const RECORD_EVENT_ORIGIN_LABELS: Record<RecordEventOrigin, string> = {
  admin: 'Editör düzenlemesi',
  suggestion: 'Onaylanan üye önerisi',
  import: 'Veri aktarımı',
  seed: 'Başlangıç verisi',
  company: 'Firma temsilcisi',
};

export type RecordEventChanges = Record<string, { before: unknown; after: unknown }>;

export const RECORD_EVENT_KIND_LABELS: Record<RecordEventKind, string> = {
  created: 'Kayıt eklendi',
  status: 'Durum değişti',
  capacity: 'Kapasite değişti',
  parties: 'Paydaşlar değişti',
  station_capacity: 'Kapasite girildi',
  merged: 'Kayıtlar birleştirildi',
  details: 'Bilgiler güncellendi',
};

/** The project columns whose changes make each kind of event; every other column is not history. */
export const PROJECT_HISTORY_FIELDS = {
  status: ['status_type_id', 'permission_status', 'commissioning_date'],
  capacity: ['dc_power', 'dc_power_unit', 'ac_power', 'ac_power_unit', 'storage_capacity', 'storage_capacity_unit'],
  parties: [
    'investor',
    'contractor',
    'pv_module',
    'inverter',
    'construction',
    'inspection_consulting',
    'maintenance_repair',
    'financial_institution',
    'investor_company_id',
    'contractor_company_id',
    'pv_module_company_id',
    'inverter_company_id',
    'distribution_board_company_id',
    'construction_company_id',
    'owners_engineering_company_id',
    'maintenance_company_id',
    'financial_company_id',
  ],
} as const satisfies Partial<Record<RecordEventKind, readonly string[]>>;

/**
 * The history columns every viewer reads in a project's dialog (its basic fields, section 5 of
 * docs/product-rules.md: status, dates, powers); the others (permission status, parties) are premium
 * and read only with the full detail. A notification of a change is sent only to a member who may
 * read a field it changed (docs/decisions/048-durable-notification-mails.md).
 */
export const PROJECT_BASIC_HISTORY_FIELDS: readonly string[] = [
  'status_type_id',
  'commissioning_date',
  'dc_power',
  'dc_power_unit',
  'ac_power',
  'ac_power_unit',
  'storage_capacity',
  'storage_capacity_unit',
];

/**
 * The other project columns whose accepted changes are kept as `details` events (decision 070): the
 * fields a reader is shown, so the public change log can say what changed.
 */
export const PROJECT_DETAIL_FIELDS = [
  'project_name',
  'type_id',
  'location_id',
  'city_id',
  'district_id',
  'total_investment_cost',
  'investment_currency',
  'project_start_date',
] as const;

/** The company columns whose accepted changes are kept as `details` events (decision 070). */
export const COMPANY_HISTORY_FIELDS = [
  'company_name',
  'activity_type_id',
  'product_type_id',
  'city_id',
  'establishment_year',
  'website',
  'linkedin',
  'relevant_person',
  'title',
  'email',
  'phone',
] as const;

/**
 * The project fields every viewer reads (docs/product-rules.md#catalogue, section 5.6: name,
 * location, type, status, city, district, powers and dates). The public change log shows a change
 * of any other field only to a viewer entitled to the full detail (decision 070).
 */
export const PROJECT_BASIC_FIELDS: readonly string[] = [
  ...PROJECT_BASIC_HISTORY_FIELDS,
  'project_name',
  'type_id',
  'location_id',
  'city_id',
  'district_id',
  'project_start_date',
];

/** The company fields every viewer reads (section 5.6: name, activity, product type, city, founding year). */
export const COMPANY_BASIC_FIELDS: readonly string[] = ['company_name', 'activity_type_id', 'product_type_id', 'city_id', 'establishment_year'];
