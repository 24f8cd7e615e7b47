import type { ExportKind } from './constants';

// The texts of paid exports (docs/product-rules.md#exports). Without zod: the list screens import them.

export const EXPORT_MESSAGES = {
  button: 'Dışa Aktar',
  dialogTitle: 'Listeyi Dışa Aktar',
  tableDialogTitle: 'Tabloyu Dışa Aktar',
  invalidKind: 'Geçersiz liste türü',
  invalidFilter: 'Bu liste için geçersiz filtre',
  invalidSort: 'Bu liste için geçersiz sıralama',
  invalidFormat: 'Dosya biçimi CSV ya da XLSX olmalıdır',
  tooManyRows: 'Bir dışa aktarmada en fazla 100.000 satır olabilir. Lütfen filtreleri daraltın.',
  notFound: 'Dışa aktarma bulunamadı',
  expired: 'Bu dışa aktarmanın süresi doldu. Listeden yeniden dışa aktarın.',
  quoteFailed: 'Dışa aktarma tutarı hesaplanamadı',
  downloadFailed: 'Dosya indirilemedi',
  alreadyPaid: 'Bu liste son 24 saat içinde dışa aktarıldı; yeniden indirmek ücretsizdir.',
  tableAlreadyPaid: 'Bu tablo son 24 saat içinde dışa aktarıldı; yeniden indirmek ücretsizdir.',
  empty: 'Bu seçimle dışa aktarılacak satır bulunamadı.',
} as const;

const FILE_CARRIES = 'Dosya filtreleri, tarihi, kaynakları ve lisans bilgilerini taşır.';

/** What the dialog says it exports, per kind: a list's title and words, or a table's (decision 063). */
export const EXPORT_COPY: Record<ExportKind, { title: string; description: string; alreadyPaid: string }> = {
  projects: { title: EXPORT_MESSAGES.dialogTitle, description: `Listenin şu anki arama ve filtreleriyle projeler dosyaya aktarılır. ${FILE_CARRIES}`, alreadyPaid: EXPORT_MESSAGES.alreadyPaid },
  companies: { title: EXPORT_MESSAGES.dialogTitle, description: `Listenin şu anki arama ve filtreleriyle firmalar dosyaya aktarılır. ${FILE_CARRIES}`, alreadyPaid: EXPORT_MESSAGES.alreadyPaid },
  stations: {
    title: EXPORT_MESSAGES.dialogTitle,
    description: `Listenin şu anki filtreleri ve sıralamasıyla trafo merkezi kapasiteleri dosyaya aktarılır. ${FILE_CARRIES} Konum yalnızca premium üyelerin dosyasında yer alır.`,
    alreadyPaid: EXPORT_MESSAGES.alreadyPaid,
  },
  'installed-power': {
    title: EXPORT_MESSAGES.tableDialogTitle,
    description: 'Tablonun seçili dönemiyle kurulu güç verileri (MW) dosyaya aktarılır. Dosya dönemi, tarihi, kaynakları ve lisans bilgilerini taşır.',
    alreadyPaid: EXPORT_MESSAGES.tableAlreadyPaid,
  },
  production: {
    title: EXPORT_MESSAGES.tableDialogTitle,
    description: 'Tablonun seçili dönemiyle elektrik üretimi verileri (GWh) dosyaya aktarılır. Dosya dönemi, tarihi, kaynakları ve lisans bilgilerini taşır.',
    alreadyPaid: EXPORT_MESSAGES.tableAlreadyPaid,
  },
};
