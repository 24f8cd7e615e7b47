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
  row: { fields: ReviewField[]; status: (typeof REVIEW_STATUSES)[number]; admin_feedback: string | null; by_representative?: boolean };
  /** Suggestions compare with the item's current values; submissions only list what was sent. */
  compare: boolean;
  pending: boolean;
  error: string | null;
  onApprove: (feedback: string) => void;
  onReject: (feedback: string) => void;
  /** A representative's correction is decided field by field (decision 070). */
  onDecide?: (decisions: FieldDecisions) => void;
  onClose: () => void;
}

export type FieldDecisions = Record<string, { decision: 'approved' } | { decision: 'rejected'; reason: string }>;

/**
 * "Öneri Detayları" and the submission details (docs/product-rules.md#reviews, #admin): values side by side with the
 * changed ones marked, and, while pending, a reason box with Onayla / Reddet. Rejecting needs a
 * reason ("Lütfen red sebebini belirtin"); the button waits for one. Escape or a click outside closes.
 */
export function ReviewDialog({ title, subtitle, row, compare, pending, error, onApprove, onReject, onDecide, onClose }: ReviewDialogProps) {
  const { fields, status, admin_feedback: feedback } = row;
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const changed = fields.filter((f) => f.changed).length;
  if (compare && row.by_representative && onDecide) {
    return <FieldReview title={title} subtitle={subtitle} row={row} pending={pending} error={error} onDecide={onDecide} onClose={onClose} />;
  }
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

const DECISION_LABELS = { approved: 'Onaylandı', rejected: 'Reddedildi' } as const;

/**
 * A company representative's correction (docs/decisions/070-field-corrections-and-change-log.md): each
 * field with its current and corrected values and its source; the admin approves or rejects each one,
 * a rejection with the reason the representative reads. Only the approved fields are written.
 */
function FieldReview({ title, subtitle, row, pending, error, onDecide, onClose }: Omit<ReviewDialogProps, 'compare' | 'onApprove' | 'onReject' | 'onDecide'> & { onDecide: (decisions: FieldDecisions) => void }) {
  const { fields, status } = row;
  const formId = useId();
  const [choices, setChoices] = useState<Record<string, { decision: 'approved' | 'rejected'; reason: string }>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, { decision: 'approved' as const, reason: '' }])),
  );
  const decided = status !== 'pending';
  const missingReason = fields.some((f) => choices[f.key]?.decision === 'rejected' && !choices[f.key]!.reason.trim());
  const set = (key: string, next: Partial<{ decision: 'approved' | 'rejected'; reason: string }>) => setChoices((current) => ({ ...current, [key]: { ...current[key]!, ...next } }));
  const submit = () =>
    onDecide(
      Object.fromEntries(
        fields.map((f) => {
          const choice = choices[f.key]!;
          return [f.key, choice.decision === 'approved' ? { decision: 'approved' as const } : { decision: 'rejected' as const, reason: choice.reason.trim() }];
        }),
      ),
    );
  return (
    <Modal title={title} description={subtitle} onClose={onClose} size="xl">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <ReviewStatusBadge status={status} />
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300">Firma temsilcisi</span>
        <span className="text-slate-600 dark:text-slate-400">{decided ? 'Alan alan karar verildi' : 'Her alanı ayrı ayrı onaylayın ya da reddedin'}</span>
      </div>
      <ul className="mt-4 space-y-3" aria-label="Düzeltilen alanlar">
        {fields.map((field) => {
          const choice = choices[field.key]!;
          const rejectedNow = !decided && choice.decision === 'rejected';
          return (
            <li key={field.key} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900 dark:text-white">{field.label}</p>
                  <p className="mt-1 text-sm break-words">
                    <span className="text-slate-500 line-through decoration-slate-400/70 dark:text-slate-400">{field.current ?? '–'}</span>
                    <span aria-label="yerine" className="mx-1.5 text-slate-400">→</span>
                    <span className="font-semibold text-slate-900 dark:text-white">{field.suggested ?? '–'}</span>
                  </p>
                  <p className="mt-1 text-xs break-all text-slate-600 dark:text-slate-400">
                    Kaynak:{' '}
                    {field.source?.url ? (
                      <a href={field.source.url} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-amber-700 underline underline-offset-2 dark:text-amber-300">
                        {field.source.label}
                      </a>
                    ) : (
                      <span className="font-medium">{field.source?.label ?? '–'}</span>
                    )}
                  </p>
                </div>
                {decided ? (
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${field.decision === 'approved' ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300' : 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-300'}`}>
                    {field.decision ? DECISION_LABELS[field.decision] : '–'}
                  </span>
                ) : (
                  <div role="group" aria-label={`${field.label} kararı`} className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
                    {(['approved', 'rejected'] as const).map((decision) => (
                      <button
                        key={decision}
                        type="button"
                        aria-pressed={choice.decision === decision}
                        onClick={() => set(field.key, { decision })}
                        className={`rounded-md px-3 py-1.5 text-sm font-semibold transition-colors ${
                          choice.decision === decision
                            ? decision === 'approved'
                              ? 'bg-emerald-700 text-white'
                              : 'bg-red-700 text-white'
                            : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                        }`}
                      >
                        {decision === 'approved' ? 'Onayla' : 'Reddet'}
                      </button>
                    ))}
                  </div>
                )}
              </div>
              {rejectedNow && (
                <div className="mt-3">
                  <label htmlFor={`${formId}-${field.key}`} className={labelClass}>
                    Red sebebi ({field.label})
                  </label>
                  <input
                    id={`${formId}-${field.key}`}
                    value={choice.reason}
                    maxLength={1000}
                    onChange={(event) => set(field.key, { reason: event.target.value })}
                    placeholder="Temsilcinin okuyacağı sebep"
                    className={`${inputClass} mt-1.5`}
                  />
                </div>
              )}
              {decided && field.reason && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Red sebebi: {field.reason}</p>}
            </li>
          );
        })}
      </ul>
      {!decided && (
        <div className="mt-5">
          {error && <Alert className="mb-4">{error}</Alert>}
          <div className="flex flex-wrap items-center justify-end gap-3">
            {missingReason && <p className="text-xs text-slate-500 dark:text-slate-400">Reddedilen her alan için bir sebep yazın.</p>}
            <button type="button" className={buttonClass('primary', 'md')} disabled={pending || missingReason} aria-busy={pending || undefined} onClick={submit}>
              {pending && <Spinner className="size-4" />}
              Kararı Kaydet
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
