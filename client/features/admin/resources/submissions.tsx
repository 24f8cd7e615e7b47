import { REVIEW_MESSAGES as M, type ReviewKind, type SubmissionList, type SubmissionRow } from '../../../../shared/schemas/admin/reviews';
import { ReviewStatusBadge } from '../../../components/detail/review-status-badge';
import { formatDateTime } from '../../../lib/format';
import { useAdminList } from '../api/admin-resource-api';
import { reviewList, type Review } from '../components/use-review';
import type { AdminResource } from '../registry/resource';

// Members' applications (docs/product-rules.md#reviews): company and project applications, a tab each with
// its pending count; an approved one joins the catalogue, a rejected one tells the member why.

const tabLabel = (kind: ReviewKind) => (kind === 'companies' ? 'Firma Başvuruları' : 'Proje Başvuruları');

const REVIEW: Review<SubmissionRow> = {
  target: 'submissions',
  failed: (approve, kind) => (kind === 'companies' ? (approve ? M.companyApproveFailed : M.companyRejectFailed) : approve ? M.projectApproveFailed : M.projectRejectFailed),
  view: (row, kind) => ({ title: kind === 'companies' ? 'Firma Başvurusu' : 'Proje Başvurusu', subtitle: `${row.user_email ?? ''} · ${formatDateTime(row.created_at)}` }),
};

const listOf = (kind: ReviewKind) =>
  reviewList(REVIEW, kind, {
    title: tabLabel(kind),
    nameOf: (row) => row.name,
    columns: (column) => [
      column.accessor('name', { header: kind === 'companies' ? 'Firma Adı' : 'Proje Adı', cell: (info) => <span className="font-medium">{info.getValue() || '–'}</span> }),
      column.accessor('user_email', { header: 'Kullanıcı', cell: (info) => <span className="break-all">{info.getValue() ?? '–'}</span> }),
      column.accessor('status', { header: 'Durum', cell: (info) => <ReviewStatusBadge status={info.getValue()} /> }),
      column.accessor('created_at', { header: 'Başvuru Tarihi', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
    ],
    messages: { loadFailed: M.submissionsLoadFailed, empty: kind === 'companies' ? M.noCompanySubmissions : M.noProjectSubmissions },
  });

export default {
  screens: [
    {
      path: 'user-submissions',
      title: 'Üye Başvuruları',
      description: 'Onaylanan başvuru kataloğa eklenir; reddederken üyeye sebebini yazın.',
      tabsLabel: 'Başvuru türleri',
      tabs: (['companies', 'projects'] as const).map((kind) => ({ key: kind, label: tabLabel(kind), list: listOf(kind) })),
      // The same answer as the lists': one request.
      useBadges: function usePending() {
        return useAdminList<SubmissionRow, SubmissionList>('/submissions', {}).data?.pending ?? {};
      },
      badgeLabel: 'bekleyen',
    },
  ],
  nav: { 'user-submissions': { group: 'Katalog', order: 3, description: 'Firma ve proje başvurularını onaylayın' } },
} satisfies AdminResource;
