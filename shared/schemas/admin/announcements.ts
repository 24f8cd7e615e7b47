import { z } from '../../zod';
import { ANNOUNCEMENT_DEFAULTS, ANNOUNCEMENT_SPEED_RANGE } from '../../constants';
import { adminPageSchema } from './list';

// Announcements (docs/product-rules.md#announcements): the ticker's texts, colours, speed, order and active flag.

export const ANNOUNCEMENT_MESSAGES = {
  title: 'Başlık zorunludur',
  content: 'İçerik zorunludur',
  color: 'Renk #RRGGBB biçiminde olmalıdır',
  speed: `Animasyon hızı ${ANNOUNCEMENT_SPEED_RANGE.min} ile ${ANNOUNCEMENT_SPEED_RANGE.max} arasında olmalıdır`,
  notFound: 'Duyuru bulunamadı',
  empty: 'Henüz duyuru bulunmuyor.',
  firstAction: 'İlk Duyuruyu Ekle',
  loadFailed: 'Duyurular yüklenirken bir hata oluştu',
  saveFailed: 'Duyuru kaydedilirken bir hata oluştu',
  deleteFailed: 'Duyuru silinirken bir hata oluştu',
  toggleFailed: 'Duyurunun durumu güncellenirken bir hata oluştu',
  orderFailed: 'Duyuru sırası değiştirilirken bir hata oluştu',
  saved: 'Duyuru kaydedildi',
  deleted: 'Duyuru silindi',
  deleteConfirm: 'Bu duyuru silinecek. Emin misiniz?',
  /** WCAG AA needs 4.5:1 for the ticker's text; the spec's default green on white has 3.8:1. */
  lowContrast: (ratio: string) => `Metin ile arka plan arasındaki kontrast ${ratio}:1. Okunabilirlik için en az 4,5:1 önerilir (WCAG AA).`,
} as const;

const hex = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, ANNOUNCEMENT_MESSAGES.color);

export const announcementFormSchema = z.strictObject({
  title: z.string({ error: ANNOUNCEMENT_MESSAGES.title }).trim().min(1, ANNOUNCEMENT_MESSAGES.title).max(200, 'Başlık en fazla 200 karakter olabilir'),
  content: z.string({ error: ANNOUNCEMENT_MESSAGES.content }).trim().min(1, ANNOUNCEMENT_MESSAGES.content).max(1000, 'İçerik en fazla 1000 karakter olabilir'),
  background_color: hex.default(ANNOUNCEMENT_DEFAULTS.background_color),
  text_color: hex.default(ANNOUNCEMENT_DEFAULTS.text_color),
  animation_speed: z.coerce
    .number({ error: ANNOUNCEMENT_MESSAGES.speed })
    .int(ANNOUNCEMENT_MESSAGES.speed)
    .min(ANNOUNCEMENT_SPEED_RANGE.min, ANNOUNCEMENT_MESSAGES.speed)
    .max(ANNOUNCEMENT_SPEED_RANGE.max, ANNOUNCEMENT_MESSAGES.speed)
    .default(ANNOUNCEMENT_DEFAULTS.animation_speed),
  is_active: z.boolean().default(true),
});
export type AnnouncementFormInput = z.input<typeof announcementFormSchema>;

export const announcementRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  background_color: z.string(),
  text_color: z.string(),
  animation_speed: z.number().int(),
  is_active: z.boolean(),
  display_order: z.number().int(),
});
export type AnnouncementRow = z.infer<typeof announcementRowSchema>;
export const announcementPageSchema = adminPageSchema(announcementRowSchema);
export const announcementQuerySchema = z.object({});
export const announcementMoveSchema = z.strictObject({ direction: z.enum(['up', 'down']) });

/** WCAG contrast ratio of two #RRGGBB colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(color.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
