import { z } from '../../zod';
import { FIELD_DECISIONS, REVIEW_STATUSES } from '../../constants';
import { shownCorrectionSourceSchema } from '../corrections';

// Reviewing what members send (docs/product-rules.md#reviews): suggestions correct an item,
// submissions propose a new one. Only pending rows can be decided.

export const REVIEW_KINDS = ['projects', 'companies'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REVIEW_MESSAGES = {
  suggestionsLoadFailed: 'Öneriler yüklenirken bir hata oluştu',
  suggestionFailed: 'Öneri işlenirken bir hata oluştu',
  noProjectSuggestions: 'Henüz proje önerisi bulunmamaktadır.',
  noCompanySuggestions: 'Henüz firma önerisi bulunmamaktadır.',
  suggestionApproved: 'Öneri onaylandı ve kayda işlendi',
  suggestionRejected: 'Öneri reddedildi',
  submissionsLoadFailed: 'Başvurular yüklenirken bir hata oluştu',
  noCompanySubmissions: 'Henüz firma başvurusu bulunmuyor',
  noProjectSubmissions: 'Henüz proje başvurusu bulunmuyor',
  companyApproveFailed: 'Firma onaylanırken bir hata oluştu',
  companyRejectFailed: 'Firma reddedilirken bir hata oluştu',
  projectApproveFailed: 'Proje onaylanırken bir hata oluştu',
  projectRejectFailed: 'Proje reddedilirken bir hata oluştu',
  feedbackRequired: 'Lütfen red sebebini belirtin',
  defaultApproval: 'Başvurunuz onaylandı.',
  noFeedback: 'Geri bildirim yok',
  submissionApproved: 'Başvuru onaylandı',
  submissionRejected: 'Başvuru reddedildi',
  alreadyDecided: 'Bu kayıt zaten sonuçlandırılmış',
  notFound: 'Kayıt bulunamadı',
  invalidData: 'Başvurudaki bilgiler geçersiz; onaylanamaz. Reddedip üyeye sebebini yazın.',
} as const;

export const reviewParamsSchema = z.object({
  kind: z.enum(REVIEW_KINDS, { message: REVIEW_MESSAGES.notFound }),
  id: z.uuid({ version: 'v4', message: REVIEW_MESSAGES.notFound }),
});

/** One field of a reviewed row, as the admin reads it (names for ids, units beside numbers). */
export const reviewFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  current: z.string().nullable(),
  suggested: z.string().nullable(),
  changed: z.boolean(),
  /** A representative's correction: what the field's new value rests on (decision 070). */
  source: shownCorrectionSourceSchema.nullable().optional(),
  /** Once decided field by field: the admin's decision and, for a rejection, its reason. */
  decision: z.enum(FIELD_DECISIONS).nullable().optional(),
  reason: z.string().nullable().optional(),
});
export type ReviewField = z.infer<typeof reviewFieldSchema>;

export const suggestionRowSchema = z.object({
  id: z.uuid(),
  item_id: z.uuid(),
  item_name: z.string(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
  suggested_by: z.string().nullable(),
  admin_feedback: z.string().nullable(),
  /** Sent by a verified representative of a company linked to the record ("Firma temsilcisi"). */
  by_representative: z.boolean(),
  fields: z.array(reviewFieldSchema),
});
export type SuggestionRow = z.infer<typeof suggestionRowSchema>;
export const suggestionListSchema = z.object({ projects: z.array(suggestionRowSchema), companies: z.array(suggestionRowSchema) });
export type SuggestionList = z.infer<typeof suggestionListSchema>;

export const submissionRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  user_email: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  admin_feedback: z.string().nullable(),
  created_at: z.string(),
  /** The submitted values as the admin reads them; `suggested` holds the value, `current` is null. */
  fields: z.array(reviewFieldSchema),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;
export const submissionListSchema = z.object({
  companies: z.array(submissionRowSchema),
  projects: z.array(submissionRowSchema),
  pending: z.object({ companies: z.number().int(), projects: z.number().int() }),
});
export type SubmissionList = z.infer<typeof submissionListSchema>;

export const approveSubmissionSchema = z.strictObject({ feedback: z.string().trim().max(2000).optional() });
export const rejectSubmissionSchema = z.strictObject({
  feedback: z.string({ error: REVIEW_MESSAGES.feedbackRequired }).trim().min(1, REVIEW_MESSAGES.feedbackRequired).max(2000),
});

/** Rejecting a suggestion also records why (docs/product-rules.md#reviews). */
export const rejectSuggestionSchema = rejectSubmissionSchema;
