import { REVIEW_MESSAGES as M, type ReviewKind, type SubmissionRow } from '../../../../shared/schemas/admin/reviews';
import { ReviewStatusBadge } from '../../../components/detail/review-status-badge';
import { AdminPage, AdminTabs } from '../../../features/admin/components/admin-page';
import { ResourceList } from '../../../features/admin/components/resource-list';
import { reviewRows, useReview } from '../../../features/admin/components/use-review';
import type { ListResource } from '../../../features/admin/resources/resource';
import { useSubmissions } from '../../../features/admin/api/reviews-api';
import { formatDateTime } from '../../../lib/format';

const tabLabel = (kind: ReviewKind) => (kind === 'companies' ? 'Firma Başvuruları' : 'Proje Başvuruları');

function listOf(kind: ReviewKind): ListResource<SubmissionRow> {
  return {
    path: '/submissions',
    title: tabLabel(kind),
    singular: 'Başvuru',
    paged: false,
    remove: false,
    useRows: reviewRows(useSubmissions, kind),
    nameOf: (row) => row.name,
    columns: (column) => [
      column.accessor('name', { header: kind === 'companies' ? 'Firma Adı' : 'Proje Adı', cell: (info) => <span className="font-medium">{info.getValue() || '–'}</span> }),
      column.accessor('user_email', { header: 'Kullanıcı', cell: (info) => <span className="break-all">{info.getValue() ?? '–'}</span> }),
      column.accessor('status', { header: 'Durum', cell: (info) => <ReviewStatusBadge status={info.getValue()} /> }),
      column.accessor('created_at', { header: 'Başvuru Tarihi', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
    ],
    messages: { loadFailed: M.submissionsLoadFailed, empty: kind === 'companies' ? M.noCompanySubmissions : M.noProjectSubmissions },
  };
}

const LISTS = { companies: listOf('companies'), projects: listOf('projects') };

/** /admin/user-submissions (docs/product-rules.md#reviews): company and project applications, each with its pending count. */
export default function AdminSubmissionsPage() {
  const pending = useSubmissions().data?.pending;
  const review = useReview<SubmissionRow>(
    'submissions',
    (approve, kind) => (kind === 'companies' ? (approve ? M.companyApproveFailed : M.companyRejectFailed) : approve ? M.projectApproveFailed : M.projectRejectFailed),
    (row, kind) => ({ title: kind === 'companies' ? 'Firma Başvurusu' : 'Proje Başvurusu', subtitle: `${row.user_email ?? ''} · ${formatDateTime(row.created_at)}` }),
  );
  return (
    <AdminPage title="Üye Başvuruları" description="Onaylanan başvuru kataloğa eklenir; reddederken üyeye sebebini yazın.">
      <AdminTabs
        idPrefix="submissions"
        label="Başvuru türleri"
        tabs={(['companies', 'projects'] as const).map((kind) => ({
          key: kind,
          label: tabLabel(kind),
          badge: pending?.[kind],
          badgeLabel: 'bekleyen',
          panel: () => <ResourceList resource={LISTS[kind]} rowActions={review.actionsFor(kind)} />,
        }))}
      />
      {review.dialog}
    </AdminPage>
  );
}
