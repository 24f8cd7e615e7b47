import { z } from '../../zod';
import { blankToUndefined, optionalText } from '../form-values';
import { adminPageSchema } from './list';

// Solar project records from meeting decisions (docs/product-rules.md#solar-projects).

export const SOLAR_PROJECT_MESSAGES = {
  name: 'Proje adı zorunludur',
  date: 'Geçerli bir tarih girin',
  loadFailed: 'Solar projeler yüklenirken bir hata oluştu',
  createFailed: 'Proje eklenirken bir hata oluştu',
  updateFailed: 'Proje güncellenirken bir hata oluştu',
  deleteFailed: 'Proje silinirken bir hata oluştu',
  empty: 'Henüz solar proje bulunmuyor.',
  notFound: 'Kayıt bulunamadı',
  saved: 'Kaydedildi',
  deleted: 'Silindi',
  deleteConfirm: 'Bu solar proje kaydı silinecek. Emin misiniz?',
} as const;

export const SOLAR_PROJECT_FIELDS = [
  { key: 'proje_adi', label: 'Proje Adı' },
  { key: 'proje_sahibi', label: 'Proje Sahibi' },
  { key: 'il', label: 'İl' },
  { key: 'ilce', label: 'İlçe' },
  { key: 'sektor', label: 'Sektör' },
  { key: 'alt_sektor', label: 'Alt Sektör' },
  { key: 'toplanti_karar_tipi', label: 'Toplantı Karar Tipi' },
  { key: 'tarih', label: 'Tarih' },
  { key: 'proje_turu', label: 'Proje Türü' },
] as const;

export const solarProjectFormSchema = z.strictObject({
  proje_adi: z.string({ error: SOLAR_PROJECT_MESSAGES.name }).trim().min(1, SOLAR_PROJECT_MESSAGES.name).max(500, 'En fazla 500 karakter girilebilir'),
  proje_sahibi: optionalText(),
  il: optionalText(100),
  ilce: optionalText(100),
  sektor: optionalText(200),
  alt_sektor: optionalText(200),
  toplanti_karar_tipi: optionalText(200),
  tarih: z.preprocess(blankToUndefined, z.iso.date(SOLAR_PROJECT_MESSAGES.date).optional()),
  proje_turu: optionalText(200),
});
export type SolarProjectFormInput = z.input<typeof solarProjectFormSchema>;
export type SolarProjectForm = z.output<typeof solarProjectFormSchema>;

export const solarProjectQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  decision_type: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const solarProjectRowSchema = z.object({
  id: z.uuid(),
  proje_adi: z.string(),
  proje_sahibi: z.string().nullable(),
  il: z.string().nullable(),
  ilce: z.string().nullable(),
  sektor: z.string().nullable(),
  alt_sektor: z.string().nullable(),
  toplanti_karar_tipi: z.string().nullable(),
  tarih: z.string().nullable(),
  proje_turu: z.string().nullable(),
});
export type SolarProjectRow = z.infer<typeof solarProjectRowSchema>;
export const solarProjectPageSchema = adminPageSchema(solarProjectRowSchema).extend({ decision_types: z.array(z.string()) });
