import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_MESSAGES as M, type ReviewKind, type SubmissionRow } from '../../../../shared/schemas/admin/reviews';
import { ReviewStatusBadge } from '../../../components/detail/review-status-badge';
import { TabBar, TabPanel } from '../../../components/ui/tab-bar';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ResourceList } from '../../../features/admin/components/resource-list';
import { reviewActions, ReviewDialog } from '../../../features/admin/components/review-dialog';
import type { ListResource } from '../../../features/admin/resources/resource';
import { useDecide, useSubmissions } from '../../../features/admin/api/reviews-api';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';

const column = createColumnHelper<SubmissionRow>();

const tabLabel = (kind: ReviewKind) => (kind === 'companies' ? 'Firma Başvuruları' : 'Proje Başvuruları');

function listOf(kind: ReviewKind): ListResource<SubmissionRow> {
  return {
    path: '/submissions',
    title: tabLabel(kind),
    singular: 'Başvuru',
    paged: false,
    remove: false,
    useRows: function useRows() {
      const submissions = useSubmissions();
      return { ...submissions, data: submissions.data && { items: submissions.data[kind] } };
    },
    nameOf: (row) => row.name,
    columns: [
      column.accessor('name', { header: kind === 'companies' ? 'Firma Adı' : 'Proje Adı', cell: (info) => <span className="font-medium">{info.getValue() || '–'}</span> }),
      column.accessor('user_email', { header: 'Kullanıcı', cell: (info) => <span className="break-all">{info.getValue() ?? '–'}</span> }),
      column.accessor('status', { header: 'Durum', cell: (info) => <ReviewStatusBadge status={info.getValue()} /> }),
      column.accessor('created_at', { header: 'Başvuru Tarihi', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
    ] as ListResource<SubmissionRow>['columns'],
    messages: { loadFailed: M.submissionsLoadFailed, empty: kind === 'companies' ? M.noCompanySubmissions : M.noProjectSubmissions, deleteFailed: '', deleteWarning: '' },
  };
}

const LISTS = { companies: listOf('companies'), projects: listOf('projects') };

/** /admin/user-submissions (spec 3 §2.15): company and project applications, each with its pending count. */
export default function AdminSubmissionsPage() {
  const [params, setParams] = useSearchParams();
  const active: ReviewKind = params.get('tab') === 'projects' ? 'projects' : 'companies';
  const submissions = useSubmissions();
  const decide = useDecide('submissions');
  const [open, setOpen] = useState<SubmissionRow | null>(null);
  const pending = submissions.data?.pending;

  const failed = (approve: boolean) =>
    active === 'companies' ? (approve ? M.companyApproveFailed : M.companyRejectFailed) : approve ? M.projectApproveFailed : M.projectRejectFailed;
  const [lastApprove, setLastApprove] = useState(true);
  const run = (approve: boolean, feedback: string) => {
    if (!open) return;
    setLastApprove(approve);
    decide.mutate(
      { kind: active, id: open.id, approve, feedback: feedback || undefined },
      {
        onSuccess: (answer) => {
          showToast(answer.message);
          setOpen(null);
        },
      },
    );
  };
  const error = decide.error ? (decide.error instanceof ApiRequestError && decide.error.status < 500 ? errorMessage(decide.error) : failed(lastApprove)) : null;

  return (
    <AdminPage title="Üye Başvuruları" description="Onaylanan başvuru kataloğa eklenir; reddederken üyeye sebebini yazın.">
      <TabBar
        idPrefix="submissions"
        label="Başvuru türleri"
        tabs={[
          { key: 'companies', label: tabLabel('companies'), badge: pending?.companies, badgeLabel: 'bekleyen' },
          { key: 'projects', label: tabLabel('projects'), badge: pending?.projects, badgeLabel: 'bekleyen' },
        ]}
        active={active}
        onChange={(tab) => setParams({ tab }, { replace: true })}
      />
      {(['companies', 'projects'] as const).map((kind) => (
        <TabPanel key={kind} idPrefix="submissions" tab={kind} active={active === kind}>
          {active === kind && (
            <ResourceList
              resource={LISTS[kind]}
              rowActions={(row) =>
                reviewActions({
                  pending: row.status === 'pending',
                  busy: decide.isPending,
                  onOpen: () => setOpen(row),
                  onApprove: () =>
                    decide.mutate(
                      { kind, id: row.id, approve: true },
                      { onSuccess: (answer) => showToast(answer.message), onError: (e) => showToast(e instanceof ApiRequestError && e.status < 500 ? errorMessage(e) : failed(true), 'error') },
                    ),
                })
              }
            />
          )}
        </TabPanel>
      ))}
      {open && (
        <ReviewDialog
          title={active === 'companies' ? 'Firma Başvurusu' : 'Proje Başvurusu'}
          subtitle={`${open.user_email ?? ''} · ${formatDateTime(open.created_at)}`}
          fields={open.fields}
          compare={false}
          status={open.status}
          feedback={open.admin_feedback}
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
    </AdminPage>
  );
}
