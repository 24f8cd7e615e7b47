import { REVIEW_MESSAGES as M, type ReviewKind, type SuggestionRow } from '../../../../shared/schemas/admin/reviews';
import { ReviewStatusBadge } from '../../../components/detail/review-status-badge';
import { formatDateTime } from '../../../lib/format';
import { useSuggestions } from '../api/reviews-api';
import type { ListResource } from '../resources/resource';
import { ResourceList } from './resource-list';
import { reviewRows, useReview } from './use-review';

function listOf(kind: ReviewKind): ListResource<SuggestionRow> {
  const title = kind === 'projects' ? 'Proje önerileri' : 'Firma önerileri';
  return {
    path: '/suggestions',
    title,
    singular: 'Öneri',
    paged: false,
    remove: false,
    useRows: reviewRows(useSuggestions, kind),
    nameOf: (row) => row.item_name,
    columns: (column) => [
      column.accessor('item_name', { header: kind === 'projects' ? 'Proje' : 'Firma', cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
      column.accessor('status', { header: 'Durum', cell: (info) => <ReviewStatusBadge status={info.getValue()} /> }),
      column.accessor('created_at', { header: 'Tarih', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
      column.accessor('suggested_by', { header: 'Öneren', cell: (info) => <span className="break-all">{info.getValue() ?? '–'}</span> }),
    ],
    messages: { loadFailed: M.suggestionsLoadFailed, empty: kind === 'projects' ? M.noProjectSuggestions : M.noCompanySuggestions },
  };
}

const LISTS = { projects: listOf('projects'), companies: listOf('companies') };

/** The Öneriler tab (docs/product-rules.md#admin): project and company suggestions, each opening "Öneri Detayları". */
export function SuggestionReview() {
  const review = useReview<SuggestionRow>('suggestions', () => M.suggestionFailed, (row) => ({ title: 'Öneri Detayları', subtitle: `${row.item_name} · ${formatDateTime(row.created_at)}` }));
  return (
    <div className="space-y-8">
      {(['projects', 'companies'] as const).map((kind) => (
        <section key={kind} aria-labelledby={`suggestions-${kind}`}>
          <h2 id={`suggestions-${kind}`} className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
            {LISTS[kind].title}
          </h2>
          <ResourceList resource={LISTS[kind]} rowActions={review.actionsFor(kind)} />
        </section>
      ))}
      {review.dialog}
    </div>
  );
}
