import { z } from 'zod';
import { REVIEW_STATUSES } from '../constants';

/** Turkish labels of a submission's review status (spec 2 §4). */
export const SUBMISSION_STATUS_LABELS: Record<(typeof REVIEW_STATUSES)[number], string> = {
  pending: 'Beklemede',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

export const SUBMISSION_MESSAGES = {
  companySaveFailed: 'Firma kaydedilirken bir hata oluştu',
  projectSaveFailed: 'Proje kaydedilirken bir hata oluştu',
  listFailed: 'Başvurular yüklenirken bir hata oluştu',
} as const;

/** One row of the member's own submissions table (spec 2 §2.13: name, status, date and time, feedback). */
export const ownSubmissionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(REVIEW_STATUSES),
  admin_feedback: z.string().nullable(),
  created_at: z.string(),
});
export type OwnSubmission = z.infer<typeof ownSubmissionSchema>;

export const ownSubmissionsSchema = z.object({ companies: z.array(ownSubmissionSchema), projects: z.array(ownSubmissionSchema) });
export type OwnSubmissions = z.infer<typeof ownSubmissionsSchema>;
