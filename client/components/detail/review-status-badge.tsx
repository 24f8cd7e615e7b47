import type { REVIEW_STATUSES } from '../../../shared/constants';
import { SUBMISSION_STATUS_LABELS } from '../../../shared/schemas/submissions';

type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const TONES: Record<ReviewStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200',
};

/** Beklemede / Onaylandı / Reddedildi (docs/product-rules.md#reviews, #admin): a submission's or suggestion's state. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}>{SUBMISSION_STATUS_LABELS[status]}</span>;
}
