import { z } from '../../zod';
import { optionalText, parseDecimal } from '../form-values';
import { adminPageSchema } from './list';

// Transformer stations in the back office (docs/product-rules.md#transformer-stations): definitions, monthly
// capacities and the combined record. Forms send text (multipart for the ones with a KML/KMZ), an
// API client may send numbers; both are parsed here, the same in the browser and on the server.

export const STATION_ADMIN_MESSAGES = {
  city: 'Lütfen bir şehir seçin',
  stationName: 'Trafo merkezi adı gereklidir',
  station: 'Lütfen bir trafo merkezi seçin',
  duplicate: 'Bu trafo merkezi için seçilen ay ve yılda zaten bir kayıt mevcut',
  busbar: 'Bara bilgisi gereklidir',
  operator: 'İşletmeci bilgisi gereklidir',
  connectionLevel: 'Bağlantı seviyesi gereklidir',
  capacity: 'Kullanılabilir kapasite 0 veya daha büyük bir sayı olmalıdır',
  latitude: 'Enlem -90 ile 90 arasında bir sayı olmalıdır',
  longitude: 'Boylam -180 ile 180 arasında bir sayı olmalıdır',
  year: 'Yıl 2000 ile 2100 arasında olmalıdır',
  month: 'Ay 1 ile 12 arasında olmalıdır',
  citiesLoadFailed: 'Şehirler yüklenirken bir hata oluştu',
  definitionsLoadFailed: 'Trafo merkezi tanımları yüklenirken bir hata oluştu',
  capacitiesLoadFailed: 'Kapasite verisi yüklenirken bir hata oluştu',
  saveFailed: 'Veriler kaydedilirken bir hata oluştu',
  saved: 'Veriler başarıyla kaydedildi. Yönlendiriliyorsunuz...',
  definitionsEmpty: 'Henüz trafo merkezi tanımlanmamış',
  definitionsNoMatch: 'Arama kriterlerine uygun trafo merkezi bulunamadı',
  capacitiesEmpty: 'Henüz kapasite verisi girilmemiş',
  capacitiesNoMatch: 'Arama kriterlerine uygun kapasite verisi bulunamadı',
  definitionNotFound: 'Trafo merkezi bulunamadı',
  capacityNotFound: 'Kapasite kaydı bulunamadı',
  definitionDeleted: 'Trafo merkezi ve kapasite kayıtları silindi',
  capacityDeleted: 'Kapasite kaydı silindi',
  deleteFailed: 'Kayıt silinirken bir hata oluştu',
  /** The confirmation before a definition goes with its capacity rows (docs/product-rules.md#transformer-stations). */
  deleteDefinitionWarning: (count: number) =>
    count > 0 ? `Bu trafo merkezine ait ${count} kapasite kaydı da kalıcı olarak silinecek.` : 'Bu trafo merkezinin kapasite kaydı yok; yalnızca tanım silinecek.',
} as const;
const M = STATION_ADMIN_MESSAGES;

const fromText = (value: unknown) => (typeof value === 'string' ? (parseDecimal(value) ?? undefined) : value);
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `En fazla ${max} karakter girilebilir`);

/** A coordinate: optional, six decimals (docs/product-rules.md#transformer-stations); a project's too. */
export const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : fromText(v)),
    z
      .number({ error: message })
      .finite(message)
      .min(-limit, message)
      .max(limit, message)
      .transform((n) => Math.round(n * 1e6) / 1e6)
      .nullable(),
  );

/** MWe, two decimals, at least 0 (docs/product-rules.md#transformer-stations). */
export const capacityAmountSchema = z.preprocess(
  (v) => (blank(v) ? undefined : fromText(v)),
  z
    .number({ error: M.capacity })
    .finite(M.capacity)
    .min(0, M.capacity)
    .max(1e7, M.capacity)
    .transform((n) => Math.round(n * 100) / 100),
);

const period = {
  year: z.preprocess(fromText, z.number({ error: M.year }).int(M.year).min(2000, M.year).max(2100, M.year)),
  month: z.preprocess(fromText, z.number({ error: M.month }).int(M.month).min(1, M.month).max(12, M.month)),
};

const cityId = z.uuid({ error: M.city });

/**
 * Where an admin read the figure: a link or a line of text, optional. The entry itself (who, the
 * day) is recorded by the server (docs/decisions/052-unknown-stays-unknown.md).
 */
const entryNote = optionalText(500);

/** The definition form (multipart fields beside an optional KML/KMZ). */
export const stationDefinitionFormSchema = z.strictObject({
  city_id: cityId,
  station_name: requiredText(M.stationName),
  busbar: optionalText(200),
  operator: optionalText(200),
  connection_level: optionalText(100),
  latitude: coordinate(90, M.latitude).default(null),
  longitude: coordinate(180, M.longitude).default(null),
});
export type StationDefinitionForm = z.output<typeof stationDefinitionFormSchema>;

/** The combined record (docs/product-rules.md#transformer-stations): a station and one month's capacity; more is required here. */
export const stationCombinedFormSchema = z.strictObject({
  city_id: cityId,
  station_name: requiredText(M.stationName),
  busbar: requiredText(M.busbar),
  operator: requiredText(M.operator),
  connection_level: requiredText(M.connectionLevel, 100),
  available_capacity: capacityAmountSchema,
  latitude: coordinate(90, M.latitude).default(null),
  longitude: coordinate(180, M.longitude).default(null),
  ...period,
  entry_note: entryNote,
});
export type StationCombinedForm = z.output<typeof stationCombinedFormSchema>;

/** The capacity form: a picked station, a month and the capacity, and where it was read. */
export const stationCapacityFormSchema = z.strictObject({
  station_id: z.uuid({ error: M.station }),
  available_capacity: capacityAmountSchema,
  ...period,
  entry_note: entryNote,
});
export type StationCapacityForm = z.output<typeof stationCapacityFormSchema>;

export const STATION_DEFINITION_SORTS = ['station_name', 'city', 'operator', 'created_at'] as const;
export const STATION_CAPACITY_SORTS = ['station_name', 'city', 'year', 'month', 'available_capacity'] as const;

const listBase = {
  search: z.string().trim().max(200, 'Arama en fazla 200 karakter olabilir').optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  dir: z.enum(['asc', 'desc']).default('asc'),
};
/** An invalid filter value is ignored rather than refused (as on the public list). */
const optionalUuid = z
  .string()
  .optional()
  .transform((v) => (v && z.uuid().safeParse(v).success ? v : undefined));

export const stationDefinitionQuerySchema = z.object({ ...listBase, city_id: optionalUuid, sort: z.enum(STATION_DEFINITION_SORTS).default('station_name') });
export const stationCapacityQuerySchema = z.object({
  ...listBase,
  year: z
    .string()
    .optional()
    .transform((v) => (v && /^\d{4}$/.test(v) ? Number(v) : undefined)),
  sort: z.enum(STATION_CAPACITY_SORTS).default('year'),
});
export type StationDefinitionQuery = z.output<typeof stationDefinitionQuerySchema>;
export type StationCapacityQuery = z.output<typeof stationCapacityQuerySchema>;

export const stationDefinitionRowSchema = z.object({
  id: z.uuid(),
  station_name: z.string(),
  /** The form's field, so the record read can be written back as it came (decision 057). */
  city_id: z.uuid(),
  city: z.object({ id: z.uuid(), name: z.string() }),
  busbar: z.string().nullable(),
  operator: z.string().nullable(),
  connection_level: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  has_kml: z.boolean(),
  is_generated: z.boolean(),
  capacity_count: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type StationDefinitionRow = z.infer<typeof stationDefinitionRowSchema>;
export const stationDefinitionPageSchema = adminPageSchema(stationDefinitionRowSchema);

export const stationCapacityRowSchema = z.object({
  id: z.uuid(),
  station_id: z.uuid(),
  station_name: z.string(),
  city_name: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  available_capacity: z.number(),
  is_generated: z.boolean(),
  /** Where the admin who entered the figure read it; null for a figure from a dataset. */
  entry_note: z.string().nullable(),
  /** The e-mail of the admin who entered the figure (decision 052); null for a figure from a dataset or the sample. */
  entered_by: z.string().nullable(),
});
export type StationCapacityRow = z.infer<typeof stationCapacityRowSchema>;
export const stationCapacityPageSchema = adminPageSchema(stationCapacityRowSchema);

export const stationOptionsQuerySchema = z.object({ search: z.string().trim().max(200).optional().default('') });
export const stationOptionsSchema = z.object({ items: z.array(z.object({ id: z.uuid(), station_name: z.string(), city_name: z.string() })) });
export type StationOption = z.infer<typeof stationOptionsSchema>['items'][number];
