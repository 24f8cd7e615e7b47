import { useState } from 'react';
import type { ReviewKind } from '../../../../shared/schemas/admin/reviews';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDecide } from '../api/reviews-api';
import type { ListLoader, RowAction } from '../resources/resource';
import { ReviewDialog, type ReviewDialogProps } from './review-dialog';

/**
 * The review flow of suggestions and submissions: a row's actions (detail, approve at once,
 * reject in the detail), the open detail (titled by `view`; suggestions compare with the current
 * values) and its decision. A refusal the server explains (4xx) is shown as it says; anything else
 * as `failed(approve, kind)`.
 */
export function useReview<Row extends { id: string } & ReviewDialogProps['row']>(
  target: 'suggestions' | 'submissions',
  failed: (approve: boolean, kind: ReviewKind) => string,
  view: (row: Row, kind: ReviewKind) => { title: string; subtitle: string },
) {
  const decide = useDecide(target);
  const [open, setOpen] = useState<{ kind: ReviewKind; row: Row } | null>(null);
  const [lastApprove, setLastApprove] = useState(true);
  const failure = (error: unknown, approve: boolean, kind: ReviewKind) => (error instanceof ApiRequestError && error.status < 500 ? errorMessage(error) : failed(approve, kind));

  /**
   * A list's row actions for one kind (docs/product-rules.md#reviews, #admin): the detail, and while
   * pending approve at once or reject (which opens the detail, where the reason is written).
   */
  const actionsFor = (kind: ReviewKind) => (row: Row): RowAction[] => {
    const detail = () => setOpen({ kind, row });
    if (row.status !== 'pending') return [{ label: 'Detay', onClick: detail }];
    const approve = () => decide.mutate({ kind, id: row.id, approve: true }, { onSuccess: (answer) => showToast(answer.message), onError: (e) => showToast(failure(e, true, kind), 'error') });
    return [
      { label: 'Detay', onClick: detail },
      { label: 'Onayla', tone: 'primary', disabled: decide.isPending, onClick: approve },
      { label: 'Reddet', tone: 'danger', onClick: detail },
    ];
  };

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

  const dialog = open && (
    <ReviewDialog
      {...view(open.row, open.kind)}
      row={open.row}
      compare={target === 'suggestions'}
      pending={decide.isPending}
      error={decide.error ? failure(decide.error, lastApprove, open.kind) : null}
      onApprove={(feedback) => decideOpen(true, feedback)}
      onReject={(feedback) => decideOpen(false, feedback)}
      onClose={() => {
        decide.reset();
        setOpen(null);
      }}
    />
  );
  return { actionsFor, dialog };
}

/** A list loader for one kind of a review query (both answer `{ projects, companies }` in one call). */
export function reviewRows<Row>(useAll: () => { data: Record<ReviewKind, Row[]> | undefined; isFetching: boolean; isError: boolean; refetch: () => unknown }, kind: ReviewKind): ListLoader<Row> {
  return function useRows() {
    const all = useAll();
    return { isFetching: all.isFetching, isError: all.isError, refetch: all.refetch, data: all.data && { items: all.data[kind] } };
  };
}
