// The texts of paid exports (docs/product-rules.md#exports). Without zod: the list screens import them.

export const EXPORT_MESSAGES = {
  button: 'Dışa Aktar',
  dialogTitle: 'Listeyi Dışa Aktar',
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
} as const;
