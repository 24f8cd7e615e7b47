import { z } from '../zod';
import { PROJECT_COMPANY_ROLES } from '../constants';
import { PROJECT_FIELD_LABELS, COMPANY_FIELD_LABELS } from '../catalog-fields';
import { recordIdSchema } from './common';
import { adminPageSchema, adminListQuerySchema } from './admin/list';

// Merging two duplicate records and undoing it (docs/decisions/066-merging-duplicate-records.md,
// stations: docs/decisions/072-merging-stations-and-their-monthly-capacities.md): the side-by-side
// compare, the merge's choices, the history of merges.

export const MERGE_KINDS = ['project', 'company', 'station'] as const;
export type MergeKind = (typeof MERGE_KINDS)[number];

export const MERGE_KIND_LABELS: Record<MergeKind, string> = { project: 'Proje', company: 'Firma', station: 'Trafo merkezi' };

/**
 * What the admin chooses between, field by field: a group of columns that only make sense together
 * (a power and its unit, a province and its district, a latitude and its longitude) is one choice.
 */
export interface MergeField {
  field: string;
  label: string;
  columns: readonly string[];
}

const single = (labels: Record<string, string>, field: string): MergeField => ({ field, label: labels[field] ?? field, columns: [field] });
const P = PROJECT_FIELD_LABELS as Record<string, string>;
const C = COMPANY_FIELD_LABELS as Record<string, string>;

export const MERGE_FIELDS: Record<MergeKind, readonly MergeField[]> = {
  project: [
    single(P, 'project_name'),
    single(P, 'status_type_id'),
    single(P, 'type_id'),
    single(P, 'location_id'),
    { field: 'place', label: 'Şehir ve ilçe', columns: ['city_id', 'district_id'] },
    { field: 'coordinates', label: 'Konum (enlem, boylam)', columns: ['latitude', 'longitude'] },
    { field: 'dc_power', label: P.dc_power!, columns: ['dc_power', 'dc_power_unit'] },
    { field: 'ac_power', label: P.ac_power!, columns: ['ac_power', 'ac_power_unit'] },
    { field: 'storage_capacity', label: P.storage_capacity!, columns: ['storage_capacity', 'storage_capacity_unit'] },
    ...['investor', 'contractor', 'pv_module', 'inverter', 'construction', 'inspection_consulting', 'maintenance_repair', 'financial_institution'].map((f) => single(P, f)),
    { field: 'total_investment_cost', label: P.total_investment_cost!, columns: ['total_investment_cost', 'investment_currency'] },
    single(P, 'permission_status'),
    single(P, 'project_start_date'),
    single(P, 'commissioning_date'),
    ...PROJECT_COMPANY_ROLES.map(({ role }) => single(P, role)),
    { field: 'is_verified', label: 'Doğrulanmış kayıt', columns: ['is_verified'] },
  ],
  company: [
    ...['company_name', 'activity_type_id', 'product_type_id', 'city_id', 'establishment_year', 'website', 'linkedin', 'relevant_person', 'title', 'email', 'phone'].map((f) => single(C, f)),
    { field: 'district', label: 'İlçe', columns: ['district'] },
    { field: 'country', label: 'Ülke', columns: ['country'] },
    { field: 'raw_address', label: 'Adres', columns: ['raw_address'] },
    { field: 'num_employees', label: 'Çalışan sayısı', columns: ['num_employees'] },
    { field: 'keywords', label: 'Anahtar kelimeler', columns: ['keywords'] },
    { field: 'organization_short_description', label: 'Kısa tanıtım', columns: ['organization_short_description'] },
    { field: 'organization_seo_description', label: 'SEO açıklaması', columns: ['organization_seo_description'] },
    { field: 'relevant_person_linkedin', label: 'İlgili kişinin LinkedIn adresi', columns: ['relevant_person_linkedin'] },
    { field: 'logo', label: 'Logo', columns: ['logo'] },
    { field: 'photo_url', label: 'Fotoğraf', columns: ['photo_url'] },
    { field: 'user_id', label: 'Bağlı üye hesabı', columns: ['user_id'] },
    { field: 'is_verified', label: 'Doğrulanmış kayıt', columns: ['is_verified'] },
  ],
  // The monthly capacities are no choice: every month of both is kept, the survivor's figure where
  // both have one (decision 072).
  station: [
    { field: 'station_name', label: 'Trafo merkezi adı', columns: ['station_name'] },
    { field: 'city_id', label: 'Şehir', columns: ['city_id'] },
    { field: 'busbar', label: 'Bara', columns: ['busbar'] },
    { field: 'operator', label: 'İşletmeci', columns: ['operator'] },
    { field: 'connection_level', label: 'Bağlantı seviyesi', columns: ['connection_level'] },
    { field: 'coordinates', label: 'Konum (enlem, boylam)', columns: ['latitude', 'longitude'] },
    { field: 'kml_file_path', label: 'KML/KMZ dosyası', columns: ['kml_file_path'] },
  ],
};

const NOT_FOUND: Record<MergeKind, string> = { project: 'Proje bulunamadı', company: 'Firma bulunamadı', station: 'Trafo merkezi bulunamadı' };
const MERGED_AWAY: Record<MergeKind, string> = {
  project: 'Bu proje başka bir projeyle birleştirildi.',
  company: 'Bu firma başka bir firmayla birleştirildi.',
  station: 'Bu trafo merkezi başka bir trafo merkeziyle birleştirildi.',
};

export const MERGE_MESSAGES = {
  invalidKind: 'Geçersiz kayıt türü',
  invalidId: 'Geçersiz kayıt ID',
  invalidMergeId: 'Geçersiz birleştirme ID',
  sameRecord: 'Bir kayıt kendisiyle birleştirilemez.',
  notFound: (kind: MergeKind) => NOT_FOUND[kind],
  alreadyMerged: 'Bu kayıtlardan biri az önce başka bir kayıtla birleştirildi. Sayfayı yenileyip yeniden deneyin.',
  unknownField: (field: string) => `Bilinmeyen alan: ${field}`,
  mergeNotFound: 'Birleştirme bulunamadı',
  alreadyUndone: 'Bu birleştirme zaten geri alındı.',
  survivorGone: (name: string) => `"${name}" silindiği ya da başka bir kayıtla birleştirildiği için bu birleştirme geri alınamaz.`,
  survivorChanged: (name: string) =>
    `"${name}" birleştirmeden sonra değiştirildi; geri almak bu değişikliği silerdi. Önce o değişikliği geri alın ya da kaydı elle düzeltin.`,
  merged: (merged: string, survivor: string) => `"${merged}" kaydı "${survivor}" kaydıyla birleştirildi.`,
  undone: (merged: string, survivor: string) => `Birleştirme geri alındı: "${merged}" ve "${survivor}" yeniden ayrı kayıtlar.`,
  mergedAway: (kind: MergeKind) => MERGED_AWAY[kind],
} as const;

export const mergeKindParamsSchema = z.object({ kind: z.enum(MERGE_KINDS, { message: MERGE_MESSAGES.invalidKind }) });

export const compareParamsSchema = z.object({
  kind: z.enum(MERGE_KINDS, { message: MERGE_MESSAGES.invalidKind }),
  a: recordIdSchema(MERGE_MESSAGES.invalidId),
  b: recordIdSchema(MERGE_MESSAGES.invalidId),
});

const displayValue = z.string().nullable();

export const compareFieldSchema = z.object({
  field: z.string(),
  label: z.string(),
  a: displayValue,
  b: displayValue,
  differs: z.boolean(),
});

const compareSourceSchema = z.object({ source_id: z.uuid(), name: z.string(), external_key: z.string().nullable(), verified_on: z.string() });

const compareRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  sources: z.array(compareSourceSchema),
  /** What hangs on it and moves with a merge: history events, paid openings, watches, suggestions, submissions, links from projects, a station's monthly capacities. */
  counts: z.object({
    events: z.number().int(),
    openings: z.number().int(),
    watches: z.number().int(),
    suggestions: z.number().int(),
    submissions: z.number().int(),
    projects: z.number().int(),
    capacities: z.number().int(),
  }),
});

/** One month of two stations' capacities (MWe), side by side; null where a station has none. */
export const compareCapacitySchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  a: z.number().nullable(),
  b: z.number().nullable(),
});
export type CompareCapacity = z.infer<typeof compareCapacitySchema>;

export const compareResponseSchema = z.object({
  kind: z.enum(MERGE_KINDS),
  a: compareRecordSchema,
  b: compareRecordSchema,
  fields: z.array(compareFieldSchema),
  /** Stations: every month either has, newest first (empty for projects and companies). */
  capacities: z.array(compareCapacitySchema),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;

export const mergeBodySchema = z.object({
  kind: z.enum(MERGE_KINDS, { message: MERGE_MESSAGES.invalidKind }),
  survivor_id: recordIdSchema(MERGE_MESSAGES.invalidId),
  merged_id: recordIdSchema(MERGE_MESSAGES.invalidId),
  /** Field (MERGE_FIELDS) → whose value the survivor keeps; a field left out keeps the survivor's. */
  choices: z.record(z.string().max(60), z.enum(['survivor', 'merged'])).default({}),
});
export type MergeBody = z.input<typeof mergeBodySchema>;

export const mergeResultSchema = z.object({ id: z.uuid(), survivor_id: z.uuid(), merged_id: z.uuid(), message: z.string() });

export const mergeRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MERGE_KINDS),
  survivor_id: z.uuid(),
  merged_id: z.uuid(),
  survivor_name: z.string(),
  merged_name: z.string(),
  /** Labels of the fields whose merged-away value won. */
  taken: z.array(z.string()),
  merged_at: z.string(),
  merged_by_email: z.string().nullable(),
  undone_at: z.string().nullable(),
  undone_by_email: z.string().nullable(),
});
export type MergeRow = z.infer<typeof mergeRowSchema>;
export const mergePageSchema = adminPageSchema(mergeRowSchema);
export const mergeListQuerySchema = adminListQuerySchema;

/** A merged-away record's id, read: 308 to the survivor's address, and this body for a client that does not follow. */
export const mergedAwaySchema = z.object({
  statusCode: z.literal(308),
  code: z.literal('MERGED'),
  message: z.string(),
  merged_into: z.uuid(),
});
