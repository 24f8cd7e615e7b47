import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { REVIEW_MESSAGES as M, type ReviewKind, type SuggestionRow } from '../../../../shared/schemas/admin/reviews';
import { ReviewStatusBadge } from '../../../components/detail/review-status-badge';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDecide, useSuggestions } from '../api/reviews-api';
import type { ListResource } from '../resources/resource';
import { ResourceList } from './resource-list';
import { reviewActions, ReviewDialog } from './review-dialog';

const column = createColumnHelper<SuggestionRow>();

function listOf(kind: ReviewKind): ListResource<SuggestionRow> {
  const title = kind === 'projects' ? 'Proje önerileri' : 'Firma önerileri';
  return {
    path: '/suggestions',
    title,
    singular: 'Öneri',
    paged: false,
    remove: false,
    useRows: function useRows() {
      const suggestions = useSuggestions();
      return { ...suggestions, data: suggestions.data && { items: suggestions.data[kind] } };
    },
    nameOf: (row) => row.item_name,
    columns: [
      column.accessor('item_name', { header: kind === 'projects' ? 'Proje' : 'Firma', cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
      column.accessor('status', { header: 'Durum', cell: (info) => <ReviewStatusBadge status={info.getValue()} /> }),
      column.accessor('created_at', { header: 'Tarih', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
      column.accessor('suggested_by', { header: 'Öneren', cell: (info) => <span className="break-all">{info.getValue() ?? '–'}</span> }),
    ] as ListResource<SuggestionRow>['columns'],
    messages: { loadFailed: M.suggestionsLoadFailed, empty: kind === 'projects' ? M.noProjectSuggestions : M.noCompanySuggestions, deleteFailed: '', deleteWarning: '' },
  };
}

const LISTS = { projects: listOf('projects'), companies: listOf('companies') };

/** The Öneriler tab (spec 3 §2.3): project and company suggestions, each opening "Öneri Detayları". */
export function SuggestionReview() {
  const decide = useDecide('suggestions');
  const [open, setOpen] = useState<{ kind: ReviewKind; row: SuggestionRow } | null>(null);

  const run = (approve: boolean, feedback: string) => {
    if (!open) return;
    decide.mutate(
      { kind: open.kind, id: open.row.id, approve, feedback },
      {
        onSuccess: (answer) => {
          showToast(answer.message);
          setOpen(null);
        },
      },
    );
  };
  const failure = (e: unknown) => (e instanceof ApiRequestError && e.status < 500 ? errorMessage(e) : M.suggestionFailed);
  const error = decide.error ? failure(decide.error) : null;

  return (
    <div className="space-y-8">
      {(['projects', 'companies'] as const).map((kind) => (
        <section key={kind} aria-labelledby={`suggestions-${kind}`}>
          <h2 id={`suggestions-${kind}`} className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
            {LISTS[kind].title}
          </h2>
          <ResourceList
            resource={LISTS[kind]}
            rowActions={(row) =>
              reviewActions({
                pending: row.status === 'pending',
                busy: decide.isPending,
                onOpen: () => setOpen({ kind, row }),
                onApprove: () => decide.mutate({ kind, id: row.id, approve: true }, { onSuccess: (answer) => showToast(answer.message), onError: (e) => showToast(failure(e), 'error') }),
              })
            }
          />
        </section>
      ))}
      {open && (
        <ReviewDialog
          title="Öneri Detayları"
          subtitle={`${open.row.item_name} · ${formatDateTime(open.row.created_at)}`}
          fields={open.row.fields}
          compare
          status={open.row.status}
          feedback={open.row.admin_feedback}
          pending={decide.isPending}
          error={error}
          onApprove={(feedback) => run(true, feedback)}
          onReject={(feedback) => run(false, feedback)}
          onClose={() => {
            decide.reset();
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}
