import { z } from '../zod';
import { MAX_IMPORT_BYTES } from '../upload-rules';
import { blankToUndefined } from './form-values';
import { adminPageSchema } from './admin/list';

// The spreadsheet importer's contract (decisions 039, 053), shared by the server (server/services/imports)
// and the back-office screens: which kinds of rows can be imported, the canonical fields of each
// with the Turkish headers recognised for them, and the shape of a preview.

export const IMPORT_KINDS = ['projects', 'companies', 'stations', 'station_capacities', 'installed_power', 'production'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  projects: 'Projeler',
  companies: 'Firmalar',
  stations: 'Trafo merkezleri',
  station_capacities: 'Trafo merkezi aylık kapasiteleri',
  installed_power: 'Kurulu güç istatistikleri',
  production: 'Üretim istatistikleri',
};

/** `duplicate`: the same row as an earlier one of the file, cell for cell; skipped, and neither an error nor a write. */
export const IMPORT_ROW_ACTIONS = ['create', 'update', 'unchanged', 'duplicate', 'error'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

export const IMPORT_ACTION_LABELS: Record<ImportRowAction, string> = {
  create: 'Yeni',
  update: 'Güncelleme',
  unchanged: 'Değişiklik yok',
  duplicate: 'Tekrar',
  error: 'Hata',
};

export const IMPORT_FILE_EXTENSIONS = ['csv', 'xlsx'] as const;
/** The upload cap lives with the other upload rules (shared/upload-rules.ts), which the file field checks. */
export { MAX_IMPORT_BYTES };

/**
 * One canonical field of an import kind. `headers` are the column titles recognised for it, matched
 * after Turkish folding (case, dotted/dotless i, diacritics, spaces and punctuation ignored).
 */
export interface ImportField {
  field: string;
  label: string;
  required?: boolean;
  headers: readonly string[];
}

const key: ImportField = {
  field: 'external_key',
  label: 'Kaynak kimliği',
  headers: ['Kaynak Kimliği', 'Kaynak No', 'Lisans No', 'Lisans Numarası', 'YEKA Lot No', 'Lot No', 'GPPD ID', 'gppd_idnr', 'OSM ID', 'osm_id', 'ID'],
};
/** The forms' "Doğrulanmış kayıt" mark (read in its source by the editors). */
const isVerified: ImportField = { field: 'is_verified', label: 'Doğrulanmış', headers: ['Doğrulanmış', 'Doğrulandı', 'Onaylı', 'is_verified'] };
const verifiedOn: ImportField = { field: 'verified_on', label: 'Doğrulama tarihi', headers: ['Doğrulama Tarihi', 'Kontrol Tarihi', 'verified_on'] };
/**
 * A linked record's own place in its source (decision 054): the pages its row cites ("host/path ;
 * host/path") and its own data date, written on the record's link to the chosen source.
 */
const linkCitation: ImportField = { field: 'citation', label: 'Kaydın kaynak sayfası', headers: ['Kaynak Sayfası', 'Kaynak Adresi', 'Haber Kaynağı', 'source_url'] };
const linkDataDate: ImportField = { field: 'data_date', label: 'Veri tarihi', headers: ['Veri Tarihi', 'Yarışma Tarihi', 'data_date'] };
const city: ImportField = { field: 'city', label: 'İl', required: true, headers: ['İl', 'Şehir', 'İl Adı', 'Province', 'city'] };
const district: ImportField = { field: 'district', label: 'İlçe', headers: ['İlçe', 'İlçe Adı', 'District'] };
const period = (label: string): ImportField[] => [
  { field: 'year', label: 'Yıl', required: true, headers: ['Yıl', 'Year'] },
  { field: 'month', label: 'Ay', required: true, headers: ['Ay', 'Month'] },
  { field: 'source_url', label: `${label} kaynağı`, headers: ['Kaynak', 'Kaynak URL', 'source'] },
  { field: 'is_estimate', label: 'Tahmini', headers: ['Tahmini', 'Tahmin', 'is_estimate'] },
];

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  projects: [
    key,
    { field: 'project_name', label: 'Proje adı', required: true, headers: ['Tesis Adı', 'Proje Adı', 'Santral Adı', 'Tesis', 'Name', 'name'] },
    city,
    district,
    { field: 'status', label: 'Durum', headers: ['Durum', 'Proje Durumu', 'Status'] },
    { field: 'type', label: 'Proje tipi', headers: ['Proje Tipi', 'Tip', 'Tür', 'Type'] },
    { field: 'location', label: 'Konum', headers: ['Konum', 'Kurulum Yeri', 'Location'] },
    { field: 'dc_power_mwp', label: 'DC güç (MWp)', headers: ['Kurulu Güç (MWp)', 'DC Güç (MWp)', 'MWp', 'dc_mwp'] },
    { field: 'ac_power_mwe', label: 'AC güç (MWe)', headers: ['Kurulu Güç (MWe)', 'AC Güç (MWe)', 'Kurulu Güç (MW)', 'MWe', 'Kapasite (MW)', 'ac_mwe', 'capacity_mw'] },
    { field: 'storage_capacity_mwh', label: 'Depolama (MWh)', headers: ['Depolama (MWh)', 'Depolama Kapasitesi (MWh)'] },
    { field: 'latitude', label: 'Enlem', headers: ['Enlem', 'Latitude', 'lat'] },
    { field: 'longitude', label: 'Boylam', headers: ['Boylam', 'Longitude', 'lon', 'lng'] },
    { field: 'investor', label: 'Yatırımcı', headers: ['Yatırımcı', 'Sahibi', 'Şirket', 'Lisans Sahibi', 'Kazanan', 'Owner', 'investor_owner'] },
    { field: 'contractor', label: 'EPC / yüklenici', headers: ['EPC', 'Yüklenici', 'EPC Yüklenici', 'epc_contractor'] },
    { field: 'pv_module', label: 'PV modül', headers: ['PV Modül', 'Panel', 'Modül Tedarikçisi', 'module_supplier'] },
    { field: 'inverter', label: 'İnverter', headers: ['İnverter', 'Evirici', 'İnverter Tedarikçisi', 'inverter_supplier'] },
    { field: 'construction', label: 'İnşaat', headers: ['İnşaat', 'İnşaat Firması'] },
    { field: 'maintenance_repair', label: 'Bakım onarım', headers: ['Bakım Onarım', 'Bakım', 'O&M'] },
    { field: 'financial_institution', label: 'Finans kuruluşu', headers: ['Finans Kuruluşu', 'Finansman', 'Banka'] },
    { field: 'inspection_consulting', label: 'Denetim / danışmanlık', headers: ['Denetim Danışmanlık', 'Müşavir', 'Danışman'] },
    { field: 'permission_status', label: 'İzin durumu', headers: ['İzin Durumu', 'Lisans Durumu', 'Destek Mekanizması', 'support_scheme'] },
    // A year alone ("Devreye Alma Yılı": 2019) is read as that year's 1 January and never overwrites a
    // stored date of the same year (docs/decisions/053-importer-never-drops-a-column.md).
    {
      field: 'commissioning_date',
      label: 'Devreye alma tarihi',
      headers: ['Devreye Alma Tarihi', 'İşletmeye Giriş Tarihi', 'Devreye Alma', 'Devreye Alma Yılı', 'İşletmeye Giriş Yılı', 'Devreye Giriş Tarihi', 'commissioning', 'commissioning_year'],
    },
    // A licence's date is when the licensed project starts (the catalogue keeps no separate licence date).
    { field: 'project_start_date', label: 'Başlangıç tarihi', headers: ['Başlangıç Tarihi', 'Proje Başlangıç Tarihi', 'Lisans Tarihi', 'Lisans Alma Tarihi', 'Lisans Yılı'] },
    isVerified,
    verifiedOn,
    linkCitation,
    linkDataDate,
  ],
  companies: [
    key,
    { field: 'company_name', label: 'Firma adı', required: true, headers: ['Firma Adı', 'Şirket Adı', 'Unvan', 'Firma', 'company'] },
    { ...city, required: false },
    district,
    { field: 'activity_type', label: 'Faaliyet alanı', headers: ['Faaliyet Alanı', 'Faaliyet', 'activity_type'] },
    { field: 'product_type', label: 'Ürün tipi', headers: ['Ürün Tipi', 'Ürün'] },
    { field: 'website', label: 'Web sitesi', headers: ['Web Sitesi', 'Web', 'Website'] },
    { field: 'email', label: 'E-posta', headers: ['E-posta', 'Eposta', 'Email'] },
    { field: 'phone', label: 'Telefon', headers: ['Telefon', 'Tel', 'Phone'] },
    { field: 'establishment_year', label: 'Kuruluş yılı', headers: ['Kuruluş Yılı', 'Kuruluş'] },
    { field: 'raw_address', label: 'Adres', headers: ['Adres', 'Address'] },
    { field: 'organization_short_description', label: 'Kısa açıklama', headers: ['Açıklama', 'Kısa Açıklama', 'key_facts'] },
    isVerified,
    verifiedOn,
    linkCitation,
    linkDataDate,
  ],
  stations: [
    key,
    { field: 'station_name', label: 'Trafo merkezi adı', required: true, headers: ['TM Adı', 'Trafo Merkezi', 'Trafo Merkezi Adı', 'Trafo Adı', 'name'] },
    city,
    { field: 'operator', label: 'İşletmeci', headers: ['İşletmeci', 'Dağıtım Şirketi', 'Operatör', 'operator'] },
    { field: 'connection_level', label: 'Bağlantı seviyesi', headers: ['Bağlantı Seviyesi', 'Gerilim', 'Gerilim (kV)', 'voltage'] },
    { field: 'busbar', label: 'Bara', headers: ['Bara', 'Bara Adı'] },
    { field: 'latitude', label: 'Enlem', headers: ['Enlem', 'Latitude', 'lat'] },
    { field: 'longitude', label: 'Boylam', headers: ['Boylam', 'Longitude', 'lon', 'lng'] },
    verifiedOn,
    linkCitation,
    linkDataDate,
  ],
  station_capacities: [
    { ...key, label: 'Trafo merkezi kaynak kimliği' },
    { field: 'station_name', label: 'Trafo merkezi adı', required: true, headers: ['TM Adı', 'Trafo Merkezi', 'Trafo Merkezi Adı'] },
    city,
    ...period('Kapasite'),
    {
      field: 'available_capacity',
      label: 'Kullanılabilir kapasite (MWe)',
      required: true,
      headers: ['Kullanılabilir Kapasite (MW)', 'Bağlanabilir Kapasite (MW)', 'Kapasite (MW)', 'Kapasite', 'Boş Kapasite'],
    },
    verifiedOn,
  ],
  // Total and renewable may be blank: a month whose source gives only the solar figure keeps them
  // unknown (docs/decisions/055-every-researched-figure-and-the-truth-by-default.md).
  installed_power: [
    ...period('İstatistik'),
    { field: 'total_electric_power', label: 'Toplam kurulu güç (MW)', headers: ['Toplam Kurulu Güç (MW)', 'Toplam (MW)', 'total_mw'] },
    { field: 'total_renewable_power', label: 'Yenilenebilir kurulu güç (MW)', headers: ['Yenilenebilir (MW)', 'Yenilenebilir Kurulu Güç (MW)', 'renewable_mw'] },
    { field: 'total_solar_power', label: 'Güneş kurulu gücü (MW)', required: true, headers: ['Güneş (MW)', 'Güneş Kurulu Gücü (MW)', 'solar_mw'] },
    { field: 'total_licensed_solar', label: 'Lisanslı güneş (MW)', headers: ['Lisanslı Güneş (MW)', 'solar_licensed_mw'] },
    { field: 'total_unlicensed_solar', label: 'Lisanssız güneş (MW)', headers: ['Lisanssız Güneş (MW)', 'solar_unlicensed_mw'] },
    verifiedOn,
  ],
  production: [
    ...period('İstatistik'),
    { field: 'total_electric_production', label: 'Toplam üretim (MWh)', headers: ['Toplam Üretim (MWh)', 'total_generation_mwh', 'net_production_mwh'] },
    { field: 'total_renewable_production', label: 'Yenilenebilir üretim (MWh)', headers: ['Yenilenebilir Üretim (MWh)', 'renewable_generation_mwh', 'renewable_mwh'] },
    { field: 'total_solar_production', label: 'Güneş üretimi (MWh)', required: true, headers: ['Güneş Üretimi (MWh)', 'solar_generation_mwh', 'solar_mwh'] },
    { field: 'total_licensed_solar_production', label: 'Lisanslı güneş üretimi (MWh)', headers: ['Lisanslı Güneş Üretimi (MWh)'] },
    { field: 'total_unlicensed_solar_production', label: 'Lisanssız güneş üretimi (MWh)', headers: ['Lisanssız Güneş Üretimi (MWh)'] },
    verifiedOn,
  ],
};

/** Canonical field → the file's column header it is read from. */
export const importMappingSchema = z.record(z.string(), z.string());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importErrorSchema = z.object({
  /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** The file's column header (or the canonical field's label when no column holds it). */
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importDiffSchema = z.object({ field: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() });
export type ImportDiffEntry = z.infer<typeof importDiffSchema>;

export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(IMPORT_ROW_ACTIONS),
  /** The record's name as a reader knows it ("Kalyon Karapınar YEKA-1", "Ereğli TM", "2025-07"). */
  label: z.string(),
  /**
   * The existing record an update or unchanged row matched, and how ("key" or "name"); after a
   * commit, a created row names the record it created (matched_by stays null).
   */
  record_id: z.uuid().nullable(),
  matched_by: z.enum(['key', 'name']).nullable(),
  /** Field by field, only what the row changes (an update), or every value it sets (a create). */
  diff: z.array(importDiffSchema),
  /** This row's errors (an error row has at least one). */
  errors: z.array(importErrorSchema),
  /** A duplicate row: the earlier row it repeats, cell for cell ("3. satırın tekrarı, atlandı"). */
  duplicate_of: z.number().int().nullable(),
  /**
   * A new row that looks like a stored record: "Olası kopya: <ad> (<il>), 20 m uzakta"
   * (docs/decisions/065-duplicate-candidates.md). A warning, not an error: the row can still be saved.
   */
  warnings: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  /** Rows repeating an earlier row of the file cell for cell: skipped, not errors. */
  duplicate: z.number().int(),
  error: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** One column of the file as the preview reads it. */
export const importColumnSchema = z.object({
  header: z.string(),
  /** The canonical field it is read into; null: not imported. */
  field: z.string().nullable(),
  /** An unmapped column no data row fills: nothing is lost by leaving it out, so no decision is asked. */
  empty: z.boolean(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

/**
 * `POST /api/admin/imports` answers this preview: counts over the whole file, the first rows (more
 * via `GET /api/admin/imports/{id}/rows`), and every error with its row, column and message.
 */
export const importPreviewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(['previewed', 'failed']),
  file_name: z.string(),
  source_id: z.uuid().nullable(),
  counts: importCountsSchema,
  /** The file's column headers, in order, as found in its header row. */
  headers: z.array(z.string()),
  /** The mapping used (canonical field → header); remembered for the next file of this source and kind. */
  mapping: importMappingSchema,
  /** Required fields no column holds: every row is an error until a mapping names their column. */
  missing: z.array(z.string()),
  /** Every column of the file, in order: the field it is read into, or null ("içe aktarılmayacak"). */
  columns: z.array(importColumnSchema),
  /**
   * The headers of the columns that hold data but are read into no field. The commit is refused
   * until each is mapped (a new upload with the mapping) or named in its `ignore_columns`.
   */
  unmapped: z.array(z.string()),
  rows: z.array(importPreviewRowSchema),
  /** The first IMPORT_PREVIEW_ERRORS errors; `errors_total` counts them all (the rest via the rows list, action=error). */
  errors: z.array(importErrorSchema),
  errors_total: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

// ---------------------------------------------------------------------------------------------
// The import's life and the routes around the preview (server/routes/admin/admin-import-routes.ts).

/**
 * previewing → previewed → committed → reverted; failed when the file could not be read. While a
 * commit runs, the status answer says `committing` (the stored row stays `previewed` until the
 * commit's one transaction ends).
 */
export const IMPORT_STATUSES = ['previewing', 'previewed', 'committing', 'committed', 'reverted', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  previewing: 'Önizleme hazırlanıyor',
  previewed: 'Önizlendi',
  committing: 'Kaydediliyor',
  committed: 'Kaydedildi',
  reverted: 'Geri alındı',
  failed: 'Başarısız',
};

/** Rows in the preview answer and in each page of `GET /api/admin/imports/{id}/rows`. */
export const IMPORT_ROWS_PAGE_SIZE = 200;
/** Errors listed in the preview answer (all of them are in the rows list). */
export const IMPORT_PREVIEW_ERRORS = 1000;
/** Data rows one file may hold (Turkey has about 35 000 plants). */
export const MAX_IMPORT_ROWS = 100_000;
/** A preview not committed within this many days is removed (its rows are large; the file may be uploaded again). */
export const IMPORT_PREVIEW_DAYS = 7;
/** Columns read from a row; a sheet wider than this is not a table we import. */
export const MAX_IMPORT_COLUMNS = 200;

export const IMPORT_MESSAGES = {
  fileRequired: 'Lütfen bir CSV veya XLSX dosyası seçin',
  kind: 'Lütfen içe aktarılacak veri türünü seçin',
  source: 'Seçilen kaynak bulunamadı',
  mapping: 'Sütun eşleştirmesi okunamadı',
  mappingField: (field: string) => `Sütun eşleştirmesinde bu veri türü için bilinmeyen bir alan var: ${field}`,
  mappingHeader: (header: string) => `Sütun eşleştirmesindeki "${header}" sütunu dosyada yok`,
  id: 'İçe aktarma kimliği geçersiz',
  idTaken: 'Bu kimlikle bir içe aktarma zaten var',
  notFound: 'İçe aktarma bulunamadı',
  noHeader: 'Dosyada başlık satırı bulunamadı',
  noRows: 'Dosyada başlık satırından sonra veri satırı yok',
  tooManyRows: `Dosya en fazla ${MAX_IMPORT_ROWS.toLocaleString('tr-TR')} veri satırı içerebilir`,
  tooManyColumns: `Dosya en fazla ${MAX_IMPORT_COLUMNS} sütun içerebilir`,
  malformed: (row: number) => `Dosya okunamadı: ${row}. satırda kapanmamış tırnak ya da bozuk bir hücre var`,
  unreadable: (row: number) => `${row}. satırda okunamayan karakter var. Dosyayı UTF-8 ya da Windows-1254 (Türkçe) kodlamasıyla kaydedip yeniden yükleyin.`,
  mixedEncoding: (row: number) =>
    `${row}. satırda okunamayan karakter var: bu satır dosyanın geri kalanından farklı bir kodlamayla (UTF-8) kaydedilmiş. Dosyayı tek bir kodlamayla kaydedip yeniden yükleyin.`,
  keyNeedsSource: 'Kaynak kimliği sütunu olan bir dosya için bir kaynak seçin',
  busy: 'Bu içe aktarma şu anda işleniyor; bitmesini bekleyin',
  previewsBusy: 'Şu anda başka dosyalar önizleniyor. Lütfen birkaç saniye sonra yeniden yükleyin.',
  alreadyCommitted: 'Bu içe aktarma zaten kaydedildi',
  alreadyReverted: 'Bu içe aktarma geri alındı',
  failed: 'Bu içe aktarma başarısız oldu; dosyayı yeniden yükleyin',
  expired: `Önizleme ${IMPORT_PREVIEW_DAYS} gün içinde kaydedilmediği için silindi; dosyayı yeniden yükleyin`,
  interrupted: 'Önizleme yarıda kesildi; dosyayı yeniden yükleyin',
  notCommitted: 'Bu içe aktarma kaydedilmedi; geri alınacak bir şey yok',
  stale: (records: string) => `Önizlemeden sonra değişen kayıtlar var: ${records}. Dosyayı yeniden yükleyip önizleyin.`,
  staleUnique: 'Önizlemeden sonra aynı kayıt başka bir yoldan eklendi. Dosyayı yeniden yükleyip önizleyin.',
  revertChanged: (records: string) => `Geri alınamaz: bu içe aktarmanın yazdığı kayıtlar sonradan değişti: ${records}`,
  revertLater: (imports: string) => `Geri alınamaz: aynı kayıtları daha sonra değiştiren içe aktarmalar var; önce onları geri alın: ${imports}`,
  revertMerged: (records: string) => `Geri alınamaz: bu içe aktarmanın yazdığı kayıtlar sonradan başka kayıtlarla birleştirildi; önce birleştirmeyi geri alın: ${records}`,
  revertUsed: (records: string) => `Geri alınamaz: bu içe aktarmanın eklediği kayıtlar başka kayıtlarda kullanılıyor: ${records}`,
  committed: 'İçe aktarma kaydedildi',
  reverted: 'İçe aktarma geri alındı',
  // Row errors (each with the row number and the column header).
  required: (label: string) => `${label} zorunludur`,
  number: 'Sayı girilmelidir',
  date: 'Geçerli bir tarih girin (gg.aa.yyyy, yyyy-aa-gg ya da yyyy-aa)',
  boolean: 'Evet ya da Hayır girilmelidir',
  unknownCity: (value: string) => `"${value}" adında bir il bulunamadı`,
  unknownDistrict: (value: string, city: string) => `"${value}" ilçesi ${city} ilinde bulunamadı`,
  districtWithoutCity: 'İlçe için il de girilmelidir',
  unknownReference: (label: string, value: string, known: readonly string[]) =>
    `"${value}" geçerli bir ${label.toLocaleLowerCase('tr-TR')} değil` + (known.length > 0 && known.length <= 12 ? ` (geçerli değerler: ${known.join(', ')})` : ''),
  unknownStation: (name: string, city: string) => `${city} ilinde "${name}" adında bir trafo merkezi bulunamadı`,
  unknownStationKey: (key: string) => `Seçilen kaynakta "${key}" kimlikli bir trafo merkezi bulunamadı`,
  coordinatesPaired: 'Enlem ve boylam birlikte girilmelidir',
  powerStep: 'En fazla üç ondalık basamak girilebilir (kW cinsinden)',
  repeatedRow: (row: number) => `${row}. satırın tekrarı, atlandı`,
  notImported: 'içe aktarılmayacak',
  undecidedColumns: (headers: readonly string[]) =>
    `Dosyadaki şu sütunlar hiçbir alana eşleştirilmedi: ${headers.map((h) => `"${h}"`).join(', ')}. Her birini bir alana eşleştirin ya da içe aktarılmayacağını onaylayın.`,
  ignoreUnknown: (header: string) => `"${header}" dosyada eşleştirilmemiş bir sütun değil; yalnızca eşleştirilmemiş sütunlar içe aktarılmayabilir`,
  duplicateInFile: (row: number) => `Bu satır dosyanın ${row}. satırıyla aynı kaydı tanımlıyor`,
  ambiguous: (count: number) => `Bu ada uyan ${count} kayıt var; kaydı kaynak kimliğiyle belirtin`,
  keyElsewhere: 'Bu kaynak kimliği bu kaynakta başka bir kayda ait',
} as const;

/** `mapping` arrives as JSON text in the multipart form. */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return blankToUndefined(value);
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return Symbol('invalid JSON');
  }
};

/** The multipart fields beside the file of `POST /api/admin/imports`. */
export const importUploadFieldsSchema = z.strictObject({
  kind: z.enum(IMPORT_KINDS, { error: IMPORT_MESSAGES.kind }),
  source_id: z.preprocess(blankToUndefined, z.uuid({ error: IMPORT_MESSAGES.source }).optional()),
  mapping: z.preprocess(jsonText, z.record(z.string().max(100), z.string().max(200), { error: IMPORT_MESSAGES.mapping }).optional()),
  /** Chosen by the client, so it can poll `GET /api/admin/imports/{id}` while the preview is made. */
  id: z.preprocess(blankToUndefined, z.uuid({ version: 'v4', error: IMPORT_MESSAGES.id }).optional()),
});
export type ImportUploadFields = z.output<typeof importUploadFieldsSchema>;

export const importProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** One import as the history list and the progress poll show it. */
export const importSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  file_size: z.number().int(),
  source: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  counts: importCountsSchema,
  /** Rows read (preview) or written (commit) so far, of about `total`. */
  progress: importProgressSchema,
  /** Why a failed import failed. */
  error: z.string().nullable(),
  /** The file's columns the commit confirmed as not imported (by header). */
  ignored_columns: z.array(z.string()),
  created_at: z.iso.datetime({ offset: true }),
  created_by: z.string().nullable(),
  committed_at: z.iso.datetime({ offset: true }).nullable(),
  committed_by: z.string().nullable(),
  reverted_at: z.iso.datetime({ offset: true }).nullable(),
  reverted_by: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importPageSchema = adminPageSchema(importSummarySchema);
export type ImportPage = z.infer<typeof importPageSchema>;

/**
 * A preview is a job (docs/decisions/050-import-preview-jobs-decoding-and-export-headers.md): the
 * upload answers 202 at once with the import's id and its status URL; the status says where the job
 * is and, once ready, carries the preview. Its state lives in the import's row, so any instance answers.
 */
export const IMPORT_PREVIEW_STATES = ['queued', 'reading', 'checking', 'ready', 'failed'] as const;
export type ImportPreviewState = (typeof IMPORT_PREVIEW_STATES)[number];

export const IMPORT_PREVIEW_STATE_LABELS: Record<ImportPreviewState, string> = {
  queued: 'Sırada',
  reading: 'Dosya okunuyor',
  checking: 'Satırlar denetleniyor',
  ready: 'Önizleme hazır',
  failed: 'Önizleme başarısız',
};

/** `POST /api/admin/imports` answers 202 with this. */
export const importJobSchema = z.object({
  id: z.uuid(),
  /** GET it until `state` is ready or failed. */
  status_url: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** `GET /api/admin/imports/{id}/preview`: the job's state, its rows read so far, and the preview once ready. */
export const importPreviewStatusSchema = z.object({
  id: z.uuid(),
  state: z.enum(IMPORT_PREVIEW_STATES),
  progress: importProgressSchema,
  /** Why it failed, in Turkish (the same message a refusal would have carried). */
  error: z.string().nullable(),
  preview: importPreviewSchema.nullable(),
});
export type ImportPreviewStatus = z.infer<typeof importPreviewStatusSchema>;

/** An invalid filter value is ignored rather than refused (as on the other back-office lists). */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => ((values as readonly string[]).includes(v ?? '') ? (v as T[number]) : undefined));

export const importListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  kind: optionalEnum(IMPORT_KINDS),
  status: optionalEnum(IMPORT_STATUSES),
});
export type ImportListQuery = z.output<typeof importListQuerySchema>;

export const importRowsQuerySchema = z.object({
  action: optionalEnum(IMPORT_ROW_ACTIONS),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ImportRowsQuery = z.output<typeof importRowsQuerySchema>;

export const importRowsPageSchema = z.object({
  items: z.array(importPreviewRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ImportRowsPage = z.infer<typeof importRowsPageSchema>;

/**
 * The body of `POST /api/admin/imports/{id}/commit`, optional: no body, an empty body and `{}` are
 * the same. `ignore_columns` confirms, by header, that the preview's unmapped columns are not imported.
 */
export const importCommitBodySchema = z
  .strictObject({
    ignore_columns: z.array(z.string().max(200)).max(MAX_IMPORT_COLUMNS).optional(),
  })
  .optional();
export type ImportCommitBody = z.output<typeof importCommitBodySchema>;
