// The catalogue's texts (docs/product-rules.md#catalogue). Without zod: the first screen imports them, and
// the schema library stays out of the first load (docs/product-rules.md#speed, P7).

export const CATALOG_MESSAGES = {
  searchTooShort: 'En az 4 harf',
  loginRequired: 'Bu özellik için giriş yapmalısınız.',
  premiumRequired: 'Bu özellik premium üyelere özeldir.',
  invalidCompanyId: 'Geçersiz firma ID',
  invalidProjectId: 'Geçersiz proje ID',
  referencesLocked: 'Referansları görmek için önce firma detaylarını açmalısınız.',
  companyNotFound: 'Firma bulunamadı',
  projectNotFound: 'Proje bulunamadı',
  costConfirmationRequired: 'Bu işlem bakiye gerektirir. Onaylıyor musunuz?',
  quoteRequired: 'Onaylanan bakiye tutarı eksik',
  costChanged: 'Bu işlemin maliyeti siz onaylarken değişti. Lütfen yeni tutarı onaylayın.',
} as const;
