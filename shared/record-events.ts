/** What a record's history holds (server/db/schema/history.ts); shared so the timeline reads the same words. */
export const RECORD_EVENT_ENTITIES = ['project', 'company', 'station'] as const;
export type RecordEventEntity = (typeof RECORD_EVENT_ENTITIES)[number];

/**
 * created: the record appeared; status / capacity / parties: a project's fields of that group
 * changed; station_capacity: a station's monthly available capacity was entered or changed;
 * merged: a duplicate record was merged into this one, or this one into another (decision 066).
 */
export const RECORD_EVENT_KINDS = ['created', 'status', 'capacity', 'parties', 'station_capacity', 'merged'] as const;
export type RecordEventKind = (typeof RECORD_EVENT_KINDS)[number];

export const RECORD_EVENT_ORIGINS = ['admin', 'suggestion', 'import', 'seed'] as const;
export type RecordEventOrigin = (typeof RECORD_EVENT_ORIGINS)[number];

/** Who wrote an event, as the timeline says it. */
export const RECORD_EVENT_ORIGIN_LABELS: Record<RecordEventOrigin, string> = {
  admin: 'Editör düzenlemesi',
  suggestion: 'Onaylanan üye önerisi',
  import: 'Veri aktarımı',
  seed: 'Başlangıç verisi',
};

export type RecordEventChanges = Record<string, { before: unknown; after: unknown }>;

export const RECORD_EVENT_KIND_LABELS: Record<RecordEventKind, string> = {
  created: 'Kayıt eklendi',
  status: 'Durum değişti',
  capacity: 'Kapasite değişti',
  parties: 'Paydaşlar değişti',
  station_capacity: 'Kapasite girildi',
  merged: 'Kayıtlar birleştirildi',
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
