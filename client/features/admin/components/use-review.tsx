import { useState } from 'react';
import type { ReviewKind } from '../../../../shared/schemas/admin/reviews';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useAdminCall, type AdminCall } from '../api/admin-resource-api';
import type { ListResource, RowAction } from '../registry/list';
import { ReviewDialog, type FieldDecisions, type ReviewDialogProps } from './review-dialog';

// The review flow of suggestions and submissions (docs/product-rules.md#reviews, #admin): a row's actions
// (the detail, and while pending approve at once or reject, which opens the detail where the reason is
// written), the detail (titled by `view`; suggestions compare with the current values) and its decision.
// A refusal the server explains (4xx) is shown as it says; anything else as `failed(approve, kind)`.

type Row = { id: string } & ReviewDialogProps['row'];

export interface Review<R extends Row> {
  target: 'suggestions' | 'submissions';
  failed: (approve: boolean, kind: ReviewKind) => string;
  view: (row: R, kind: ReviewKind) => { title: string; subtitle: string };
}

/** Approve or reject: POST …/approve or …/reject (a suggestion's approval takes no feedback). */
const decision = (target: Review<Row>['target'], kind: ReviewKind, id: string, approve: boolean, feedback?: string): AdminCall => ({
  url: `/${target}/${kind}/${id}/${approve ? 'approve' : 'reject'}`,
  json: approve && target === 'suggestions' ? {} : feedback ? { feedback } : {},
});

/** The open detail and its decision; every admin list is fetched again after one (an approval changes the catalogue). */
function ReviewPanel<R extends Row>({ review, kind, row, onClose }: { review: Review<R>; kind: ReviewKind; row: R; onClose: () => void }) {
  const decide = useAdminCall(({ approve, feedback }: { approve: boolean; feedback?: string }) => decision(review.target, kind, row.id, approve, feedback));
  const decideByField = useAdminCall((decisions: FieldDecisions) => ({ url: `/suggestions/${kind}/${row.id}/decide`, json: { decisions } }));
  const [lastApprove, setLastApprove] = useState(true);
  const run = (approve: boolean, feedback: string) => {
    setLastApprove(approve);
    decide.mutate({ approve, feedback: feedback || undefined }, {
      onSuccess: (answer) => {
        showToast(answer.message);
        onClose();
      },
    });
  };
  const failure = decide.error ?? decideByField.error;
  const error = failure && (failure instanceof ApiRequestError && failure.status < 500 ? errorMessage(failure) : review.failed(lastApprove, kind));
  return (
    <ReviewDialog
      {...review.view(row, kind)}
      row={row}
      compare={review.target === 'suggestions'}
      pending={decide.isPending || decideByField.isPending}
      error={error || null}
      onApprove={(feedback) => run(true, feedback)}
      onReject={(feedback) => run(false, feedback)}
      onDecide={
        review.target === 'suggestions'
          ? (decisions) =>
              decideByField.mutate(decisions, {
                onSuccess: (answer) => {
                  showToast(answer.message);
                  onClose();
                },
              })
          : undefined
      }
      onClose={() => {
        decide.reset();
        decideByField.reset();
        onClose();
      }}
    />
  );
}

/** A row's review actions in a list of one kind. */
function reviewActions<R extends Row>(review: Review<R>, kind: ReviewKind, row: R): RowAction[] {
  const detail: RowAction = { label: 'Detay', open: (close) => <ReviewPanel review={review} kind={kind} row={row} onClose={close} /> };
  if (row.status !== 'pending') return [detail];
  return [detail, { label: 'Onayla', tone: 'primary', call: decision(review.target, kind, row.id, true), failed: review.failed(true, kind) }, { ...detail, label: 'Reddet', tone: 'danger' }];
}

/** A list of one kind of review: both kinds come in one answer, on one page, with the review's actions and no delete. */
export function reviewList<R extends Row, A extends Record<ReviewKind, R[]>>(review: Review<R>, kind: ReviewKind, list: Pick<ListResource<R, A>, 'title' | 'nameOf' | 'columns' | 'messages'>): ListResource<R, A> {
  const singular = review.target === 'suggestions' ? 'Öneri' : 'Başvuru';
  return { path: `/${review.target}`, singular, pager: false, remove: false, items: (answer) => answer[kind], actions: (row) => reviewActions(review, kind, row), ...list };
}
