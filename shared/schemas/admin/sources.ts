import { z } from '../../zod';
import { blankToUndefined, optionalHttpUrl, optionalText } from '../form-values';
import { adminPageSchema } from './list';

// Data sources in the back office (docs/decisions/038-sources-provenance-and-record-history.md):
// the publications and datasets records come from, with the licence and the attribution it requires.

export const SOURCE_MESSAGES = {
  key: 'Anahtar küçük harf, rakam, nokta ve tireden oluşmalı ve harf ya da rakamla başlamalıdır (ör. wri-gppd-1.3.0)',
  keyRequired: 'Anahtar zorunludur',
  keyFixed: 'Kaynağın anahtarı sonradan değiştirilemez: tohum verisi ve içe aktarmalar kaynağı bu anahtarla bulur',
  name: 'Kaynak adı zorunludur',
  licence: 'Lisans zorunludur',
  url: 'Geçerli bir http(s) adresi girin',
  date: 'Geçerli bir tarih girin',
  duplicate: 'Bu anahtarla bir kaynak zaten var',
  notFound: 'Kaynak bulunamadı',
  loadFailed: 'Kaynaklar yüklenirken bir hata oluştu',
  recordLoadFailed: 'Kaynak yüklenirken bir hata oluştu',
  saveFailed: 'Kaynak kaydedilirken bir hata oluştu',
  deleteFailed: 'Kaynak silinirken bir hata oluştu',
  deleteWarning: 'Bu kaynak kalıcı olarak silinecek. Kayıtlarda, istatistiklerde ya da içe aktarmalarda kullanılan bir kaynak silinmez.',
  empty: 'Henüz kaynak bulunmuyor.',
  saved: 'Kaynak kaydedildi. Yönlendiriliyorsunuz...',
  deleted: 'Kaynak silindi',
  /** The refusal names how many records use the source, and where. */
  inUse: (total: number, parts: string[]) => `Bu kaynak ${total} kayıtta kullanıldığı için silinemez: ${parts.join(', ')}`,
  /** A use the count above does not know (e.g. a table added later) still refuses, in general words. */
  inUseElsewhere: 'Bu kaynak başka kayıtlarda kullanıldığı için silinemez',
} as const;

/** Where a source can be in use, as the in-use refusal names it. */
export const SOURCE_USE_LABELS = {
  projects: 'proje',
  companies: 'firma',
  stations: 'trafo merkezi',
  station_capacities: 'aylık kapasite',
  installed_power: 'kurulu güç istatistiği',
  production: 'üretim istatistiği',
  imports: 'içe aktarma',
} as const;
export type SourceUse = keyof typeof SOURCE_USE_LABELS;

/** Same rule as the table's CHECK (server/db/schema/sources.ts). */
export const SOURCE_KEY_PATTERN = /^[a-z0-9][a-z0-9.-]*$/;

const M = SOURCE_MESSAGES;

export const sourceFormSchema = z.strictObject({
  key: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: M.keyRequired }).min(1, M.keyRequired).max(80, 'Anahtar en fazla 80 karakter olabilir').regex(SOURCE_KEY_PATTERN, M.key),
  ),
  name: z.string({ error: M.name }).trim().min(1, M.name).max(200, 'Kaynak adı en fazla 200 karakter olabilir'),
  publisher: optionalText(300),
  url: optionalHttpUrl(M.url),
  licence: z.string({ error: M.licence }).trim().min(1, M.licence).max(120, 'Lisans en fazla 120 karakter olabilir'),
  licence_url: optionalHttpUrl(M.url),
  attribution: optionalText(1000),
  retrieved_on: z.preprocess(blankToUndefined, z.iso.date(M.date).optional()),
  /** "Veri tarihi": the date the data itself describes, what readers see (decision 054). */
  data_date: z.preprocess(blankToUndefined, z.iso.date(M.date).optional()),
  is_generated: z.boolean().default(false),
  notes: optionalText(2000),
});
export type SourceFormInput = z.input<typeof sourceFormSchema>;
export type SourceForm = z.output<typeof sourceFormSchema>;

/**
 * Every source, for the back office's source selects (the importer's and the history fields'
 * "Kaynak"): one list, official sources first.
 */
export const sourceOptionsSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), key: z.string(), name: z.string(), licence: z.string(), is_generated: z.boolean() })),
});
export type SourceOptions = z.infer<typeof sourceOptionsSchema>;
export type SourceOption = SourceOptions['items'][number];

export const sourceRowSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  publisher: z.string().nullable(),
  licence: z.string(),
  retrieved_on: z.string().nullable(),
  is_generated: z.boolean(),
  /** Records, figures and imports that name this source. */
  use_count: z.number().int(),
});
export type SourceRow = z.infer<typeof sourceRowSchema>;
export const sourcePageSchema = adminPageSchema(sourceRowSchema);
