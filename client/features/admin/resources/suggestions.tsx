import { REVIEW_MESSAGES as M, type ReviewKind, type SuggestionRow } from '../../../../shared/schemas/admin/reviews';
import { ReviewStatusBadge } from '../../../components/detail/review-status-badge';
import { SparkIcon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/format';
import { reviewList, type Review } from '../components/use-review';
import type { AdminResource } from '../registry/resource';

// Members' suggestions (docs/product-rules.md#reviews, #admin): the admin home's Öneriler tab, project and
// company suggestions each opening "Öneri Detayları", where the current and suggested values stand side by side.

const REVIEW: Review<SuggestionRow> = { target: 'suggestions', failed: () => M.suggestionFailed, view: (row) => ({ title: 'Öneri Detayları', subtitle: `${row.item_name} · ${formatDateTime(row.created_at)}` }) };

const listOf = (kind: ReviewKind) =>
  reviewList(REVIEW, kind, {
    title: kind === 'projects' ? 'Proje önerileri' : 'Firma önerileri',
    nameOf: (row) => row.item_name,
    columns: (column) => [
      column.accessor('item_name', { header: kind === 'projects' ? 'Proje' : 'Firma', cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
      column.accessor('status', { header: 'Durum', cell: (info) => <ReviewStatusBadge status={info.getValue()} /> }),
      column.accessor('created_at', { header: 'Tarih', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
      column.accessor('suggested_by', {
        header: 'Öneren',
        cell: (info) => (
          <span className="break-all">
            {info.getValue() ?? '–'}
            {/* A company representative's correction is decided field by field (decision 070). */}
            {info.row.original.by_representative && (
              <span className="ml-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300">Firma temsilcisi</span>
            )}
          </span>
        ),
      }),
    ],
    messages: { loadFailed: M.suggestionsLoadFailed, empty: kind === 'projects' ? M.noProjectSuggestions : M.noCompanySuggestions },
  });

export default {
  home: { key: 'suggestions', label: 'Öneriler', icon: SparkIcon, order: 3, sections: [listOf('projects'), listOf('companies')] },
} satisfies AdminResource;
