import { z } from '../../zod';
import { adminListQuerySchema, adminPageSchema } from './list';

// The news list and record of the back office (docs/product-rules.md#news); the form itself is newsFormSchema.

export const ADMIN_NEWS_MESSAGES = {
  loadFailed: 'Akış yüklenirken bir hata oluştu',
  updateFailed: 'Akış güncellenirken bir hata oluştu',
  deleteFailed: 'Akış silinirken bir hata oluştu',
  updated: 'Akış başarıyla güncellendi.',
  deleted: 'Akış silindi',
  empty: 'Henüz akış bulunmamaktadır.',
  noMatch: 'Aramanıza uygun akış bulunamadı.',
  toggled: 'Akış durumu güncellendi',
} as const;

/** Titles in the list are cut at 40 characters (docs/product-rules.md#news). */
export const NEWS_TITLE_SHOWN = 40;
export const truncateTitle = (title: string) => (title.length > NEWS_TITLE_SHOWN ? `${title.slice(0, NEWS_TITLE_SHOWN)}…` : title);

export const adminNewsQuerySchema = adminListQuerySchema;

export const adminNewsRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  short_url: z.string().nullable(),
  external_link: z.string().nullable(),
  is_active: z.boolean(),
  published_at: z.iso.datetime({ offset: true }),
  tag: z.object({ name: z.string(), color: z.string() }).nullable(),
});
export type AdminNewsRow = z.infer<typeof adminNewsRowSchema>;
export const adminNewsPageSchema = adminPageSchema(adminNewsRowSchema);

/** What the edit form starts from. */
export const adminNewsRecordSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  tag_id: z.uuid().nullable(),
  short_url: z.string().nullable(),
  post_image_url: z.string().nullable(),
  external_link: z.string().nullable(),
  content: z.string().nullable(),
  published_at: z.iso.datetime({ offset: true }),
  is_active: z.boolean(),
});
export type AdminNewsRecord = z.infer<typeof adminNewsRecordSchema>;
