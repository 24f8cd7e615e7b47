import { type FailedJob } from '../../../../shared/schemas/watches';
import { NOTIFICATION_MESSAGES as M } from '../../../../shared/watch-messages';
import { useAdminRetryFailedJob } from '../../../features/admin/api/failed-jobs-api';
import { confirmBody, ListPage } from '../../../features/admin/components/resource-list';
import { failedJobList, failedJobName } from '../../../features/admin/resources/failed-jobs';
import type { RowAction } from '../../../features/admin/resources/resource';

/** /admin/failed-jobs (decision 044): background jobs that failed five times, and one more try of each. */
export default function AdminFailedJobsPage() {
  const retry = useAdminRetryFailedJob();
  const actions = (row: FailedJob): RowAction[] => [
    {
      label: M.failedJobRetry,
      confirm: {
        title: 'İş yeniden denensin mi?',
        label: M.failedJobRetry,
        body: confirmBody(failedJobName(row), M.failedJobRetryConfirm, 'break-words'),
        run: () => retry.mutateAsync(row.id),
        failed: 'İş yeniden denenirken bir hata oluştu',
      },
    },
  ];
  const description =
    'Beş denemenin hepsinde başarısız olan arka plan işleri (bildirim e-postaları, özetler). Sorunu giderdikten sonra bir işi yeniden deneyebilirsiniz.';
  return <ListPage title={M.failedJobsTitle} description={description} resource={failedJobList} rowActions={actions} />;
}
