import { useId, useState } from 'react';
import type { REVIEW_STATUSES } from '../../../../shared/constants';
import { REVIEW_MESSAGES, type ReviewField } from '../../../../shared/schemas/admin/reviews';
import { ReviewStatusBadge } from '../../../components/detail/review-status-badge';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { dangerButtonClass } from './admin-page';

export interface ReviewDialogProps {
  title: string;
  subtitle: string;
  /** The suggestion or submission: its fields, its status and the feedback it was given. */
  row: { fields: ReviewField[]; status: (typeof REVIEW_STATUSES)[number]; admin_feedback: string | null };
  /** Suggestions compare with the item's current values; submissions only list what was sent. */
  compare: boolean;
  pending: boolean;
  error: string | null;
  onApprove: (feedback: string) => void;
  onReject: (feedback: string) => void;
  onClose: () => void;
}

/**
 * "Öneri Detayları" and the submission details (docs/product-rules.md#reviews, #admin): values side by side with the
 * changed ones marked, and, while pending, a reason box with Onayla / Reddet. Rejecting needs a
 * reason ("Lütfen red sebebini belirtin"); the button waits for one. Escape or a click outside closes.
 */
export function ReviewDialog({ title, subtitle, row, compare, pending, error, onApprove, onReject, onClose }: ReviewDialogProps) {
  const { fields, status, admin_feedback: feedback } = row;
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const changed = fields.filter((f) => f.changed).length;
  return (
    <Modal title={title} description={subtitle} onClose={onClose} size="lg">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <ReviewStatusBadge status={status} />
        {compare && <span className="text-slate-600 dark:text-slate-400">{changed} alan değişiyor</span>}
      </div>
      <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700" tabIndex={0} role="region" aria-label="Değerler">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-400">
            <tr>
              {['Alan', ...(compare ? ['Mevcut', 'Önerilen'] : ['Değer'])].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {fields.map((field) => (
              <tr key={field.key} className={field.changed ? 'bg-amber-50 dark:bg-amber-400/10' : undefined}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-700 dark:text-slate-300">
                  {field.label}
                  {field.changed && <span className="sr-only"> (değişiyor)</span>}
                </th>
                {compare && <td className="px-3 py-2 break-words text-slate-600 dark:text-slate-400">{field.current ?? '–'}</td>}
                <td className={`px-3 py-2 break-words ${field.changed ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-800 dark:text-slate-200'}`}>{field.suggested ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {status === 'pending' ? (
        <div className="mt-5">
          <label htmlFor={reasonId} className={labelClass}>
            Geri bildirim
          </label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={2000}
            placeholder="Reddetmek için sebebini yazın; onayda isteğe bağlı."
            className={`${inputClass} mt-1.5 h-auto py-2.5`}
          />
          {error && <Alert className="mt-4">{error}</Alert>}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button type="button" className={`${dangerButtonClass} h-10 px-4`} disabled={pending || !reason.trim()} onClick={() => onReject(reason.trim())}>
              Reddet
            </button>
            <button type="button" className={buttonClass('primary', 'md')} disabled={pending} aria-busy={pending || undefined} onClick={() => onApprove(reason.trim())}>
              {pending && <Spinner className="size-4" />}
              Onayla
            </button>
          </div>
          {!reason.trim() && <p className="mt-2 text-right text-xs text-slate-500 dark:text-slate-400">{REVIEW_MESSAGES.feedbackRequired}: reddetmek için sebep gerekir.</p>}
        </div>
      ) : (
        <div className="mt-5 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
          <p className="font-semibold text-slate-900 dark:text-white">Geri bildirim</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{feedback || REVIEW_MESSAGES.noFeedback}</p>
        </div>
      )}
    </Modal>
  );
}
