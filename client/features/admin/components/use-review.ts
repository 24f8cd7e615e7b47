import { useState } from 'react';
import type { ReviewKind } from '../../../../shared/schemas/admin/reviews';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDecide } from '../api/reviews-api';
import type { ListLoader, RowAction } from '../resources/resource';
import { reviewActions } from './review-dialog';

/**
 * The review flow of suggestions and submissions: a row's actions (detail, approve at once,
 * reject in the detail), the open detail and its decision. A refusal the server explains (4xx)
 * is shown as it says; anything else as `failed(approve)`.
 */
export function useReview<Row extends { id: string; status: string }>(target: 'suggestions' | 'submissions', failed: (approve: boolean) => string) {
  const decide = useDecide(target);
  const [open, setOpen] = useState<{ kind: ReviewKind; row: Row } | null>(null);
  const [lastApprove, setLastApprove] = useState(true);
  const failure = (error: unknown, approve: boolean) => (error instanceof ApiRequestError && error.status < 500 ? errorMessage(error) : failed(approve));

  const actionsOf = (kind: ReviewKind, row: Row): RowAction[] =>
    reviewActions({
      pending: row.status === 'pending',
      busy: decide.isPending,
      onOpen: () => setOpen({ kind, row }),
      onApprove: () => decide.mutate({ kind, id: row.id, approve: true }, { onSuccess: (answer) => showToast(answer.message), onError: (e) => showToast(failure(e, true), 'error') }),
    });

  const decideOpen = (approve: boolean, feedback: string) => {
    if (!open) return;
    setLastApprove(approve);
    decide.mutate(
      { kind: open.kind, id: open.row.id, approve, feedback: feedback || undefined },
      {
        onSuccess: (answer) => {
          showToast(answer.message);
          setOpen(null);
        },
      },
    );
  };

  /** ReviewDialog's decision props for the open row. */
  const dialog = {
    pending: decide.isPending,
    error: decide.error ? failure(decide.error, lastApprove) : null,
    onApprove: (feedback: string) => decideOpen(true, feedback),
    onReject: (feedback: string) => decideOpen(false, feedback),
    onClose: () => {
      decide.reset();
      setOpen(null);
    },
  };
  return { open: open?.row ?? null, actionsOf, dialog };
}

/** A list loader for one kind of a review query (both answer `{ projects, companies }` in one call). */
export function reviewRows<Row>(useAll: () => { data: Record<ReviewKind, Row[]> | undefined; isFetching: boolean; isError: boolean; refetch: () => unknown }, kind: ReviewKind): ListLoader<Row> {
  return function useRows() {
    const all = useAll();
    return { isFetching: all.isFetching, isError: all.isError, refetch: all.refetch, data: all.data && { items: all.data[kind] } };
  };
}
