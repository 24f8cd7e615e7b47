import { z } from '../../zod';
import { DEFAULT_TAG_COLOR } from '../../constants';
import { adminPageSchema } from './list';

// News tags (docs/product-rules.md#news): a name, a colour, and no delete while news use the tag.

export const NEWS_TAG_MESSAGES = {
  name: 'Etiket adı boş olamaz',
  color: 'Renk #RRGGBB biçiminde olmalıdır',
  duplicate: 'Bu isimde bir etiket zaten var',
  notFound: 'Etiket bulunamadı',
  empty: 'Henüz etiket bulunmamaktadır.',
  loadFailed: 'Etiketler yüklenirken bir hata oluştu',
  createFailed: 'Etiket eklenirken bir hata oluştu',
  updateFailed: 'Etiket güncellenirken bir hata oluştu',
  deleteFailed: 'Etiket silinirken bir hata oluştu',
  saved: 'Etiket kaydedildi',
  deleted: 'Etiket silindi',
  /** docs/product-rules.md#news, exact. */
  inUse: (count: number, titles: string[]) => `Bu etiket ${count} akışta kullanıldığı için silinemez. İlişkili akışlar: ${titles.join(', ')}`,
} as const;

export const newsTagFormSchema = z.strictObject({
  name: z.string({ error: NEWS_TAG_MESSAGES.name }).trim().min(1, NEWS_TAG_MESSAGES.name).max(60, 'Etiket adı en fazla 60 karakter olabilir'),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, NEWS_TAG_MESSAGES.color)
    .default(DEFAULT_TAG_COLOR),
});
export type NewsTagForm = z.input<typeof newsTagFormSchema>;

export const newsTagRowSchema = z.object({ id: z.uuid(), name: z.string(), color: z.string(), news_count: z.number().int() });
export type NewsTagRow = z.infer<typeof newsTagRowSchema>;
export const newsTagPageSchema = adminPageSchema(newsTagRowSchema);
export const newsTagQuerySchema = z.object({});
