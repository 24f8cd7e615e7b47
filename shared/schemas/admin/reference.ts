import { z } from '../../zod';
import { REFERENCE_LISTS, type ReferenceListKey } from '../../reference-lists';
import { adminPageSchema } from './list';

// The seven reference lists (docs/product-rules.md#reference-lists): add, rename, delete with a usage check.

export { REFERENCE_LISTS, type ReferenceListKey } from '../../reference-lists';
export const REFERENCE_LIST_KEYS = REFERENCE_LISTS.map((l) => l.key) as [ReferenceListKey, ...ReferenceListKey[]];

export const REFERENCE_MESSAGES = {
  name: 'İsim boş olamaz',
  tooLong: 'İsim en fazla 200 karakter olabilir',
  city: 'Lütfen bir şehir seçin',
  duplicate: 'Bu isimde bir kayıt zaten var',
  duplicateDistrict: 'Bu şehirde aynı isimde bir ilçe zaten var',
  notFound: 'Kayıt bulunamadı',
  loadFailed: 'Liste yüklenirken bir hata oluştu',
  saved: 'Kaydedildi',
  deleted: 'Silindi',
  /** docs/product-rules.md#reference-lists: the refusal names how many records use the value, and which. */
  inUse: (count: number, names: string[]) =>
    `Bu kayıt ${count} proje/firmada kullanıldığı için silinemez. Kullanan kayıtlar: ${names.join(', ')}${count > names.length ? ` ve ${count - names.length} diğer` : ''}`,
} as const;

/** How many of the users' names the in-use message lists. */
export const IN_USE_NAMES_SHOWN = 10;

export const referenceListParamsSchema = z.object({ list: z.enum(REFERENCE_LIST_KEYS, { message: 'Böyle bir liste yok' }) });
export const referenceItemParamsSchema = referenceListParamsSchema.extend({ id: z.uuid({ version: 'v4', message: REFERENCE_MESSAGES.notFound }) });

/** Names are trimmed; a blank one is never saved. Districts also name their city. */
export const referenceFormSchema = z.strictObject({
  name: z.string({ error: REFERENCE_MESSAGES.name }).trim().min(1, REFERENCE_MESSAGES.name).max(200, REFERENCE_MESSAGES.tooLong),
  city_id: z.uuid({ message: REFERENCE_MESSAGES.city }).optional(),
});
export type ReferenceForm = z.input<typeof referenceFormSchema>;

export const referenceQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  city_id: z.uuid({ message: REFERENCE_MESSAGES.city }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const referenceRowSchema = z.object({ id: z.uuid(), name: z.string(), city_id: z.uuid().nullable(), city: z.string().nullable() });
export type ReferenceRow = z.infer<typeof referenceRowSchema>;
/** Reference lists are short, but districts are ~970: pages of 50. */
export const REFERENCE_PAGE_SIZE = 50;
export const referencePageSchema = adminPageSchema(referenceRowSchema);
