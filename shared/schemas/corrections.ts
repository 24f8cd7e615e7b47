import { z } from '../zod';
import { CORRECTION_SOURCE_KINDS, FIELD_DECISIONS, REVIEW_STATUSES } from '../constants';
import { RECORD_EVENT_KINDS, RECORD_EVENT_ORIGINS } from '../record-events';

// A company representative's corrections by field, each with its source, the admin's field-by-field
// review, and the public change log of a record (docs/decisions/070-field-corrections-and-change-log.md).

export const CORRECTION_MESSAGES = {
  notRepresentative: 'Bu kaydı yalnızca bağlı olduğu firmanın doğrulanmış temsilcileri düzeltebilir.',
  nothingChanged: 'Düzeltmeniz kayıttaki hiçbir değeri değiştirmiyor. Değiştirmek istediğiniz alanı düzenleyip kaynağını belirtin.',
  sourceRequired: 'Değişen her alan için bir kaynak belirtin',
  sourceForUnchanged: 'Kaynak yalnızca değişen alanlar için verilir',
  urlInvalid: 'Kaynak için geçerli bir web adresi girin (http:// ya da https://)',
  documentMissing: 'Kaynak belge bulunamadı; belgeyi yeniden yükleyin',
  success: 'Düzeltmeniz incelemeye gönderildi. Karar verildiğinde e-posta ile bildirilecek.',
  failed: 'Düzeltme gönderilirken bir hata oluştu',
  loadFailed: 'Düzeltme formu yüklenirken bir hata oluştu',
  tooMany: 'Çok fazla düzeltme gönderdiniz. Lütfen bir saat sonra tekrar deneyin.',
  documentUploaded: 'Belge yüklendi',
  decisionsIncomplete: 'Her alan için onay ya da red seçin',
  reasonRequired: 'Reddedilen her alan için bir sebep yazın',
  decided: 'Düzeltme kararı kaydedildi',
  changeLogLoadFailed: 'Değişiklik geçmişi yüklenirken bir hata oluştu',
  changeLogEmpty: 'Bu kayıtta henüz yayımlanmış bir değişiklik yok.',
} as const;

/** How each kind of source reads to the representative, the admin and the public log. */
export const CORRECTION_SOURCE_LABELS: Record<(typeof CORRECTION_SOURCE_KINDS)[number], string> = {
  url: 'Web adresi',
  document: 'Belge (PDF)',
  statement: 'Firma beyanı',
};

export const correctionSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('url'),
    // http(s) only, as the company's own website field (docs/reliability.md#attack-pass, finding 7).
    url: z.url({ protocol: /^https?$/, message: CORRECTION_MESSAGES.urlInvalid }).max(500, CORRECTION_MESSAGES.urlInvalid),
  }),
  z.strictObject({ kind: z.literal('document'), document_id: z.uuid({ message: CORRECTION_MESSAGES.documentMissing }) }),
  z.strictObject({ kind: z.literal('statement') }),
]);
export type CorrectionSource = z.infer<typeof correctionSourceSchema>;

/**
 * A correction as sent: the new values of the fields the representative changed and, for each one,
 * its source. The values are checked by the server against the record's suggestion values schema
 * (shared/schemas/suggestions.ts), as a member's suggestion is.
 */
export const correctionBodySchema = z.strictObject({
  values: z.record(z.string(), z.unknown().meta({ description: 'Alanın yeni değeri: alanına göre metin, sayı, kimlik, tarih ya da boş (null)' })),
  sources: z.record(z.string(), correctionSourceSchema),
});
export type CorrectionBody = z.infer<typeof correctionBodySchema>;

export const correctionResultSchema = z.object({ id: z.uuid(), message: z.string(), fields: z.array(z.string()) });

export const CORRECTION_KINDS = ['projects', 'companies'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** The correction form: the record's current values, as stored (ids, numbers, ISO dates). */
export const correctionFormSchema = z.object({
  kind: z.enum(CORRECTION_KINDS),
  id: z.uuid(),
  name: z.string(),
  /** The represented company through which this member may correct the record. */
  company: z.object({ id: z.uuid(), name: z.string() }),
  fields: z.array(z.string()),
  // Each member nullable, not the union: OpenAPI 3.0 wants a type beside every `nullable`.
  values: z.record(z.string(), z.union([z.string().nullable(), z.number().nullable()])),
  /** Premium fields whose value this member may not read (the detail's rule): absent from `values`, still correctable. */
  locked: z.array(z.string()),
});
export type CorrectionForm = z.infer<typeof correctionFormSchema>;

/** A field's source as a reader is told it; a document's file is for the admin only. */
export const shownCorrectionSourceSchema = z.object({
  kind: z.enum(CORRECTION_SOURCE_KINDS),
  label: z.string(),
  url: z.string().nullable(),
});
export type ShownCorrectionSource = z.infer<typeof shownCorrectionSourceSchema>;

export const myCorrectionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CORRECTION_KINDS),
  item_id: z.uuid(),
  item_name: z.string(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      suggested: z.string().nullable(),
      source: shownCorrectionSourceSchema.nullable(),
      decision: z.enum(FIELD_DECISIONS).nullable(),
      /** Why the admin rejected it, for the representative to read. */
      reason: z.string().nullable(),
    }),
  ),
});
export const myCorrectionsSchema = z.object({
  companies: z.array(z.object({ id: z.uuid(), name: z.string() })),
  corrections: z.array(myCorrectionSchema),
});
export type MyCorrections = z.infer<typeof myCorrectionsSchema>;

export const correctionDocumentSchema = z.object({ id: z.uuid(), name: z.string(), message: z.string() });

/** An admin's decision on each field of a correction: approve, or reject with a reason the representative reads. */
export const fieldDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approved') }),
  z.strictObject({
    decision: z.literal('rejected'),
    reason: z.string({ error: CORRECTION_MESSAGES.reasonRequired }).trim().min(1, CORRECTION_MESSAGES.reasonRequired).max(1000),
  }),
]);
export const decideCorrectionSchema = z.strictObject({ decisions: z.record(z.string(), fieldDecisionSchema) });
export type DecideCorrection = z.infer<typeof decideCorrectionSchema>;

// The public change log (decision 070): every accepted change of a field, who made it (a role, never
// a member's name), when and on what source.

const shownValue = z.union([z.string().nullable(), z.number().nullable(), z.boolean().nullable()]);

export const changeLogSourceSchema = z.object({
  name: z.string(),
  /** A link to read it at, when there is one. */
  url: z.string().nullable(),
  /** YYYY-MM-DD: the source's data date, else the day the change was made. */
  date: z.string().nullable(),
});

export const changeLogEntrySchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD. */
  occurred_on: z.string(),
  kind: z.enum(RECORD_EVENT_KINDS),
  kind_label: z.string(),
  origin: z.enum(RECORD_EVENT_ORIGINS),
  origin_label: z.string(),
  changes: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      before: shownValue,
      after: shownValue,
      source: changeLogSourceSchema.nullable(),
    }),
  ),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

export const changeLogSchema = z.object({
  entries: z.array(changeLogEntrySchema),
  /** Some changes are left out: they concern premium fields this viewer may not read. */
  masked: z.boolean(),
});
export type ChangeLog = z.infer<typeof changeLogSchema>;

/** The change log shows at most this many entries (the newest). */
export const CHANGE_LOG_SHOWN = 100;
