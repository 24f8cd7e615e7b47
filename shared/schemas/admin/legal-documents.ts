import { z } from '../../zod';

// Contracts and cookie policies in the back office (docs/product-rules.md#legal-documents): a title, a PDF
// and, for contracts, the required flag. The PDF travels as multipart form data; these schemas check
// the text fields beside it (the server checks the file itself by content).

export const LEGAL_DOCUMENT_KINDS = ['contracts', 'cookie-policies'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

const messagesFor = (noun: 'Sözleşme' | 'Çerez politikası', plural: 'Sözleşmeler' | 'Çerez politikaları') => ({
  noun,
  plural,
  title: 'Başlık zorunludur',
  titleTooLong: 'Başlık en fazla 200 karakter olabilir',
  fileRequired: 'Lütfen bir PDF dosyası seçin',
  notFound: `${noun} bulunamadı`,
  loadFailed: `${plural} yüklenirken bir hata oluştu`,
  createFailed: `${noun} eklenirken bir hata oluştu`,
  updateFailed: `${noun} güncellenirken bir hata oluştu`,
  deleteFailed: `${noun} silinirken bir hata oluştu`,
  downloadFailed: `${noun} indirilirken bir hata oluştu`,
  toggleFailed: `${noun} durumu güncellenirken bir hata oluştu`,
  created: `${noun} eklendi`,
  saved: `${noun} güncellendi`,
  deleted: `${noun} silindi`,
  toggled: `${noun} durumu güncellendi`,
  empty: `Henüz ${noun.toLocaleLowerCase('tr-TR')} eklenmemiş`,
});

export const LEGAL_DOCUMENT_MESSAGES = {
  contracts: messagesFor('Sözleşme', 'Sözleşmeler'),
  'cookie-policies': messagesFor('Çerez politikası', 'Çerez politikaları'),
} as const satisfies Record<LegalDocumentKind, unknown>;

/** A checkbox as multipart sends it ("true"/"on" when ticked); absent is false. */
const formFlag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

const title = z
  .string({ error: 'Başlık zorunludur' })
  .trim()
  .min(1, 'Başlık zorunludur')
  .max(200, 'Başlık en fazla 200 karakter olabilir');

/** The text fields of the add and edit forms; `must` only means something for contracts. */
export const legalDocumentFieldsSchema = z.strictObject({ title, must: formFlag });
export type LegalDocumentFields = z.output<typeof legalDocumentFieldsSchema>;

export const legalDocumentRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  active: z.boolean(),
  /** Always false for cookie policies. */
  must: z.boolean(),
  file_url: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type LegalDocumentRow = z.infer<typeof legalDocumentRowSchema>;
export const legalDocumentListSchema = z.object({ items: z.array(legalDocumentRowSchema) });
export type LegalDocumentList = z.infer<typeof legalDocumentListSchema>;
